// The placeholder syntax: what a bracket in prompt content means (placeholder-fill.ts fills them).
//
// Syntax
//   [name]                 a blank to fill in
//   [name: default]        a blank with a default ("[time: 10:30]": split at the first colon only)
//   [name: a | b | c]      a choice of two or more distinct options; the first is the default
//   [name#long]            several lines (a text area); "[name#long: default]" keeps the default whole
//   [name#number: 5]       a number; a default that is not a number is ignored
//   [name#date]            a date, written yyyy-mm-dd; a default that is not such a date is ignored
//   [name#multi: a | b]    several of the options, joined with ", "; no default (no options: a blank)
//   [name?] [name?: x]     optional: left empty, it disappears with one adjacent space
//   [@today] [@now] [@me]  automatic values, never asked for (see automatic-values.ts); "[@me]" with
//                          nobody signed in is an ordinary required field named "me"
//   [[prompt: 42]]         includes prompt 42's text (includes.ts resolves it, to 3 levels)
// A "#" not followed by one of the type words is part of the name ("[C# code]"), and so is an "@"
// before any other word ("[@handle]"). Type words are lower-case; "?" ends the name or the type.
//
// What is not a placeholder, scanning left to right in one linear pass (no regular expression over
// the text, so 20,000 characters of brackets cost nothing):
//   - blank brackets "[]", "[ ]", and a blank name "[: x]", "[?]";
//   - a Markdown link or image "[text](url)", "![alt](src)" (the "]" is followed by "(");
//   - an index in code, "items[0]", "grid[i][j]", "f(x)[0]": the "[" directly follows a character of
//     a code identifier (an ASCII letter or digit, "_", "$"), "]" or ")"; a backslash-escaped "\["
//     likewise stays text. Text in other scripts is no code: "の[名前]", "لـ[المنتج]", "для [имя]" and
//     "текст[имя]" are placeholders (issue 31), as Japanese, Chinese and Arabic write them unspaced;
//   - anything spanning a line break, so a multi-line array literal in a code block is left alone;
//   - an unclosed "[abc" (plain text); in nested brackets "[a [b]]" only the innermost pair "[b]" counts,
//     the outer brackets stay text (except the include form "[[prompt: 42]]").
// Placeholders inside fenced code are still placeholders ("```\n[your code]\n```" is common), which
// is why code is recognised by the index rule above rather than skipped wholesale.
//
// Names are trimmed and case-sensitive. A name used several times is one field, listed at its first
// appearance; its type, default, choices and optionality come from the first occurrence that declares
// any of them, so "[tone] … [tone: formal | casual]" offers the choice, and a later, different
// declaration is ignored. "[name:]" (an empty default) is the same as "[name]".

export const PLACEHOLDER_TYPES = ['long', 'number', 'date', 'multi'] as const;
/** Absent on a placeholder: one line of text, or a choice when it has `choices`. */
export type PlaceholderType = (typeof PLACEHOLDER_TYPES)[number];
export const AUTOMATIC_VALUES = ['today', 'now', 'me'] as const;
export type AutomaticValue = (typeof AUTOMATIC_VALUES)[number];

export type Placeholder = {
  name: string;
  type?: PlaceholderType;
  /** The value used when none is given; for a choice, its first option. */
  defaultValue?: string;
  /** The options of a choice or a multi, in the author's order, distinct; at least two for a choice. */
  choices?: string[];
  /** "[name?]": may be left empty. */
  optional?: true;
  /** True unless a default exists or it is optional (an MCP prompt argument's `required`). */
  required: boolean;
};

export type TextSegment = { text: string; placeholder?: string; include?: number };

type Declaration = Omit<Placeholder, 'name' | 'required'>;
type Span = { start: number; end: number };
type TokenBody =
  | ({ kind: 'field'; name: string } & Declaration)
  | { kind: 'automatic'; value: AutomaticValue }
  | { kind: 'include'; id: number };
/** One recognised bracket form, with where it stands in the text. */
export type Token = Span & TokenBody;

const INDEX_BEFORE = /[A-Za-z0-9_$\])\\]/;
const INCLUDE = /\[\[[ \t]*prompt[ \t]*:[ \t]*(\d{1,10})[ \t]*\]\]/y;
const NUMBER = /^[-+]?(\d+([.,]\d*)?|[.,]\d+)$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a number as "[x#number]" accepts it ("5", "-2.5", "3,5"). */
export const isNumberValue = (value: string) => NUMBER.test(value.trim());

