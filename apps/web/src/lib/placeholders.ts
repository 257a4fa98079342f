// The customize dialog's values: where a field's first value comes from, and share links that carry
// filled values to someone else. Parsing and filling placeholders lives in the contract
// (parsePlaceholders, fillPlaceholders), shared with the server.
//
// A share link is the public prompt URL with the values in the fragment, so they never reach a server
// or its logs: everything after "#fill=" is a URL query string of name=value pairs
// (/explorer/prompt/7#fill=topic=green+tea&tone=casual). URLSearchParams encodes "&", "=", "#" and
// spaces inside names and values, so any text survives the trip.
import type { Placeholder } from '@prompt-lib/contract';

export type PlaceholderValues = Record<string, string>;

const FILL_PREFIX = '#fill=';

/** Whether `value` can fill `placeholder`: non-blank and, for a choice, one of its options. */
const fits = (placeholder: Placeholder, value: string | undefined): value is string =>
  Boolean(value?.trim()) && (!placeholder.choices || placeholder.choices.includes(value ?? ''));

/** One value per placeholder: the first that fits from `sources` (most important first), else the
 * placeholder's default, else empty. */
export function prefillValues(
  placeholders: readonly Placeholder[],
  sources: readonly Readonly<PlaceholderValues>[],
): PlaceholderValues {
  return Object.fromEntries(
    placeholders.map((placeholder) => {
      const found = sources.map((source) => source[placeholder.name]).find((v) => fits(placeholder, v));
      return [placeholder.name, found ?? placeholder.defaultValue ?? ''];
    }),
  );
}

/** The public prompt's address with the non-blank values in its fragment. */
export function shareLink(origin: string, promptId: number, values: Readonly<PlaceholderValues>): string {
  const filled = Object.entries(values).filter(([, value]) => value.trim());
  return `${origin}/explorer/prompt/${promptId}${FILL_PREFIX}${new URLSearchParams(filled).toString()}`;
}

/** The values of a "#fill=" fragment, or null when the fragment is something else. */
export function readFillFragment(hash: string): PlaceholderValues | null {
  if (!hash.startsWith(FILL_PREFIX)) return null;
  return Object.fromEntries(new URLSearchParams(hash.slice(FILL_PREFIX.length)));
}
