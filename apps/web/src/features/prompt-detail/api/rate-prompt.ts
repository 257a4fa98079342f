// The caller's rating of a prompt: PUT /api/prompts/{id}/rating gives or changes it, DELETE withdraws
// it; both answer the prompt's new mean, count and the caller's rating. One hook serves both, so the
// star control has one optimistic flow: the cached detail shows the choice at once, the server's
// answer then replaces the estimate, and a failure puts the cached detail back.
import type { PromptDetail, RatingResult } from '@prompt-lib/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { promptKeys } from '../../../api/prompts.ts';
import { api } from '../../../lib/api-client.ts';

export const ratePrompt = (promptId: number, value: number) =>
  api.put<RatingResult>(`/api/prompts/${promptId}/rating`, { value });

export const removeRating = (promptId: number) => api.delete<RatingResult>(`/api/prompts/${promptId}/rating`);

/** The mean and count after the caller's rating changes from `before` to `after` (null: none), from
 * the rounded mean we hold: close enough to show until the server answers. */
export function estimateRating(
  prompt: Pick<PromptDetail, 'rating' | 'ratingCount'>,
  before: number | null,
  after: number | null,
): { rating: number; ratingCount: number } {
  const ratingCount = prompt.ratingCount + (after === null ? 0 : 1) - (before === null ? 0 : 1);
  if (ratingCount <= 0) return { rating: 0, ratingCount: 0 };
  const sum = prompt.rating * prompt.ratingCount - (before ?? 0) + (after ?? 0);
  return { rating: Math.min(5, Math.max(1, sum / ratingCount)), ratingCount };
}

/** `mutate(n)` rates 1..5, `mutate(null)` withdraws. Calls run one after another (a shared scope), so
 * quick arrow-key changes reach the server in the order they were made. */
export function useRatePrompt(promptId: number, { onError }: { onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  const key = promptKeys.detail(promptId);
  return useMutation({
    scope: { id: `rating-${promptId}` },
    mutationFn: (value: number | null) =>
      value === null ? removeRating(promptId) : ratePrompt(promptId, value),
    onMutate: async (value) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<PromptDetail>(key);
      if (previous) {
        const estimate = estimateRating(previous, previous.myRating ?? null, value);
        queryClient.setQueryData<PromptDetail>(key, { ...previous, ...estimate, myRating: value });
      }
      return { previous };
    },
    // Here rather than in mutate()'s options, which only hear the last of several quick calls.
    onError: (error, _value, context) => {
      onError?.(error);
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      return queryClient.invalidateQueries({ queryKey: key });
    },
    onSuccess: ({ rating, ratingCount, myRating }) => {
      queryClient.setQueryData<PromptDetail>(key, (current) =>
        current ? { ...current, rating, ratingCount, myRating } : current,
      );
      // Cards in the lists show the mean too; the detail itself is already exact.
      return queryClient.invalidateQueries({
        queryKey: promptKeys.all,
        predicate: (query) => query.queryKey[1] !== 'detail',
      });
    },
  });
}
