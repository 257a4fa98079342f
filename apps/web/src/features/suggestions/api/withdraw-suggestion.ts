// DELETE /api/suggestions/{sid}: its author withdraws an open suggestion (it stays in Sent, withdrawn).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { suggestionKeys } from './list-suggestions.ts';

export const withdrawSuggestion = (id: number) => api.delete<void>(`/api/suggestions/${id}`);

export function useWithdrawSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawSuggestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: suggestionKeys.all }),
  });
}
