// POST /api/collections: a new (private) collection; the lists refetch.
import type { CollectionInput, CollectionSummary } from '@prompt-lib/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { collectionKeys } from './keys.ts';

export const createCollection = (input: CollectionInput) =>
  api.post<CollectionSummary>('/api/collections', input);

export function useCreateCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCollection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collectionKeys.all }),
  });
}
