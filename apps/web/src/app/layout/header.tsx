// Header of spec §2: the "Prompt Lib" title (to /main when signed in, / otherwise), then the search
// button that opens the command palette (issue 30), the language and theme menus, and either the
// sign-in button or "Create Prompt", the notifications bell (issue 29) and the user menu. On a phone
// (480 px and less) buttons with words show their icon alone, and signed in the two menus give way
// (they are in profile settings and the palette), so the title stays whole in every language.
import { Trans, useLingui } from '@lingui/react/macro';
import { LibraryBig, LogIn, Plus, Search } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { LanguageMenu } from '../../components/language-menu.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { paletteKeys, setCommandPaletteOpen } from '../../lib/command-palette.ts';
import { useSession } from '../../lib/session.tsx';
import { ThemeMenu } from './theme-menu.tsx';

// Loaded only once someone is signed in: keeps the menu's code out of visitors' first bundle.
const UserMenu = lazy(() => import('./user-menu.tsx').then((module) => ({ default: module.UserMenu })));
const NotificationBell = lazy(() =>
  import('../../features/notifications/components/notification-bell.tsx').then((module) => ({
    default: module.NotificationBell,
  })),
);

export function Header() {
  const { t } = useLingui();
  const session = useSession();
  const keys = paletteKeys();
  const searchLabel = t`Search prompts and commands (${keys})`;
  const signedIn = session.status === 'signedIn';
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-surface/85 backdrop-blur-md">
      <div className="mx-auto flex h-16 w-full max-w-7xl items-center justify-between gap-2 px-3 sm:gap-3 sm:px-6 lg:px-8">
        <Link
          to={signedIn ? '/main' : '/'}
          className="flex min-w-0 items-center gap-2 rounded-lg text-lg font-bold tracking-tight text-slate-900"
        >
          <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-indigo-600 to-violet-600 text-white shadow-sm">
            <LibraryBig className="size-4.5" aria-hidden="true" />
          </span>
          <span dir="ltr" className="truncate">
            Prompt Lib
          </span>
        </Link>
        <div className="flex items-center gap-1 sm:gap-2">
          <Button
            variant="ghost"
            size="icon"
            aria-label={searchLabel}
            title={searchLabel}
            className="size-9 text-slate-500"
            onClick={() => setCommandPaletteOpen(true)}
          >
            <Search aria-hidden="true" />
          </Button>
          {/* Signed in, a phone's header is full: the language is in profile settings there, the
              theme in the command palette (the search button). */}
          <LanguageMenu className={signedIn ? 'max-[480px]:hidden' : undefined} />
          <ThemeMenu className={signedIn ? 'max-[480px]:hidden' : undefined} />
          <nav aria-label={t`Account`} className="flex items-center gap-1 min-[481px]:gap-2 sm:gap-3">
            {session.status === 'signedIn' && (
              <>
                <Button asChild size="md" className="px-3 max-[480px]:size-9 max-[480px]:px-0 sm:px-4">
                  <Link to="/myprompts/create">
                    <Plus aria-hidden="true" />
                    {/* On a phone the icon alone, so the title, search, bell and avatar keep their room. */}
                    <span className="max-[480px]:sr-only">
                      <Trans>Create Prompt</Trans>
                    </span>
                  </Link>
                </Button>
                <Suspense fallback={<Skeleton className="size-9 rounded-full" />}>
                  <NotificationBell />
                </Suspense>
                <Suspense fallback={<Skeleton className="size-9 rounded-full" />}>
                  <UserMenu user={session.user} isAdmin={session.isAdmin} onLogout={session.logout} />
                </Suspense>
              </>
            )}
            {session.status === 'signedOut' && (
              <Button asChild variant="primary" className="max-[480px]:px-3">
                <Link to="/login">
                  <LogIn aria-hidden="true" className="min-[481px]:hidden rtl:-scale-x-100" />
                  {/* On a phone the icon alone: the words would push the title out (most of all in German or Arabic). */}
                  <span className="max-[480px]:sr-only">
                    <Trans>Sign In / Sign Up</Trans>
                  </span>
                </Link>
              </Button>
            )}
          </nav>
        </div>
      </div>
    </header>
  );
}
