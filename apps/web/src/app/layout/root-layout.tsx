// The frame around every screen: header, the routed screen (behind the library gate), keyboard
// shortcuts, scroll restoration (new pages open at the top).
import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { useSession } from '../../lib/session.tsx';
import { RequireLibraryAccess } from '../guards.tsx';
import { Header } from './header.tsx';
import { KeyboardShortcuts } from './keyboard-shortcuts.tsx';

export function RootLayout() {
  const { key } = useLocation();
  const { settleLogout } = useSession();
  // The first navigation after a logout (to "/") ends the logout grace period of RequireAuth.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation, keyed by location.
  useEffect(settleLogout, [key, settleLogout]);

  return (
    <div className="flex min-h-dvh flex-col">
      <Header />
      <main id="main" className="flex flex-1 flex-col">
        <Suspense fallback={<PageSpinner />}>
          <RequireLibraryAccess>
            <Outlet />
          </RequireLibraryAccess>
        </Suspense>
      </main>
      <KeyboardShortcuts />
      <ScrollRestoration />
    </div>
  );
}