/** Whether `value` is a real calendar date written yyyy-mm-dd. */
export function isDateValue(value: string): boolean {
  const match = DATE.exec(value.trim());
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const isType = (word: string): word is PlaceholderType =>
  (PLACEHOLDER_TYPES as readonly string[]).includes(word);

/** "name", "name?", "name#long", "name#long?", "name?#long" → its name, type and optionality. */
function readHead(head: string): { name: string; type?: PlaceholderType; optional: boolean } {
  let rest = head.trim();
  let optional = rest.endsWith('?');
  if (optional) rest = rest.slice(0, -1).trimEnd();
  const hash = rest.lastIndexOf('#');
  const word = hash < 0 ? '' : rest.slice(hash + 1);
  if (!isType(word)) return { name: rest, optional };
  let name = rest.slice(0, hash).trim();
  if (!optional && name.endsWith('?')) {
    optional = true;
    name = name.slice(0, -1).trimEnd();
  }
  return { name, type: word, optional };
}

const distinctOptions = (text: string) => [
  ...new Set(
    text
      .split('|')
      .map((option) => option.trim())
      .filter(Boolean),
  ),
];

/** Reads the inside of one bracket pair; null when its name is blank. */
function readInner(inner: string): TokenBody | null {
  const whole = inner.trim();
  if (whole.startsWith('@') && (AUTOMATIC_VALUES as readonly string[]).includes(whole.slice(1)))
    return { kind: 'automatic', value: whole.slice(1) as AutomaticValue };
  const colon = inner.indexOf(':');
  const { name, type, optional } = readHead(colon < 0 ? inner : inner.slice(0, colon));
  if (!name) return null;
  const field = {
    kind: 'field' as const,
    name,
    ...(type && { type }),
    ...(optional && { optional: true as const }),
  };
  const after = colon < 0 ? '' : inner.slice(colon + 1).trim();
  if (type === 'multi') {
    // Without options there is nothing to choose: a plain blank.
    const options = distinctOptions(after);
    const { type: _multi, ...blank } = field;
    return options.length > 0 ? { ...field, choices: options } : blank;
  }
  if (colon < 0) return field;
  if (type === 'long') return after ? { ...field, defaultValue: after } : field;
  if (type === 'number') return isNumberValue(after) ? { ...field, defaultValue: after } : field;
  if (type === 'date') return isDateValue(after) ? { ...field, defaultValue: after } : field;
  const options = distinctOptions(after);
  // Fewer than two distinct options ("[x: a]", "[x: a | a]", "[x: a |]") is a plain default.
  if (options.length >= 2) return { ...field, defaultValue: options[0], choices: options };
  return options[0] === undefined ? field : { ...field, defaultValue: options[0] };
}

/** Every recognised bracket form with its position, in order. */
export function scanPlaceholders(content: string): Token[] {
  const found: Token[] = [];
  let open = content.indexOf('[');
  while (open >= 0) {
    const isIndex = open > 0 && INDEX_BEFORE.test(content.charAt(open - 1));
    if (!isIndex && content.charAt(open + 1) === '[') {
      INCLUDE.lastIndex = open;
      const include = INCLUDE.exec(content);
      if (include) {
        found.push({ kind: 'include', id: Number(include[1]), start: open, end: INCLUDE.lastIndex });
        open = content.indexOf('[', INCLUDE.lastIndex);
        continue;
      }
    }
    let close = open + 1;
    while (close < content.length && !'[]\n'.includes(content.charAt(close))) close++;
    if (content.charAt(close) !== ']') {
      // Unclosed on this line, or a nested "[": look again from the character that stopped us.
      open = content.indexOf('[', close);
      continue;
    }
    const isLink = content.charAt(close + 1) === '(';
    const parsed = isIndex || isLink ? null : readInner(content.slice(open + 1, close));
    if (parsed) found.push({ ...parsed, start: open, end: close + 1 });
    open = content.indexOf('[', close + 1);
  }
  return found;
}

export type ParseOptions = {
  /** Whether a reader is signed in: without one, "[@me]" is asked for as a field named "me". */
  signedIn?: boolean;
};

/** The field a token asks for, or null for an automatic value that is filled without asking. */
function fieldOf(token: Token, signedIn: boolean): ({ name: string } & Declaration) | null {
  if (token.kind === 'field') return token;
  if (token.kind === 'automatic' && token.value === 'me' && !signedIn) return { name: 'me' };
  return null;
}

/** One entry per name, at its first appearance, declared by its first occurrence that declares. */
export function distinctPlaceholders(
  tokens: readonly Token[],
  { signedIn = false }: ParseOptions = {},
): Placeholder[] {
  const byName = new Map<string, Placeholder>();
  const declared = new Set<string>();
  for (const token of tokens) {
    const field = fieldOf(token, signedIn);
    if (!field || declared.has(field.name)) continue;
    const { name, type, defaultValue, choices, optional } = field;
    if (type || defaultValue !== undefined || choices || optional) declared.add(name);
    // Setting an existing key keeps its position, so a later declaration does not reorder.
    byName.set(name, {
      name,
      ...(type && { type }),
      ...(defaultValue !== undefined && { defaultValue }),
      ...(choices && { choices }),
      ...(optional && { optional }),
      required: defaultValue === undefined && !optional,
    });
  }
  return [...byName.values()];
}

/** Distinct placeholders to ask for, in order of first appearance (see the header for duplicates).
 * Includes are not followed here: includes.ts parses a prompt together with what it includes. */
export const parsePlaceholders = (content: string, options: ParseOptions = {}): Placeholder[] =>
  distinctPlaceholders(scanPlaceholders(content), options);

/** The cut of content into text and placeholders, every character kept, so screens can highlight
 * the blanks; an automatic value is named "@today", "@now", "@me". */
export function splitPlaceholders(content: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const token of scanPlaceholders(content)) {
    const { start, end } = token;
    if (start > last) segments.push({ text: content.slice(last, start) });
    const text = content.slice(start, end);
    if (token.kind === 'include') segments.push({ text, include: token.id });
    else segments.push({ text, placeholder: token.kind === 'field' ? token.name : `@${token.value}` });
    last = end;
  }
  if (last < content.length) segments.push({ text: content.slice(last) });
  return segments;
}

/** "target_audience" → "Target Audience": split on whitespace, underscore or hyphen, each word
 * capitalised (the rest kept, so "[API key]" reads "API Key"). */
export const placeholderLabel = (name: string) =>
  name
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
