// Route module for /myprompts/create and /myprompts/edit/:id. Editing loads the prompt first; a load
// failure says so and goes back (spec §8), and someone who may not edit it sees it read-only instead:
// the owner, admins and those it is shared with to edit (issue 28) get the editor.
import { t } from '@lingui/core/macro';
import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { usePrompt } from '../../api/prompts.ts';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { PromptEditor } from '../../features/prompt-editor/components/prompt-editor.tsx';
import { canEditPrompt } from '../../lib/prompt-links.ts';
import { toast } from '../../lib/toast.ts';

function EditPrompt({ id }: { id: number }) {
  const navigate = useNavigate();
  const { data: prompt, isError } = usePrompt(id);
  // Only a first load that fails leaves the screen; a refetch after this prompt was deleted here must
  // not undo the navigation that followed the delete.
  const loaded = prompt !== undefined;
  useEffect(() => {
    if (!isError || loaded) return;
    toast.error(t`Failed to load prompt details`);
    navigate(-1);
  }, [isError, loaded, navigate]);
  if (!prompt) return <PageSpinner />;
  if (!canEditPrompt(prompt)) return <Navigate to={`/myprompts/${id}`} replace />;
  return <PromptEditor key={prompt.id} prompt={prompt} />;
}

export default function PromptEditorRoute() {
  const { id } = useParams();
  if (id === undefined) return <PromptEditor />;
  const promptId = Number(id);
  return Number.isSafeInteger(promptId) && promptId > 0 ? (
    <EditPrompt id={promptId} />
  ) : (
    <Navigate to="/myprompts" replace />
  );
}
