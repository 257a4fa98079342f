// App-wide providers: the interface language, one QueryClient, the session, and the toaster.
import { I18nProvider } from '@lingui/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
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
 */
function RenderedIn({ children }: { children: ReactNode }) {
  return <Fragment key={useLanguage()}>{children}</Fragment>;
}

function Toasts() {
  return useToasterWanted() ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
