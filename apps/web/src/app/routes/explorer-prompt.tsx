// Route module for /explorer/prompt/{id}: the public prompt detail, with "Add to collection",
// "Suggest an edit" and the "More" menu (Report, for signed-in users but its owner), and below it the open suggestions (for those who may edit it) and the comments.
import type { Prompt } from '@prompt-lib/contract';
import { lazy, Suspense, useRef, useState } from 'react';
import { AddToCollectionMenu } from '../../features/collections/components/add-to-collection-menu.tsx';
import { prefetchPrompt } from '../../features/prompt-detail/api/prefetch-prompt.ts';
import { PromptDetailScreen } from '../../features/prompt-detail/components/prompt-detail-screen.tsx';
import type { RoutePrefetch } from '../../lib/first-render.ts';
import { canEditPrompt } from '../../lib/prompt-links.ts';
import { useSession } from '../../lib/session.tsx';
import { useSentinel } from '../../lib/use-sentinel.ts';

// Suggesting an edit is for signed-in readers who may not edit the prompt, the suggestions for those
// who may: each loaded for them only, not with every visitor's page (its script budget: e2e
// performance.spec.ts).
const SuggestEditButton = lazy(() =>
  import('../../features/prompt-editor/components/suggest-edit-dialog.tsx').then((module) => ({
    default: module.SuggestEditButton,
  })),
);
// The comments, below the prompt, load once the reader nears them: not part of a first look at
// the page either.
const CommentsSection = lazy(() =>
  import('../../features/comments/components/comments-section.tsx').then((module) => ({
    default: module.CommentsSection,
  })),
);
// The "More" menu (Report) is for signed-in readers: loaded for them only as well.
const MoreMenu = lazy(() =>
  import('../../components/moderation/more-menu.tsx').then((module) => ({ default: module.MoreMenu })),
);
const SuggestionsSection = lazy(() =>
  import('../../features/suggestions/components/suggestions-section.tsx').then((module) => ({
    default: module.SuggestionsSection,
  })),
);

export default function ExplorerPromptRoute() {
  const { user } = useSession();
  return (
    <PromptDetailScreen
      actions={(prompt) => (
        <>
          <AddToCollectionMenu promptId={prompt.id} />
          {user && !canEditPrompt(prompt) && (
            <Suspense fallback={null}>
              <SuggestEditButton prompt={prompt} />
            </Suspense>
          )}
          {user && user.id !== prompt.createdBy && (
            <Suspense fallback={null}>
              <MoreMenu target={{ type: 'prompt', id: prompt.id }} variant="secondary" size="lg" />
            </Suspense>
          )}
        </>
      )}
      below={(prompt) => (
        <div className="flex flex-col gap-6">
          {canEditPrompt(prompt) && (
            <Suspense fallback={null}>
              <SuggestionsSection prompt={prompt} />
            </Suspense>
          )}
          <CommentsWhenNear prompt={prompt} />
        </div>
      )}
    />
  );
}

/** The comments once their place comes into view (at once where that cannot be watched). */
function CommentsWhenNear({ prompt }: { prompt: Prompt }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useSentinel(place, () => setNear(true), !near);
  if (!near) return <div ref={place} aria-hidden="true" className="h-24" />;
  return (
    <Suspense fallback={null}>
      <CommentsSection prompt={prompt} />
    </Suspense>
  );
}

export const prefetch: RoutePrefetch = (queryClient, { params }) => prefetchPrompt(queryClient, params.id);
