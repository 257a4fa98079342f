// GET /api/comments/{cid}/replies: a comment's replies, oldest first, ten a page, loaded once shown.
import type { CommentPage } from '@prompt-lib/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { COMMENT_PAGE_SIZE, commentKeys, nextPage } from './list-comments.ts';

export const fetchReplies = (commentId: number, page: number, signal?: AbortSignal) =>
  api.get<CommentPage>(`/api/comments/${commentId}/replies`, { page, size: COMMENT_PAGE_SIZE }, signal);

export const useReplies = (promptId: number, commentId: number, enabled: boolean) =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: commentKeys.replies(promptId, commentId),
      queryFn: ({ pageParam, signal }) => fetchReplies(commentId, pageParam, signal),
      initialPageParam: 0,
      getNextPageParam: nextPage,
      enabled,
    }),
  );
