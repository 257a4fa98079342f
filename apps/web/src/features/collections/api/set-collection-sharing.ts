// PUT /api/collections/{id}/sharing (owner, admins): the collection's visibility and the whole list of
// groups and people it is shared with, answered with the collection summary.
import type { CollectionSummary } from '@prompt-lib/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type SharingValue, sharingInput } from '../../../components/share-dialog/api/set-sharing.ts';
import { api } from '../../../lib/api-client.ts';
import { collectionKeys } from './keys.ts';

export function useSetCollectionSharing(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sharing: SharingValue) =>
      api.put<CollectionSummary>(`/api/collections/${id}/sharing`, sharingInput(sharing)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collectionKeys.all }),
  });
}
