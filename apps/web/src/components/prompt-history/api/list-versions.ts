// GET /api/prompts/{id}/versions: a prompt's versions, newest first, ten a page, loaded page by page.
// The keys sit under promptKeys.all, so every prompt change (an edit, a restore) refreshes the history.
import type { PromptVersionPage } from '@prompt-lib/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { promptKeys } from '../../../api/prompts.ts';
import { api } from '../../../lib/api-client.ts';

export const VERSION_PAGE_SIZE = 10;

export const versionKeys = {
  all: (promptId: number) => [...promptKeys.all, 'versions', promptId] as const,
  list: (promptId: number) => [...versionKeys.all(promptId), 'list'] as const,
  one: (promptId: number, version: number) => [...versionKeys.all(promptId), 'one', version] as const,
};

export const fetchVersionPage = (promptId: number, page: number, signal?: AbortSignal) =>
  api.get<PromptVersionPage>(`/api/prompts/${promptId}/versions`, { page, size: VERSION_PAGE_SIZE }, signal);

export const versionListQueryOptions = (promptId: number) =>
  infiniteQueryOptions({
    queryKey: versionKeys.list(promptId),
    queryFn: ({ pageParam, signal }) => fetchVersionPage(promptId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.content.length, 0);
      return loaded < last.totalElements && last.content.length > 0 ? pages.length : undefined;
    },
  });

export const useVersionList = (promptId: number) => useInfiniteQuery(versionListQueryOptions(promptId));
