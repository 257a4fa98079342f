// Route module for /explorer/prompt/{id}: the public prompt detail, with "Add to collection".
import { AddToCollectionMenu } from '../../features/collections/components/add-to-collection-menu.tsx';
import { PromptDetailScreen } from '../../features/prompt-detail/components/prompt-detail-screen.tsx';

export default function ExplorerPromptRoute() {
  return <PromptDetailScreen actions={(prompt) => <AddToCollectionMenu promptId={prompt.id} />} />;
}
