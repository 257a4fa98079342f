// Route guards of spec §2: protected screens wait for the session and send visitors to /login;
// /, /login and /register send signed-in users on.
import { Navigate, Outlet } from 'react-router';
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

/** Renders its screens for visitors; a signed-in user is redirected (replacing history) to `to`. */
export function RedirectSignedIn({ to }: { to: string }) {
  const session = useSession();
  if (session.status === 'loading') return <PageSpinner />;
  if (session.status === 'signedIn') return <Navigate to={to} replace />;
  return <Outlet />;
}
