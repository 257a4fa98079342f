// DELETE /api/comments/{cid}: a comment and, for a top-level one, its replies (its author, the
// prompt's owner or an admin). Refreshes the comments and the prompt's commentCount.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { promptKeys } from '../../../api/prompts.ts';
import { api } from '../../../lib/api-client.ts';

export const deleteComment = (commentId: number) => api.delete<void>(`/api/comments/${commentId}`);

export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promptKeys.all }),
  });
}
