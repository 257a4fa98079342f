// Filling a prompt's placeholders, with the prompts it includes (placeholders.ts owns the syntax).
//
// Includes: "[[prompt: 42]]" stands for prompt 42's text as served (its production version when one
// is marked). The caller loads those texts (the server through the visibility rule, the web through
// GET /api/prompts/{id}) into an `IncludedTexts` map; here they are spliced in, to 3 levels: a
// reference inside a third-level prompt stays as written, and so does one whose text was not loaded.
// A prompt the reader may not see, or that is gone (null in the map), reads "[unavailable prompt 42]".
// The included placeholders join the including prompt's: a name used by both is one field. At most
// MAX_EXPANDED characters are spliced in, so a prompt including large prompts many times stays cheap.
//
// Values: a field without a value takes its default (unless `useDefaults` is off); an optional one
// without either disappears with one adjacent space (the one before it, else the one after); a
// required one stays as written (or becomes empty with `keepEmpty: false`). Values are inserted as they
// are and never read again as placeholders. A "#multi" value is its options joined with ", " (so an
// option should not itself hold a comma).
import {
  type AutomaticValue,
  distinctPlaceholders,
  isDateValue,
  isNumberValue,
  type ParseOptions,
  type Placeholder,
  scanPlaceholders,
  type Token,
} from './placeholder-syntax.ts';

export const MAX_INCLUDE_DEPTH = 3;
const MAX_EXPANDED = 1_000_000;
export const MULTI_SEPARATOR = ', ';

/** Included prompts' texts by id; null for one the reader may not see or that no longer exists. */
export type IncludedTexts = ReadonlyMap<number, string | null>;
/** What the automatic placeholders read; without `me`, "[@me]" is the field "me". */
export type AutomaticValues = { today: string; now: string; me?: string };

export const unavailableIncludeText = (id: number) => `[unavailable prompt ${id}]`;

const SELF_INCLUDE = 'This prompt includes itself through ';
/** The 400 of a save that would make a prompt include itself: the chain of titles that leads back,
 * ending with its own ("“B” → “A”" when A includes B and B includes A). */
export const selfIncludeMessage = (titles: readonly string[]) =>
  `${SELF_INCLUDE}${titles.map((title) => `“${title}”`).join(' → ')}`;
export const isSelfIncludeMessage = (message: string) => message.startsWith(SELF_INCLUDE);

type Piece = { text: string } | { text: string; token: Token } | { text: string; unavailable: number };

/** The content cut into text and tokens, included prompts spliced in (see the header). */
function expand(content: string, included: IncludedTexts | undefined): Piece[] {
  const pieces: Piece[] = [];
  let budget = MAX_EXPANDED;
  const walk = (text: string, depth: number) => {
    let last = 0;
    for (const token of scanPlaceholders(text)) {
      if (token.start > last) pieces.push({ text: text.slice(last, token.start) });
      const written = text.slice(token.start, token.end);
      last = token.end;
      if (token.kind !== 'include') {
        pieces.push({ text: written, token });
        continue;
      }
      const found = depth < MAX_INCLUDE_DEPTH ? included?.get(token.id) : undefined;
      if (found === null) pieces.push({ text: unavailableIncludeText(token.id), unavailable: token.id });
      else if (found === undefined || found.length > budget) pieces.push({ text: written });
      else {
        budget -= found.length;
        walk(found, depth + 1);
      }
    }
    if (last < text.length) pieces.push({ text: text.slice(last) });
  };
  walk(content, 0);
  return pieces;
}

const tokensOf = (pieces: readonly Piece[]) =>
  pieces.flatMap((piece) => ('token' in piece ? [piece.token] : []));

/** The distinct ids a content includes directly, in order. */
export const includesOf = (content: string): number[] => [
  ...new Set(scanPlaceholders(content).flatMap((token) => (token.kind === 'include' ? [token.id] : []))),
];

/** The ids of the included prompts shown as unavailable. */
export const unavailableIncludes = (content: string, included: IncludedTexts): number[] => [
  ...new Set(
    expand(content, included).flatMap((piece) => ('unavailable' in piece ? [piece.unavailable] : [])),
  ),
];

/** The automatic values a prompt uses, with the prompts it includes. */
export const automaticIn = (content: string, included?: IncludedTexts): AutomaticValue[] => [
  ...new Set(
    tokensOf(expand(content, included)).flatMap((token) => (token.kind === 'automatic' ? [token.value] : [])),
  ),
];

/** The fields of a prompt together with those of the prompts it includes, as one form. */
export const parsePrompt = (
  content: string,
  included?: IncludedTexts,
  options: ParseOptions = {},
): Placeholder[] => distinctPlaceholders(tokensOf(expand(content, included)), options);

