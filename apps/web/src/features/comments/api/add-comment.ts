// POST /api/prompts/{id}/comments: a comment, or with parentId a reply to a top-level comment. Refreshes
// the prompt's comments and its commentCount, in the detail and on the cards (all under promptKeys.all).
import type { Comment, CommentInput } from '@prompt-lib/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { promptKeys } from '../../../api/prompts.ts';
import { api } from '../../../lib/api-client.ts';

export const addComment = (promptId: number, input: CommentInput) =>
  api.post<Comment>(`/api/prompts/${promptId}/comments`, input);

export function useAddComment(promptId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CommentInput) => addComment(promptId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promptKeys.all }),
  });
}
