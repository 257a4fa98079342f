// Route module for /explorer/prompt/{id}: the public prompt detail, with "Add to collection" and the
// comments below it.
import { AddToCollectionMenu } from '../../features/collections/components/add-to-collection-menu.tsx';
import { CommentsSection } from '../../features/comments/components/comments-section.tsx';
import { prefetchPrompt } from '../../features/prompt-detail/api/prefetch-prompt.ts';
import { PromptDetailScreen } from '../../features/prompt-detail/components/prompt-detail-screen.tsx';
import type { RoutePrefetch } from '../../lib/first-render.ts';

export default function ExplorerPromptRoute() {
  return (
    <PromptDetailScreen
      actions={(prompt) => <AddToCollectionMenu promptId={prompt.id} />}
      below={(prompt) => <CommentsSection prompt={prompt} />}
    />
  );
}

export const prefetch: RoutePrefetch = (queryClient, { params }) => prefetchPrompt(queryClient, params.id);