export type FillOptions = {
  /** A placeholder without a value takes its default (true unless turned off, as the dialog's
   * preview does: a field the visitor emptied shows its blank). */
  useDefaults?: boolean;
  /** A required placeholder left without any value stays as written (true) or becomes empty (false). */
  keepEmpty?: boolean;
  /** An optional placeholder left without any value disappears (true) or is kept like a required one. */
  dropOptional?: boolean;
  /** Without them, "[@today]" and "[@now]" stay as written. */
  automatic?: AutomaticValues;
  included?: IncludedTexts;
};

/** A piece of filled text: plain, or a placeholder (`filled` when it shows a value), or an
 * unavailable include. */
export type FilledSegment = { text: string; placeholder?: string; filled?: boolean; unavailable?: number };

function givenValue(
  token: Token,
  values: Readonly<Record<string, string | undefined>>,
  automatic?: AutomaticValues,
) {
  if (token.kind === 'field') return values[token.name];
  if (token.kind !== 'automatic') return undefined;
  if (token.value === 'me' && automatic?.me === undefined) return values.me;
  return automatic?.[token.value as AutomaticValue];
}

/** The filled text cut into segments, so the preview can highlight what `fillPlaceholders` copies. */
export function fillSegments(
  content: string,
  values: Readonly<Record<string, string | undefined>>,
  { useDefaults = true, keepEmpty = true, dropOptional = true, automatic, included }: FillOptions = {},
): FilledSegment[] {
  const pieces = expand(content, included);
  const declared = new Map(distinctPlaceholders(tokensOf(pieces)).map((field) => [field.name, field]));
  const segments: FilledSegment[] = [];
  let skipSpace = false;
  for (const piece of pieces) {
    if (!('token' in piece)) {
      const text = skipSpace && piece.text.startsWith(' ') ? piece.text.slice(1) : piece.text;
      skipSpace = false;
      if (text) segments.push('unavailable' in piece ? { text, unavailable: piece.unavailable } : { text });
      continue;
    }
    skipSpace = false;
    const { token } = piece;
    const name = token.kind === 'field' ? token.name : `@${token.kind === 'automatic' ? token.value : ''}`;
    const value = givenValue(token, values, automatic);
    const field = declared.get(token.kind === 'field' ? token.name : 'me');
    const fallback = useDefaults && token.kind === 'field' ? field?.defaultValue : undefined;
    const shown = value?.trim() ? value : fallback;
    if (shown !== undefined) {
      segments.push({ text: shown, placeholder: name, filled: true });
    } else if (dropOptional && token.kind === 'field' && field?.optional) {
      const before = segments.at(-1);
      if (before && before.placeholder === undefined && before.text.endsWith(' ')) {
        before.text = before.text.slice(0, -1);
        if (!before.text) segments.pop();
      } else skipSpace = true;
    } else if (keepEmpty) segments.push({ text: piece.text, placeholder: name, filled: false });
  }
  return segments;
}

/** Replaces every occurrence of each placeholder with its value (a blank value counts as none), see
 * the header for defaults, optional fields, automatic values and includes. */
export const fillPlaceholders = (
  content: string,
  values: Readonly<Record<string, string | undefined>>,
  options: FillOptions = {},
): string =>
  fillSegments(content, values, options)
    .map((segment) => segment.text)
    .join('');

/** The options a "#multi" value holds, in the author's order. */
export const chosenOptions = (placeholder: Placeholder, value: string): string[] => {
  const picked = new Set(value.split(',').map((option) => option.trim()));
  return (placeholder.choices ?? []).filter((choice) => picked.has(choice));
};

/** Why `value` cannot fill `placeholder`, or null when it can. A blank value is the caller's
 * question (required or not). */
export function placeholderProblem(placeholder: Placeholder, value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  if (placeholder.type === 'number' && !isNumberValue(text)) return 'Enter a number';
  if (placeholder.type === 'date' && !isDateValue(text)) return 'Enter a date as yyyy-mm-dd';
  if (placeholder.type === 'multi') {
    const options = text.split(',').map((option) => option.trim());
    if (options.some((option) => !placeholder.choices?.includes(option)))
      return `Choose from: ${placeholder.choices?.join(', ')}`;
  }
  return null;
}

/** Whether `timeZone` is an IANA time zone this runtime knows ("Europe/Paris"). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** "[@today]" and "[@now]" at `date` in the reader's language and time zone, written out in full
 * ("Thursday, November 26, 2026"); "[@me]" is the signed-in reader's username, when there is one. */
export function automaticValues(
  date: Date,
  { locale, timeZone, me }: { locale: string; timeZone?: string; me?: string },
): AutomaticValues {
  const today = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone }).format(date);
  const now = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(
    date,
  );
  return me === undefined ? { today, now } : { today, now, me };
}
