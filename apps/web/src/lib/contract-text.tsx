// A text of the contract's (a validation or server message, filled or not; issue 31) in the
// interface's language, wherever the app shows one: a field's error or hint, a callout, a notice.
// Any other text (one the server translated already, a person's words) shows as it is.
import { useLingui } from '@lingui/react';
import { translateText } from '@prompt-lib/contract';

export function ContractText({ text }: { text: string }) {
  const { i18n } = useLingui();
  return translateText(i18n, text);
}
