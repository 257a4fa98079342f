// App-wide providers: the interface language and its direction, one QueryClient, the session, and the
// toaster.
import { I18nProvider } from '@lingui/react';
import { languageDir } from '@prompt-lib/contract';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Direction } from 'radix-ui';
import { Fragment, lazy, type ReactNode, Suspense, useState } from 'react';
import { i18n, useLanguage } from '../lib/i18n.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { AuthProvider } from '../lib/session.tsx';
import { useToasterWanted } from '../lib/toast.ts';

// With the first toast (lib/toast.ts), and its library with it.
const Toaster = lazy(() =>
  import('../components/ui/toaster.tsx').then((module) => ({ default: module.Toaster })),
);

/** `queryClient`: the entry point's own, which the first render watches; tests get a fresh one. */
export function AppProviders({
  children,
  queryClient: given,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <RenderedIn>{children}</RenderedIn>
          <Toasts />
        </AuthProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}

/**
 * Draws the screens again from the start in a new language: texts a screen reads from a table or a
 * function during render change too, not only those of components that read the language themselves.
 * Loaded data stays (the QueryClient and the session are outside); what was typed into a form goes.
 * Radix's components take the language's direction from here: without it they write `dir="ltr"` on
 * what they render (a tab panel's content came out left to right in Arabic), and their arrow keys
 * follow it.
 */
function RenderedIn({ children }: { children: ReactNode }) {
  const language = useLanguage();
  return (
    <Direction.Provider dir={languageDir(language)}>
      <Fragment key={language}>{children}</Fragment>
    </Direction.Provider>
  );
}

function Toasts() {
  return useToasterWanted() ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
