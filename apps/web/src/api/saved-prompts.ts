// Bookmarks (DESIGN §3): whether the signed-in user saved a prompt, and the Save / Saved toggle.
// The saved list screen adds its page fetcher beside this file and reads `savedKeys.all`.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';

export const savedKeys = {
  all: ['saved-prompts'] as const,
  check: (promptId: number) => ['saved-prompts', 'check', promptId] as const,
};

export const fetchSavedCheck = (promptId: number, signal?: AbortSignal) =>
  api.get<boolean>(`/api/saved-prompts/check/${promptId}`, undefined, signal);

export const savePrompt = (promptId: number) => api.post<unknown>(`/api/saved-prompts/${promptId}`);
export const unsavePrompt = (promptId: number) => api.delete<void>(`/api/saved-prompts/${promptId}`);

/** Only asked for signed-in users: the check needs a token. */
export const useSavedCheck = (promptId: number, enabled: boolean) =>
  useQuery({
    queryKey: savedKeys.check(promptId),
    queryFn: ({ signal }) => fetchSavedCheck(promptId, signal),
    enabled,
  });

/** Saves when `save` is true, unsaves otherwise; the check answer flips at once and the saved lists
 * are refetched. */
export function useToggleSaved(promptId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: boolean) => (save ? savePrompt(promptId) : unsavePrompt(promptId)),
    onSuccess: (_answer, save) => {
      queryClient.setQueryData(savedKeys.check(promptId), save);
      return queryClient.invalidateQueries({ queryKey: savedKeys.all });
    },
  });
}
