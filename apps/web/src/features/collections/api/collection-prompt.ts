// PUT and DELETE /api/collections/{id}/prompts/{promptId}: add a prompt (which also saves it) or take it
// out. The menus, the collection and the saved-prompt check refetch.
import type { CollectionSummary } from '@prompt-lib/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedKeys } from '../../../api/saved-prompts.ts';
import { api } from '../../../lib/api-client.ts';
import { collectionKeys } from './keys.ts';

export const addToCollection = (id: number, promptId: number) =>
  api.put<CollectionSummary>(`/api/collections/${id}/prompts/${promptId}`);

export const removeFromCollection = (id: number, promptId: number) =>
  api.delete<void>(`/api/collections/${id}/prompts/${promptId}`);

type Change = { collectionId: number; promptId: number; add: boolean };

export function useCollectionPrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ collectionId, promptId, add }: Change): Promise<void> => {
      if (add) await addToCollection(collectionId, promptId);
      else await removeFromCollection(collectionId, promptId);
    },
    onSuccess: (_answer, { promptId, add }) => {
      if (add) queryClient.setQueryData(savedKeys.check(promptId), true);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: collectionKeys.all }),
        queryClient.invalidateQueries({ queryKey: savedKeys.all }),
      ]);
    },
  });
}
