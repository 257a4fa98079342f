// POST /api/prompts/{id}/versions/{n}/restore (owner or admin): the version becomes the prompt again,
// recorded as a new version. Every prompt read is refreshed: the detail on screen, the lists whose
// cards show its title, and this history.
import type { Prompt } from '@prompt-lib/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { promptKeys } from '../../../api/prompts.ts';
import { api } from '../../../lib/api-client.ts';

export const restoreVersion = (promptId: number, version: number) =>
  api.post<Prompt>(`/api/prompts/${promptId}/versions/${version}/restore`);

export function useRestoreVersion(promptId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => restoreVersion(promptId, version),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promptKeys.all }),
  });
}
