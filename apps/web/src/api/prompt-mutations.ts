// Creating, replacing and deleting a prompt, and the admin flags (spec §7). Every success refreshes
// all prompt lists and details, which the change may move a prompt in or out of.
import type { Prompt, PromptInput } from '@prompt-lib/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { promptKeys } from './prompts.ts';

export type PromptFlags = { trending: boolean; featured: boolean; new: boolean };

/** Flag name in JSON → [path, query parameter] of its call (the `new` flag's parameter is isNew). */
const FLAG_CALLS: Record<keyof PromptFlags, [string, string]> = {
  trending: ['trending', 'trending'],
  featured: ['featured', 'featured'],
  new: ['new', 'isNew'],
};

function useInvalidatePrompts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: promptKeys.all });
}

export function useSavePrompt() {
  const onSuccess = useInvalidatePrompts();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: PromptInput }) =>
      id === undefined
        ? api.post<Prompt>('/api/prompts', input)
        : api.put<Prompt>(`/api/prompts/${id}`, input),
    onSuccess,
  });
}

/** Sends one flag call per flag that changed, after the update (spec §4). */
export function useSetFlags() {
  const onSuccess = useInvalidatePrompts();
  return useMutation({
    mutationFn: async ({ id, before, after }: { id: number; before: PromptFlags; after: PromptFlags }) => {
      for (const flag of Object.keys(FLAG_CALLS) as (keyof PromptFlags)[]) {
        if (before[flag] === after[flag]) continue;
        const [path, param] = FLAG_CALLS[flag];
        await api.put<Prompt>(`/api/prompts/${id}/${path}`, undefined, { [param]: after[flag] });
      }
    },
    onSuccess,
  });
}

export function useDeletePrompt() {
  const onSuccess = useInvalidatePrompts();
  return useMutation({ mutationFn: (id: number) => api.delete<void>(`/api/prompts/${id}`), onSuccess });
}
