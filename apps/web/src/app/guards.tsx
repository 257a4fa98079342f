// Route guards of spec §2: protected screens wait for the session and send visitors to /login;
// /, /login and /register send signed-in users on: to the screen that sent a visitor to sign in
// (router state `{ from }`, e.g. a star picked on a prompt), else to their usual place.
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { useSession } from '../lib/session.tsx';

export function RequireAuth() {
  const session = useSession();
  if (session.status === 'loading') return <PageSpinner />;
  if (session.status === 'signedOut') {
    // A deliberate logout is already navigating to "/"; redirecting to /login here would race it.
    if (session.reason === 'logout') return null;
    return <Navigate to="/login" replace />;
  }
  return <Outlet />;
}

/** An in-app path a screen asked to return to after signing in; anything else (another site) is ignored. */
export function returnPath(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}

/** Renders its screens for visitors; a signed-in user is redirected (replacing history) to the
 * return path, else to `to`. */
export function RedirectSignedIn({ to }: { to: string }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <PageSpinner />;
  if (session.status === 'signedIn') return <Navigate to={returnPath(location.state) ?? to} replace />;
  return <Outlet />;
}
