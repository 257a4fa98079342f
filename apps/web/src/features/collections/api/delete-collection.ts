// DELETE /api/collections/{id}: the collection goes; its prompts stay (and stay saved).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { collectionKeys } from './keys.ts';

export const deleteCollection = (id: number) => api.delete<void>(`/api/collections/${id}`);

export function useDeleteCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCollection,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: collectionKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: collectionKeys.list() });
    },
  });
}
