// PUT /api/collections/{id}/order: the new order shows at once (optimistic); a failure puts it back.
import type { Collection } from '@prompt-lib/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { collectionKeys } from './keys.ts';

export const reorderCollection = (id: number, promptIds: number[]) =>
  api.put<Collection>(`/api/collections/${id}/order`, { promptIds });

export function useReorderCollection(id: number) {
  const queryClient = useQueryClient();
  const key = collectionKeys.detail(id);
  return useMutation({
    scope: { id: `collection-order-${id}` },
    mutationFn: (promptIds: number[]) => reorderCollection(id, promptIds),
    onMutate: async (promptIds) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Collection>(key);
      if (previous) {
        const byId = new Map(previous.prompts.map((prompt) => [prompt.id, prompt]));
        const prompts = promptIds.flatMap((promptId) => byId.get(promptId) ?? []);
        queryClient.setQueryData<Collection>(key, { ...previous, prompts });
      }
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (collection) => queryClient.setQueryData(key, collection),
  });
}
