// The texts of suggested edits (issue 29): the Suggestions section of a prompt's detail, for those who
// may edit it, and the Suggestions inbox with its Received and Sent boxes.
// Getters and descriptors: each reading translates into the active language (issue 31).
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import type { SuggestionStatus } from '@prompt-lib/contract';

export const SUGGESTIONS_TEXT = {
  get title() {
    return t`Suggestions`;
  },
  count: (n: number) => plural(n, { one: '# open suggestion', other: '# open suggestions' }),
  get loadFailed() {
    return t`Failed to load suggestions`;
  },
  get loading() {
    return t`Loading suggestions`;
  },
  get keyLabel() {
    return t`Key:`;
  },
  get keyCurrent() {
    return t`only in the current text`;
  },
  get keySuggested() {
    return t`suggested`;
  },
  /** The versions as the reader writes numbers (formatNumeral). */
  changedSince: (base: string, current: string) =>
    t`Suggested on version ${base}; the prompt has changed since (now version ${current}).`,
  get accept() {
    return t`Accept`;
  },
  get decline() {
    return t`Decline`;
  },
  get accepted() {
    return t`Suggestion accepted`;
  },
  get acceptFailed() {
    return t`Failed to accept suggestion`;
  },
  get staleTitle() {
    return t`The prompt changed since`;
  },
  get staleText() {
    return t`The prompt was edited after this suggestion was made. Accepting it replaces the current text with the suggested one. Accept anyway?`;
  },
  get acceptAnyway() {
    return t`Accept Anyway`;
  },
  get declineTitle() {
    return t`Decline Suggestion`;
  },
  get declineText() {
    return t`Its author sees that it was declined, and your reason if you give one.`;
  },
  get reasonLabel() {
    return t`Reason (optional)`;
  },
  get declined() {
    return t`Suggestion declined`;
  },
  get declineFailed() {
    return t`Failed to decline suggestion`;
  },
  get cancel() {
    return t`Cancel`;
  },
  get inboxDescription() {
    return t`Edits suggested to the prompts you look after, and the ones you suggested.`;
  },
  get received() {
    return t`Received`;
  },
  get sent() {
    return t`Sent`;
  },
  get emptyReceived() {
    return t`No suggestions are waiting for you`;
  },
  get emptySent() {
    return t`You have not suggested any edits yet`;
  },
  get review() {
    return t`Review`;
  },
  get withdraw() {
    return t`Withdraw`;
  },
  get withdrawn() {
    return t`Suggestion withdrawn`;
  },
  get withdrawFailed() {
    return t`Failed to withdraw suggestion`;
  },
  get reason() {
    return t`Reason:`;
  },
  get on() {
    return t({ message: 'On', comment: 'before the title of the prompt a suggestion was made on' });
  },
  get tryAgain() {
    return t`Try Again`;
  },
} as const;

export const STATUS_LABELS: Record<SuggestionStatus, MessageDescriptor> = {
  open: msg({ message: 'Open', context: 'suggestion status' }),
  accepted: msg`Accepted`,
  declined: msg`Declined`,
  withdrawn: msg`Withdrawn`,
};
