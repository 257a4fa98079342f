// Where to go after signing in: a path inside this app, from router state, `?returnTo=` or the SSO
// round trip. Anything else (`//evil.example`, `/\evil.example`, `https://…`) is dropped, so a link
// cannot send someone who just signed in to another site.
import { useLocation } from 'react-router';

/** `value` if it is an in-app path, else null. */
export function inAppPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  const second = value[1];
  return second === '/' || second === '\\' ? null : value;
}

/** The path, query and hash of a location, as `?returnTo=` carries it. */
export const locationPath = ({
  pathname,
  search,
  hash,
}: {
  pathname: string;
  search: string;
  hash: string;
}) => `${pathname}${search}${hash}`;

/** `/login?returnTo=…` for a path; a visitor coming from "/" just goes to /login. */
export const loginPath = (returnTo: string | null) =>
  !returnTo || returnTo === '/' ? '/login' : `/login?returnTo=${encodeURIComponent(returnTo)}`;

/** Where a sign-in from this screen should end: the screen that sent the visitor here (router state
 * `{ from }`, e.g. a star picked on a prompt) or `?returnTo=` (the library gate, the server's redirects). */
export function useReturnTo(): string | null {
  const { state, search } = useLocation();
  return (
    inAppPath((state as { from?: unknown } | null)?.from) ??
    inAppPath(new URLSearchParams(search).get('returnTo'))
  );
}
