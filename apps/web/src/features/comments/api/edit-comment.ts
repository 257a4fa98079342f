// PUT /api/comments/{cid}: its author changes a comment's body (the server sets editedAt).
import type { Comment } from '@prompt-lib/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { promptKeys } from '../../../api/prompts.ts';
import { api } from '../../../lib/api-client.ts';

export const editComment = (commentId: number, body: string) =>
  api.put<Comment>(`/api/comments/${commentId}`, { body });

export function useEditComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: string }) => editComment(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promptKeys.all }),
  });
}
