// PUT /api/collections/{id}: rename, describe, make public or private; admins mark packs.
import type { CollectionSummary, CollectionUpdate } from '@prompt-lib/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { collectionKeys } from './keys.ts';

export const updateCollection = (id: number, changes: CollectionUpdate) =>
  api.put<CollectionSummary>(`/api/collections/${id}`, changes);

export function useUpdateCollection(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: CollectionUpdate) => updateCollection(id, changes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collectionKeys.all }),
  });
}
