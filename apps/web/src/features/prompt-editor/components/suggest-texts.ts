// The texts of "Suggest an edit" (issue 29).
// Getters: each reading translates into the active language (issue 31).
import { t } from '@lingui/core/macro';

export const SUGGEST_TEXT = {
  get button() {
    return t`Suggest an edit`;
  },
  get title() {
    return t`Suggest an edit`;
  },
  get description() {
    return t`Change what you would improve. The owner sees your suggestion next to the current text and can accept it.`;
  },
  get messageLabel() {
    return t`Message`;
  },
  get messagePlaceholder() {
    return t`What did you change, and why?`;
  },
  get send() {
    return t`Send Suggestion`;
  },
  get sending() {
    return t`Sending...`;
  },
  get cancel() {
    return t`Cancel`;
  },
  get sent() {
    return t`Suggestion sent`;
  },
  get sendFailed() {
    return t`Failed to send suggestion`;
  },
} as const;
