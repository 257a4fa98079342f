// POST /api/collections/{id}/copy (Get Pack): a new private collection of the caller's own.
import type { CollectionSummary } from '@prompt-lib/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedKeys } from '../../../api/saved-prompts.ts';
import { api } from '../../../lib/api-client.ts';
import { collectionKeys } from './keys.ts';

export const copyCollection = (id: number) => api.post<CollectionSummary>(`/api/collections/${id}/copy`);

export function useCopyCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyCollection,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: collectionKeys.list() }),
        queryClient.invalidateQueries({ queryKey: savedKeys.all }),
      ]),
  });
}
