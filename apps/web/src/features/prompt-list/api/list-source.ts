// Which list a /promptslist/* or /myprompts/{trending|featured|new} path shows (spec §2, DESIGN §3),
// and one page of it: the saved list comes from /api/saved-prompts, every other from /api/prompts;
// "Shared with me" is the whole library's list with scope=shared (issue 28).
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { Prompt, SavedPromptPage } from '@prompt-lib/contract';
import { PROMPT_LIST_PAGE_SIZE } from '@prompt-lib/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchPromptPage, NEWEST_FIRST, type PromptListPath, promptKeys } from '../../../api/prompts.ts';
import { savedKeys } from '../../../api/saved-prompts.ts';
import { api } from '../../../lib/api-client.ts';
import { i18n } from '../../../lib/i18n.ts';

export type ListSource = { title: string; list: PromptListPath | 'saved'; scope?: 'shared' };

// Descriptors, translated when a list is asked for (during render), so each reading is in the active language.
const TITLES: Record<string, MessageDescriptor | undefined> = {
  trending: msg`Trending Prompts`,
  featured: msg`Featured Prompts`,
  new: msg`New Prompts`,
  saved: msg`Saved Prompts`,
  'my-prompts': msg`My Prompts`,
  shared: msg`Shared with me`,
};

/** The list behind a path: `scope=mine` turns trending/featured/new into the user's own. */
export function listSource(pathname: string, mine: boolean): ListSource {
  const type = pathname.split('/').filter(Boolean)[1] ?? '';
  const known = TITLES[type];
  const title = known ? i18n._(known) : t`Prompts List`;
  if (type === 'saved' || type === 'my-prompts') return { title, list: type };
  if (type === 'shared') return { title, list: '', scope: 'shared' };
  if (type === 'trending' || type === 'featured' || type === 'new') {
    return { title, list: mine ? `my-${type}` : type };
  }
  return { title, list: '' };
}

export type ListPage = { prompts: Prompt[]; total: number };

export type ListFilters = { page: number; search: string; category: string };

async function fetchListPage(
  source: ListSource,
  { page, search, category }: ListFilters,
  signal?: AbortSignal,
) {
  const params = { page, size: PROMPT_LIST_PAGE_SIZE, sort: NEWEST_FIRST };
  if (source.list === 'saved') {
    const saved = await api.get<SavedPromptPage>('/api/saved-prompts', params, signal);
    return { prompts: saved.content.map((item) => item.prompt), total: saved.totalElements };
  }
  const answer = await fetchPromptPage(
    source.list,
    { ...params, search, category, scope: source.scope },
    signal,
  );
  return { prompts: answer.list, total: answer.totalCount };
}

export function useListPage(source: ListSource, filters: ListFilters) {
  const base = source.list === 'saved' ? savedKeys.all : promptKeys.all;
  return useQuery<ListPage>({
    queryKey: [...base, 'list-screen', source.list, source.scope, filters],
    queryFn: ({ signal }) => fetchListPage(source, filters, signal),
    placeholderData: keepPreviousData,
  });
}
