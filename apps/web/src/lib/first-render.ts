// The app's first render on a page the server has already drawn (apps/server modules/seo puts the
// page's content inside #root). In order:
// 1. the router loads the route's module; the module's `prefetch` asks for the data the screen shows
//    first, so the screen renders once, complete, instead of as skeletons and then again per answer
//    (a re-render on a query's answer is synchronous in React: one long task on a slow phone);
// 2. React renders off-screen, as a transition, so it yields to the browser between components;
// 3. its result replaces the server's content in one step once nothing is loading any more: no
//    spinner or skeleton in between, and nothing already on screen moves.
// Keyboard shortcuts ("/", "?") pressed on the server's page before the app took over are held back
// and replayed once it has. An empty #root (a signed-in screen the server does not draw) gets the
// app at once, as before.
import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { Params } from 'react-router';

export type RoutePrefetch = (
  queryClient: QueryClient,
  args: { params: Params; url: URL },
) => Promise<unknown>;

type RouterState = {
  initialized: boolean;
  navigation: { state: string };
  matches: readonly { params: Params; route: { handle?: unknown } }[];
};
type Router = { state: RouterState; subscribe: (listener: (state: RouterState) => void) => () => void };

export type FirstRenderOptions = {
  router: Router;
  queryClient: QueryClient;
  /** Swap in whatever the app has by then: a slow API must not keep the server's page forever. */
  maxWaitMs?: number;
  /** What must be in place before anything renders (the language's catalog), fetched alongside. */
  before?: Promise<unknown>;
};

/** True while the app would show a spinner or skeleton: the route's code or a shown query is loading. */
export function isLoading({ router, queryClient }: Pick<FirstRenderOptions, 'router' | 'queryClient'>) {
  if (!router.state.initialized || router.state.navigation.state !== 'idle') return true;
  if (queryClient.isFetching() > 0) return true;
  return (
    queryClient
      .getQueryCache()
      .getAll()
      // A disabled query (one that waits for a sign-in, say) stays pending without loading anything.
      .some(
        (query) => query.state.status === 'pending' && query.getObserversCount() > 0 && !query.isDisabled(),
      )
  );
}

function routerReady(router: Router): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** Runs the `prefetch` of every matched route module (router.tsx puts it in the route's handle). */
async function prefetchFirstScreen({ router, queryClient }: FirstRenderOptions) {
  await routerReady(router);
  const url = new URL(window.location.href);
  await Promise.allSettled(
    router.state.matches.map((match) => {
      const prefetch = (match.route.handle as { prefetch?: RoutePrefetch } | undefined)?.prefetch;
      return prefetch?.(queryClient, { params: match.params, url });
    }),
  );
}

/** Holds back the app's shortcut keys until `replay()`: pressed early, they would otherwise be lost. */
function holdShortcutKeys() {
  const held: KeyboardEvent[] = [];
  const hold = (event: KeyboardEvent) => {
    if (event.key !== '/' && event.key !== '?') return;
    const target = event.target;
    if (target instanceof HTMLElement && target.matches('input, textarea, select, [contenteditable]')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(event);
  };
  window.addEventListener('keydown', hold, { capture: true });
  return () => {
    window.removeEventListener('keydown', hold, { capture: true });
    for (const event of held) {
      document.dispatchEvent(
        new KeyboardEvent('keydown', { key: event.key, bubbles: true, cancelable: true }),
      );
    }
  };
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function renderApp(container: HTMLElement, app: ReactNode, options: FirstRenderOptions) {
  const { maxWaitMs = 5000, before } = options;
  if (container.childElementCount === 0) {
    await before;
    createRoot(container).render(app);
    return;
  }
  const started = performance.now();
  const replayKeys = holdShortcutKeys();
  await Promise.race([prefetchFirstScreen(options), delay(maxWaitMs)]);
  await before;
  const offscreen = document.createElement('div');
  startTransition(() => createRoot(offscreen).render(app));
  // Idle on two checks in a row: a screen that has just rendered starts its own queries in an effect.
  let idleChecks = 0;
  while (idleChecks < 2 && performance.now() - started < maxWaitMs) {
    await delay(16);
    idleChecks = offscreen.childElementCount > 0 && !isLoading(options) ? idleChecks + 1 : 0;
  }
  container.replaceChildren(offscreen);
  replayKeys();
}
