// Create, rename/reorder and delete a category or tag (admins). Every success refreshes the list and
// the prompts, whose category and tag names may have changed.
import type { CategoryInput, TagInput } from '@prompt-lib/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { promptKeys } from '../../../api/prompts.ts';
import { api } from '../../../lib/api-client.ts';
import { KINDS, type TaxonomyItem, type TaxonomyKind } from './kinds.ts';

export type TaxonomyInput = TagInput | CategoryInput;

export function useTaxonomyMutations(kind: TaxonomyKind) {
  const queryClient = useQueryClient();
  const { path, queryKey } = KINDS[kind];
  const onSuccess = async () => {
    await queryClient.invalidateQueries({ queryKey });
    await queryClient.invalidateQueries({ queryKey: promptKeys.all });
  };
  return {
    save: useMutation({
      mutationFn: ({ id, input }: { id?: number; input: TaxonomyInput }) =>
        id === undefined
          ? api.post<TaxonomyItem>(path, input)
          : api.put<TaxonomyItem>(`${path}/${id}`, input),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: number) => api.delete<void>(`${path}/${id}`),
      onSuccess,
    }),
  };
}
