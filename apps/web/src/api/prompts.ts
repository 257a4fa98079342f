// Prompt reads shared by every screen (spec §7): one prompt, a page of a prompt list, and the
// explorer's infinite pages. Mutations live in their own files beside this one and invalidate
// `promptKeys.all`.
import type { PromptDetail, PromptPage } from '@prompt-lib/contract';
import { infiniteQueryOptions, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';

/** The paged lists under /api/prompts ('' is the whole library). */
export type PromptListPath =
  | ''
  | 'trending'
  | 'featured'
  | 'new'
  | 'popular'
  | 'search'
  | 'my-prompts'
  | 'my-trending'
  | 'my-featured'
  | 'my-new';

/**
 * Query of a paged list: `search` filters /api/prompts, `query` is the text of /api/prompts/search,
 * `scope` chooses whose prompts (all when left out; public, internal, shared, mine or group:{id}).
 */
export type PromptListParams = {
  page?: number;
  size?: number;
  sort?: readonly string[];
  category?: string | number;
  tag?: string | number;
  search?: string;
  query?: string;
  scope?: string;
  language?: string;
};

/** Newest first: the explorer's sort (spec §7). */
export const NEWEST_FIRST = ['createdAt,desc'] as const;

export const promptKeys = {
  all: ['prompts'] as const,
  detail: (id: number) => ['prompts', 'detail', id] as const,
  page: (list: PromptListPath, params: PromptListParams) => ['prompts', 'page', list, params] as const,
  infinite: (list: PromptListPath, params: Omit<PromptListParams, 'page'>) =>
    ['prompts', 'infinite', list, params] as const,
};

const listUrl = (list: PromptListPath) => (list ? `/api/prompts/${list}` : '/api/prompts');

export const fetchPromptPage = (list: PromptListPath, params: PromptListParams, signal?: AbortSignal) =>
  api.get<PromptPage>(listUrl(list), params, signal);

/** One prompt, with the caller's own rating (`myRating`) when signed in. */
export const fetchPrompt = (id: number, signal?: AbortSignal) =>
  api.get<PromptDetail>(`/api/prompts/${id}`, undefined, signal);

export const promptQueryOptions = (id: number) =>
  queryOptions({ queryKey: promptKeys.detail(id), queryFn: ({ signal }) => fetchPrompt(id, signal) });

export const promptPageQueryOptions = (list: PromptListPath, params: PromptListParams) =>
  queryOptions({
    queryKey: promptKeys.page(list, params),
    queryFn: ({ signal }) => fetchPromptPage(list, params, signal),
  });

/** Another page exists while fewer prompts are loaded than the list's totalCount (spec §2). */
export function nextPageParam(pages: readonly PromptPage[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.list.length, 0);
  const total = pages.at(-1)?.totalCount ?? 0;
  const lastWasEmpty = pages.at(-1)?.list.length === 0;
  return loaded < total && !lastWasEmpty ? pages.length : undefined;
}

export const promptInfiniteQueryOptions = (list: PromptListPath, params: Omit<PromptListParams, 'page'>) =>
  infiniteQueryOptions({
    queryKey: promptKeys.infinite(list, params),
    queryFn: ({ pageParam, signal }) => fetchPromptPage(list, { ...params, page: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextPageParam(pages),
  });

export const usePrompt = (id: number) => useQuery(promptQueryOptions(id));

export const usePromptPage = (list: PromptListPath, params: PromptListParams) =>
  useQuery(promptPageQueryOptions(list, params));
