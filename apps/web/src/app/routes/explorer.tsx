// Route module for /main: the public explorer.
import { prefetchExplorer } from '../../features/explorer/api/prefetch-explorer.ts';
import { ExplorerScreen } from '../../features/explorer/components/explorer-screen.tsx';
import type { RoutePrefetch } from '../../lib/first-render.ts';

export default function ExplorerRoute() {
  return <ExplorerScreen />;
}

export const prefetch: RoutePrefetch = (queryClient, { url }) =>
  prefetchExplorer(queryClient, url.searchParams);
