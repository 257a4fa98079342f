// PUT /api/prompts/{id}/sharing (owner, admins): the prompt's visibility and the whole list of groups
// and people it is shared with, answered with the prompt. Every prompt read is refreshed: the detail
// and editor on screen, and the lists whose cards carry its sharing badge.
import type { Prompt, Share, Visibility } from '@prompt-lib/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { promptKeys } from '../../../api/prompts.ts';
import { api } from '../../../lib/api-client.ts';

/** Who sees a prompt as the Share dialog holds it: the entries keep their names to be shown. */
export type SharingValue = { visibility: Visibility; sharedWith: Share[] };

/** What the API takes (the contract's sharingInputSchema): the entries by id, without their names. */
export const sharingInput = ({
  visibility,
  sharedWith,
}: SharingValue): { visibility: Visibility; sharedWith: Omit<Share, 'name'>[] } => ({
  visibility,
  sharedWith: sharedWith.map(({ kind, id, canEdit }) => ({ kind, id, canEdit })),
});

export const setSharing = (promptId: number, sharing: SharingValue) =>
  api.put<Prompt>(`/api/prompts/${promptId}/sharing`, sharingInput(sharing));

export function useSetSharing(promptId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sharing: SharingValue) => setSharing(promptId, sharing),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promptKeys.all }),
  });
}
