// Share links that carry the customize dialog's filled values to someone else (where a field's first
// value comes from is prefill-values.ts). Parsing and filling placeholders lives in the contract
// (parsePlaceholders, fillPlaceholders), shared with the server.
//
// A share link is the public prompt URL with the values in the fragment, so they never reach a server
// or its logs: everything after "#fill=" is a URL query string of name=value pairs
// (/explorer/prompt/7#fill=topic=green+tea&tone=casual). URLSearchParams encodes "&", "=", "#" and
// spaces inside names and values, so any text survives the trip.
export type PlaceholderValues = Record<string, string>;

const FILL_PREFIX = '#fill=';

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
