// The interface's languages (issue 31): English, the source of every text, and 21 translations.
// One list for the web app's catalogs, the server's answers and pages, and the account's setting.

export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
  { code: 'az', name: 'Azərbaycanca' },
  { code: 'de', name: 'Deutsch' },
  { code: 'el', name: 'Ελληνικά' },
  { code: 'es', name: 'Español' },
  { code: 'fa', name: 'فارسی', dir: 'rtl' },
  { code: 'fr', name: 'Français' },
  { code: 'he', name: 'עברית', dir: 'rtl' },
  { code: 'hi', name: 'हिन्दी' },
  { code: 'id', name: 'Bahasa Indonesia' },
  { code: 'it', name: 'Italiano' },
  { code: 'ja', name: '日本語' },
  { code: 'ko', name: '한국어' },
  { code: 'nl', name: 'Nederlands' },
  { code: 'pl', name: 'Polski' },
  { code: 'pt', name: 'Português (Brasil)' },
  { code: 'ru', name: 'Русский' },
  { code: 'tr', name: 'Türkçe' },
  { code: 'uk', name: 'Українська' },
  { code: 'vi', name: 'Tiếng Việt' },
  { code: 'zh', name: '简体中文' },
] as const satisfies readonly { code: string; name: string; dir?: 'rtl' }[];

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';
export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((l) => l.code);

export const isLanguageCode = (value: unknown): value is LanguageCode =>
  typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);

export const languageDir = (code: LanguageCode): 'rtl' | 'ltr' =>
  LANGUAGES.find((l) => l.code === code && 'dir' in l) ? 'rtl' : 'ltr';

/**
 * The interface language that best serves a list of preferred tags, best first ("pt-PT", "zh-Hant",
 * "de"): the first whose primary subtag is one of ours, else English. Chinese is offered in its
 * simplified script only, so it is chosen for any zh tag; a reader of the traditional script reads it
 * more easily than English.
 */
export function matchLanguage(preferred: readonly string[]): LanguageCode {
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLanguageCode(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/** An `Accept-Language` header's tags, by falling weight ("de-CH, de;q=0.9, *;q=0.5"). */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((t) => t.tag && t.tag !== '*' && t.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((t) => t.tag);
}
