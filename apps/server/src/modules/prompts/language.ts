// The language a prompt is written in (issue 31), when a write does not name it: detected from its
// title, preview and content with franc (trigram profiles per script, plain JavaScript, ~300 KB; the
// choice against eld and tinyld is in docs/decisions.md). franc names languages in ISO 639-3 ("deu",
// "cmn"); prompts carry BCP 47 primary codes ("de", "zh"), so only the languages below, those with
// such a code and a written presence worth telling apart, are considered at all: fewer look-alikes
// (Galician for Spanish, Scots for English, Bosnian for Russian) to mistake a short text for.
//
// A text too short to tell (franc needs about a sentence: English prompts cut to 30 letters were
// taken for another language one time in two) keeps the fallback, the prompt's language so far, else
// 'en'. A longer one keeps it while it stays a plausible reading: cut to 50-70 letters, English
// prompts read wrongly still scored 0.86 or more as English, and other languages' sentences at most
// 0.68; past SHORT_TEXT letters only a close call (within 0.95 of the best) keeps it. The text's
// script can rule the fallback out: Arabic or Cyrillic text is never English, so it gets the best
// reading in its script. Scripts of one language (Japanese kana, Korean, Greek, Thai...) are told
// from a few letters.
//
// franc is loaded on the first detection (a chunk of its own in the build, ~12 MB once loaded):
// a server that only reads never holds it.
import type { francAll as FrancAll } from 'franc';

/** franc's ISO 639-3 codes of the languages detected, with their BCP 47 codes. */
const FRANC_TO_BCP47: Readonly<Record<string, string>> = {
  afr: 'af',
  als: 'sq',
  amh: 'am',
  arb: 'ar',
  azj: 'az',
  bel: 'be',
  ben: 'bn',
  bul: 'bg',
  cat: 'ca',
  ces: 'cs',
  ckb: 'ku',
  cmn: 'zh',
  dan: 'da',
  deu: 'de',
  ekk: 'et',
  ell: 'el',
  eng: 'en',
  fin: 'fi',
  fra: 'fr',
  guj: 'gu',
  heb: 'he',
  hin: 'hi',
  hrv: 'hr',
  hun: 'hu',
  hye: 'hy',
  ind: 'id',
  ita: 'it',
  jpn: 'ja',
  kan: 'kn',
  kat: 'ka',
  kaz: 'kk',
  khk: 'mn',
  khm: 'km',
  kor: 'ko',
  lao: 'lo',
  lit: 'lt',
  lvs: 'lv',
  mal: 'ml',
  mar: 'mr',
  mkd: 'mk',
  mya: 'my',
  nld: 'nl',
  nob: 'nb',
  npi: 'ne',
  pan: 'pa',
  pes: 'fa',
  pol: 'pl',
  por: 'pt',
  prs: 'fa',
  ron: 'ro',
  rus: 'ru',
  sin: 'si',
  slk: 'sk',
  slv: 'sl',
  spa: 'es',
  srp: 'sr',
  swe: 'sv',
  swh: 'sw',
  tam: 'ta',
  tel: 'te',
  tgl: 'tl',
  tha: 'th',
  tur: 'tr',
  ukr: 'uk',
  urd: 'ur',
  uzn: 'uz',
  vie: 'vi',
  yor: 'yo',
};
const ONLY = Object.keys(FRANC_TO_BCP47);

/** What a prompt that names no language and cannot be told gets: the library was English only. */
export const DEFAULT_PROMPT_LANGUAGE = 'en';
/** Fewer letters than this in a script several languages share: too short to tell ("SQL Query Builder"). */
const MIN_LETTERS = 45;
/** Up to this many letters, the fallback stays while it scores PLAUSIBLE; past it, CLOSE_CALL. */
const SHORT_TEXT = 120;
/** franc's scores put the best reading at 1 and the others below. */
const PLAUSIBLE = 0.8;
const CLOSE_CALL = 0.95;
/** In a script of one language, its own letters are enough ("ブログ記事"). */
const MIN_LETTERS_ONE_LANGUAGE = 2;
/** franc reads at most this many characters of a text anyway. */
const SAMPLE_MAX = 2048;

/** The language of `text`, or `fallback` when it cannot be told (see above). */
export type LanguageDetector = (text: string, fallback: string) => string;

let francAll: Promise<typeof FrancAll> | null = null;

/** The detector, loading franc the first time. */
export async function languageDetector(): Promise<LanguageDetector> {
  francAll ??= import('franc').then((module) => module.francAll);
  const detect = await francAll;
  return (text, fallback) => detectWith(detect, text, fallback);
}

/** Detects one text's language (see LanguageDetector). */
export async function detectLanguage(text: string, fallback: string): Promise<string> {
  return (await languageDetector())(text, fallback);
}

/** The text a prompt's language is told from: its title, preview and content. */
export const promptText = (prompt: { title: string; previewText?: string | null; content: string }) =>
  [prompt.title, prompt.previewText, prompt.content].filter(Boolean).join('\n');

function detectWith(detect: typeof FrancAll, text: string, fallback: string): string {
  // Placeholders are often left in English in a prompt of another language ("[topic]"), and URLs
  // and digits are no language at all.
  const sample = text
    .replace(/\[[^\]\n]*\]/g, ' ')
    .replace(/\bhttps?:\/\/\S+/g, ' ')
    .slice(0, SAMPLE_MAX);
  const letters = sample.match(/\p{L}/gu)?.length ?? 0;
  if (letters < MIN_LETTERS_ONE_LANGUAGE) return fallback;
  const ranked = detect(sample, { only: ONLY, minLength: 1 });
  const [best] = ranked;
  const code = best && FRANC_TO_BCP47[best[0]];
  if (!code) return fallback;
  // A script of one language: franc answers it alone.
  if (ranked.length === 1) return code;
  const fallbackScore = ranked.find(([language]) => FRANC_TO_BCP47[language] === fallback)?.[1];
  // Not written in this script at all.
  if (fallbackScore === undefined) return code;
  if (letters < MIN_LETTERS) return fallback;
  return fallbackScore >= (letters < SHORT_TEXT ? PLAUSIBLE : CLOSE_CALL) ? fallback : code;
}
