// Route guards of spec §2 and issue 27: protected screens wait for the session and send visitors to
// /login; /, /login and /register send signed-in users on: to the screen that sent a visitor to sign in
// (router state `{ from }`, e.g. a star picked on a prompt, or `?returnTo=`), else to their usual place.
// When the server keeps its library behind sign-in, the library gate sends visitors to /login first.
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { usePublicSettings } from '../lib/public-settings.ts';
import { locationPath, loginPath, useReturnTo } from '../lib/return-path.ts';
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

/** Renders its screens for visitors; a signed-in user is redirected (replacing history) to the
 * return path, else to `to`. */
export function RedirectSignedIn({ to }: { to: string }) {
  const session = useSession();
  const returnTo = useReturnTo();
  if (session.status === 'loading') return <PageSpinner />;
  if (session.status === 'signedIn') return <Navigate to={returnTo ?? to} replace />;
  return <Outlet />;
}

/** The screens a visitor needs to get in, and the legal pages, stay open when the library is shut. */
const OPEN_PATHS = /^\/(?:login|register|forgot-password|reset-password|verify-email|sso|legal\/.*)\/?$/;

/** With `access: "signed-in"`, every other screen sends a visitor to /login?returnTo=<where they were>
 * (as the server does for the pages it draws). Wraps the routed screens in the root layout. */
export function RequireLibraryAccess({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const { settings, ready } = usePublicSettings();
  if (session.status === 'signedIn' || OPEN_PATHS.test(location.pathname)) return children;
  if (!ready || session.status === 'loading') return <PageSpinner />;
  if (settings.access === 'public') return children;
  // A deliberate logout is already navigating to "/", which then comes here again as a plain visit.
  if (session.reason === 'logout') return null;
  return <Navigate to={loginPath(locationPath(location))} replace />;
}
