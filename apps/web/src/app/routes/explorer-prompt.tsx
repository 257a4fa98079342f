// Route module for /explorer/prompt/{id}: the public prompt detail, with "Add to collection".
import { AddToCollectionMenu } from '../../features/collections/components/add-to-collection-menu.tsx';
import { prefetchPrompt } from '../../features/prompt-detail/api/prefetch-prompt.ts';
import { PromptDetailScreen } from '../../features/prompt-detail/components/prompt-detail-screen.tsx';
import type { RoutePrefetch } from '../../lib/first-render.ts';

export default function ExplorerPromptRoute() {
  return <PromptDetailScreen actions={(prompt) => <AddToCollectionMenu promptId={prompt.id} />} />;
}

export const prefetch: RoutePrefetch = (queryClient, { params }) => prefetchPrompt(queryClient, params.id);
