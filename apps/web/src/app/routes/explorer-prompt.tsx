// Route module for /explorer/prompt/{id}: the public prompt detail.
import { PromptDetailScreen } from '../../features/prompt-detail/components/prompt-detail-screen.tsx';

export default function ExplorerPromptRoute() {
  return <PromptDetailScreen />;
}
