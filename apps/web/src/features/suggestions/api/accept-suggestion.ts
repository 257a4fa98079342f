// POST /api/suggestions/{sid}/accept (the prompt's editors): the suggestion becomes the prompt's new
// version. A 409 with error "PromptChanged" means the prompt moved on since it was made: the screen
// asks, and accepts anyway with force=true. Every prompt read is refreshed, its suggestions included.
import { type Prompt, SUGGESTION_STALE_ERROR } from '@prompt-lib/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { promptKeys } from '../../../api/prompts.ts';
import { ApiError, api } from '../../../lib/api-client.ts';

export const acceptSuggestion = (id: number, force: boolean) =>
  api.post<Prompt>(`/api/suggestions/${id}/accept`, undefined, force ? { force: true } : undefined);

/** Whether the refusal was the prompt having changed since the suggestion (so accepting may be forced). */
export const isStale = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.code === SUGGESTION_STALE_ERROR;

export function useAcceptSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, force }: { id: number; force: boolean }) => acceptSuggestion(id, force),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promptKeys.all }),
  });
}
