// GET /api/prompts/{id}/comments: a prompt's top-level comments, oldest first, ten a page, loaded page
// by page ("Load More"). The keys sit under promptKeys.all, so a comment's change refreshes them with
// the prompt's commentCount in one stroke.
import type { CommentPage } from '@prompt-lib/contract';
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { promptKeys } from '../../../api/prompts.ts';
import { api } from '../../../lib/api-client.ts';

export const COMMENT_PAGE_SIZE = 10;

export const commentKeys = {
  all: (promptId: number) => [...promptKeys.all, 'comments', promptId] as const,
  list: (promptId: number) => [...commentKeys.all(promptId), 'list'] as const,
  replies: (promptId: number, commentId: number) =>
    [...commentKeys.all(promptId), 'replies', commentId] as const,
};

/** The next page to load, or undefined once every comment is loaded. */
export const nextPage = (last: CommentPage, pages: CommentPage[]) => {
  const loaded = pages.reduce((sum, page) => sum + page.list.length, 0);
  return loaded < last.totalCount && last.list.length > 0 ? pages.length : undefined;
};

export const fetchComments = (promptId: number, page: number, signal?: AbortSignal) =>
  api.get<CommentPage>(`/api/prompts/${promptId}/comments`, { page, size: COMMENT_PAGE_SIZE }, signal);

export const useComments = (promptId: number) =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: commentKeys.list(promptId),
      queryFn: ({ pageParam, signal }) => fetchComments(promptId, pageParam, signal),
      initialPageParam: 0,
      getNextPageParam: nextPage,
    }),
  );

/** Every comment of the loaded pages, in order. */
export const loadedComments = (data: InfiniteData<CommentPage> | undefined) =>
  data?.pages.flatMap((page) => page.list) ?? [];
