// The languages prompts are written in (issue 31), by name in the reader's language: "German" to an
// English reader, "Deutsch" to a German one (Intl.DisplayNames). The editor and the explorer offer
// the interface's languages; a prompt may carry another, which is offered too.
import { LANGUAGE_CODES } from '@prompt-lib/contract';
import { i18n } from './i18n.ts';

export function languageName(code: string): string {
  try {
    return new Intl.DisplayNames([i18n.locale || 'en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The languages to choose from, by name in alphabetical order; `also` adds one more (a prompt's). */
export function languageChoices(also?: string): { value: string; label: string }[] {
  const codes = new Set<string>(LANGUAGE_CODES);
  if (also) codes.add(also);
  const collator = new Intl.Collator(i18n.locale || 'en');
  return [...codes]
    .map((code) => ({ value: code, label: languageName(code) }))
    .sort((a, b) => collator.compare(a.label, b.label));
}
