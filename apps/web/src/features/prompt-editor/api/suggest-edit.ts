// POST /api/prompts/{id}/suggestions (issue 29): a reader's proposed edit of a prompt, with a message.
// The prompt's suggestion lists (under promptKeys.all) are refreshed, the sender's Sent box among them.
import type { Suggestion, SuggestionInput } from '@prompt-lib/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { promptKeys } from '../../../api/prompts.ts';
import { api } from '../../../lib/api-client.ts';

export const suggestEdit = (promptId: number, input: SuggestionInput) =>
  api.post<Suggestion>(`/api/prompts/${promptId}/suggestions`, input);

export function useSuggestEdit(promptId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SuggestionInput) => suggestEdit(promptId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...promptKeys.all, 'suggestions'] }),
  });
}
