// POST /api/suggestions/{sid}/decline (the prompt's editors), with an optional reason its author sees.
import type { DeclineInput, Suggestion } from '@prompt-lib/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { suggestionKeys } from './list-suggestions.ts';

export const declineSuggestion = (id: number, input: DeclineInput) =>
  api.post<Suggestion>(`/api/suggestions/${id}/decline`, input);

export function useDeclineSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      declineSuggestion(id, { reason: reason.trim() || null }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: suggestionKeys.all }),
  });
}
