// Placeholders in prompt content: the one parser for the customize dialog (web), the MCP prompt
// arguments (server) and the highlighted prompt text.
//
// Syntax
//   [name]                 a blank to fill in
//   [name: default]        a blank with a default ("[time: 10:30]": split at the first colon only)
//   [name: a | b | c]      a choice of two or more distinct options; the first is the default
//
// What is not a placeholder, scanning left to right in one linear pass (no regular expression, so
// 20,000 characters of brackets cost nothing):
//   - blank brackets "[]", "[ ]", and a blank name "[: x]";
//   - a Markdown link or image "[text](url)", "![alt](src)" (the "]" is followed by "(");
//   - an index in code, "items[0]", "grid[i][j]", "f(x)[0]": the "[" directly follows a letter, digit,
//     "]" or ")"; a backslash-escaped "\[" likewise stays text;
//   - anything spanning a line break, so a multi-line array literal in a code block is left alone;
//   - an unclosed "[abc" (plain text); in nested brackets "[a [b]]" only the innermost pair "[b]" counts,
//     the outer brackets stay text.
// Placeholders inside fenced code are still placeholders ("```\n[your code]\n```" is common), which
// is why code is recognised by the index rule above rather than skipped wholesale.
//
// Names are trimmed and case-sensitive. A name used several times is one placeholder, listed at its
// first appearance; its default or choices come from the first occurrence that declares any, so
// "[tone] … [tone: formal | casual]" offers the choice, and a later, different declaration is ignored.
// "[name:]" (an empty default) is the same as "[name]".

export type Placeholder = {
  name: string;
  /** The value used when none is given; for a choice, its first option. */
  defaultValue?: string;
  /** The options of a choice, in the author's order, distinct; at least two. */
  choices?: string[];
  /** True unless a default exists (an MCP prompt argument's `required`). */
  required: boolean;
};

export type TextSegment = { text: string; placeholder?: string };

type Occurrence = Omit<Placeholder, 'required'> & { start: number; end: number };

const INDEX_BEFORE = /[\p{L}\p{N}\])\\]/u;

/** Reads the inside of one bracket pair; null when its name is blank. */
function readInner(inner: string): Omit<Occurrence, 'start' | 'end'> | null {
  const colon = inner.indexOf(':');
  const name = (colon < 0 ? inner : inner.slice(0, colon)).trim();
  if (!name) return null;
  if (colon < 0) return { name };
  const options = [
    ...new Set(
      inner
        .slice(colon + 1)
        .split('|')
        .map((option) => option.trim())
        .filter(Boolean),
    ),
  ];
  // Fewer than two distinct options ("[x: a]", "[x: a | a]", "[x: a |]") is a plain default.
  if (options.length >= 2) return { name, defaultValue: options[0], choices: options };
  return options[0] === undefined ? { name } : { name, defaultValue: options[0] };
}

/** Every placeholder occurrence with its position, in order. */
function scan(content: string): Occurrence[] {
  const found: Occurrence[] = [];
  let open = content.indexOf('[');
  while (open >= 0) {
    let close = open + 1;
    while (close < content.length && !'[]\n'.includes(content.charAt(close))) close++;
    if (content.charAt(close) !== ']') {
      // Unclosed on this line, or a nested "[": look again from the character that stopped us.
      open = content.indexOf('[', close);
      continue;
    }
    const isIndex = open > 0 && INDEX_BEFORE.test(content.charAt(open - 1));
    const isLink = content.charAt(close + 1) === '(';
    const parsed = isIndex || isLink ? null : readInner(content.slice(open + 1, close));
    if (parsed) found.push({ ...parsed, start: open, end: close + 1 });
    open = content.indexOf('[', close + 1);
  }
  return found;
}

/** One entry per name, at its first appearance, with the first declared default or choices. */
function distinct(occurrences: readonly Occurrence[]): Map<string, Placeholder> {
  const byName = new Map<string, Placeholder>();
  for (const { name, defaultValue, choices } of occurrences) {
    if (byName.get(name)?.defaultValue !== undefined) continue;
    // Setting an existing key keeps its position, so a later declaration does not reorder.
    byName.set(name, {
      name,
      ...(defaultValue !== undefined && { defaultValue }),
      ...(choices && { choices }),
      required: defaultValue === undefined,
    });
  }
  return byName;
}

/** Distinct placeholders in order of first appearance (see the header for duplicates). */
export const parsePlaceholders = (content: string): Placeholder[] => [...distinct(scan(content)).values()];

export type FillOptions = {
  /** A placeholder without a value takes its default (true unless turned off, as the dialog's
   * preview does: a field the visitor emptied shows its blank). */
  useDefaults?: boolean;
  /** A placeholder left without any value stays as written (true) or becomes empty (false). */
  keepEmpty?: boolean;
};

/** Replaces every occurrence of each placeholder with its value (a blank value counts as none). The
 * values are inserted as they are and never read again as placeholders. */
export function fillPlaceholders(
  content: string,
  values: Readonly<Record<string, string | undefined>>,
  { useDefaults = true, keepEmpty = true }: FillOptions = {},
): string {
  const occurrences = scan(content);
  const declared = distinct(occurrences);
  let filled = '';
  let last = 0;
  for (const { name, start, end } of occurrences) {
    const value = values[name];
    const fallback = useDefaults ? declared.get(name)?.defaultValue : undefined;
    const original = keepEmpty ? content.slice(start, end) : '';
    filled += content.slice(last, start) + (value?.trim() ? value : (fallback ?? original));
    last = end;
  }
  return filled + content.slice(last);
}

/** The content cut into plain text and placeholders, every character kept, so screens can highlight
 * the blanks. */
export function splitPlaceholders(content: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const { name, start, end } of scan(content)) {
    if (start > last) segments.push({ text: content.slice(last, start) });
    segments.push({ text: content.slice(start, end), placeholder: name });
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
