// Bracketed placeholders in prompt content ("[topic]"), for the customize-before-copy dialog (spec §4).

const PLACEHOLDER = /\[([^[\]]+)\]/g;

/** Distinct trimmed placeholder names in order of first appearance. */
export function extractPlaceholders(content: string): string[] {
  const names: string[] = [];
  for (const match of content.matchAll(PLACEHOLDER)) {
    const name = match[1]?.trim();
    if (name && !names.includes(name)) names.push(name);
  }
  return names;
}

/** "target_audience" → "Target Audience": split on whitespace, underscore or hyphen, each word
 * capitalised (the rest kept, so "[API key]" reads "API Key"). */
export const placeholderLabel = (name: string) =>
  name
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** Replaces each placeholder that has a non-blank value; empty ones stay bracketed in the preview. */
export const fillPlaceholders = (content: string, values: Record<string, string>) =>
  content.replace(PLACEHOLDER, (whole, raw: string) => {
    const value = values[raw.trim()];
    return value?.trim() ? value : whole;
  });

export type TextSegment = { text: string; placeholder?: string };

/** The content cut into plain text and placeholders, so screens can highlight the blanks. */
export function splitPlaceholders(content: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of content.matchAll(PLACEHOLDER)) {
    const name = match[1]?.trim();
    if (!name) continue;
    if (match.index > last) segments.push({ text: content.slice(last, match.index) });
    segments.push({ text: match[0], placeholder: name });
    last = match.index + match[0].length;
  }
  if (last < content.length) segments.push({ text: content.slice(last) });
  return segments;
}
