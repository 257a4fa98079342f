// Route module for /promptslist/* and /myprompts/{trending|featured|new}: one list screen (spec §2).
import { PromptListScreen } from '../../features/prompt-list/components/prompt-list-screen.tsx';

export default function PromptListRoute() {
  return <PromptListScreen />;
}
