// The explorer's filter modes (spec §2): search, category, trending, featured or new, mutually
// exclusive, and kept in the query string so a filtered view can be shared, bookmarked and restored
// with Back. Search text travels as `q`; the others as category={id}, trending=true, featured=true,
// new=true. When a hand-written URL carries several, the first of that order wins.
// The sort (Newest, Most used, Top rated, Popular now) is independent of the mode: it travels as `sort` (left out
// for the default, Newest) and survives a change of mode. So does the Library (issue 28), as `scope`
// (left out for All): public prompts, those shared with one of the user's groups, or with the user;
// and the prompts' language (issue 31), as `language` (left out for all languages).
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { type Category, EXPLORER_PAGE_SIZE } from '@prompt-lib/contract';
import type { PromptListParams, PromptListPath } from '../../../api/prompts.ts';

export type FlagMode = 'trending' | 'featured' | 'new';
export const FLAG_MODES: readonly FlagMode[] = ['featured', 'trending', 'new'];

export type ExplorerMode =
  | { kind: 'all' }
  | { kind: 'search'; query: string }
  | { kind: 'category'; category: string }
  | { kind: FlagMode };

export const SEARCH_PARAM = 'q';
export const SORT_PARAM = 'sort';
export const SCOPE_PARAM = 'scope';
export const LANGUAGE_PARAM = 'language';

/** The language filter in the query string: a language code, or '' for all languages. */
export function readLanguage(params: URLSearchParams): string {
  const value = params.get(LANGUAGE_PARAM)?.toLowerCase() ?? '';
  return /^[a-z]{2,3}$/.test(value) ? value : '';
}

/** The Library chosen: the API's `scope` of the lists, among those the explorer offers. */
export type ExplorerScope = 'all' | 'public' | 'shared' | `group:${number}`;

/** The Library in the query string; a missing or unknown one is All. */
export function readScope(params: URLSearchParams): ExplorerScope {
  const value = params.get(SCOPE_PARAM) ?? '';
  return value === 'public' || value === 'shared' || /^group:[1-9]\d{0,9}$/.test(value)
    ? (value as ExplorerScope)
    : 'all';
}

export type ExplorerSort = 'newest' | 'uses' | 'rating' | 'popular';
/** The choices in the order offered, with the API's sort of each; the first is the default. */
export const EXPLORER_SORTS: readonly { id: ExplorerSort; label: MessageDescriptor; api: string }[] = [
  { id: 'newest', label: msg`Newest`, api: 'createdAt,desc' },
  { id: 'uses', label: msg`Most used`, api: 'usesCount,desc' },
  { id: 'rating', label: msg`Top rated`, api: 'rating,desc' },
  // Copies of the last 7 days, decayed with a half-life of 2 days (server: modules/popularity).
  { id: 'popular', label: msg`Popular now`, api: 'popular,desc' },
];
const DEFAULT_SORT: ExplorerSort = 'newest';

/** The sort in the query string; a missing or unknown one is Newest. */
export function readSort(params: URLSearchParams): ExplorerSort {
  const value = params.get(SORT_PARAM);
  return EXPLORER_SORTS.find((sort) => sort.id === value)?.id ?? DEFAULT_SORT;
}

const apiSort = (sort: ExplorerSort) => [EXPLORER_SORTS.find((s) => s.id === sort)?.api ?? 'createdAt,desc'];

export function readMode(params: URLSearchParams): ExplorerMode {
  const query = params.get(SEARCH_PARAM)?.trim();
  if (query) return { kind: 'search', query };
  const category = params.get('category')?.trim();
  if (category) return { kind: 'category', category };
  const flag = FLAG_MODES.find((name) => params.get(name) === 'true');
  return flag ? { kind: flag } : { kind: 'all' };
}

/** The query string of a mode, sort, Library and language: one mode parameter at most, so choosing a
 * mode clears the others, then `sort`, `scope` and `language` unless they are the defaults. */
export function modeParams(
  mode: ExplorerMode,
  sort: ExplorerSort = DEFAULT_SORT,
  scope: ExplorerScope = 'all',
  language = '',
): URLSearchParams {
  const params = modeOnlyParams(mode);
  if (sort !== DEFAULT_SORT) params.set(SORT_PARAM, sort);
  if (scope !== 'all') params.set(SCOPE_PARAM, scope);
  if (language) params.set(LANGUAGE_PARAM, language);
  return params;
}

function modeOnlyParams(mode: ExplorerMode): URLSearchParams {
  switch (mode.kind) {
    case 'all':
      return new URLSearchParams();
    case 'search':
      return new URLSearchParams({ [SEARCH_PARAM]: mode.query });
    case 'category':
      return new URLSearchParams({ category: mode.category });
    default:
      return new URLSearchParams({ [mode.kind]: 'true' });
  }
}

type ModeSource = { list: PromptListPath; params: Omit<PromptListParams, 'page'> };

/** Which list the mode reads, in pages of 12, in the chosen sort, Library and language. Search passes the sort
 * too: the server still puts title matches first, by relevance, and orders the rest by it. */
export function modeSource(
  mode: ExplorerMode,
  sortChoice: ExplorerSort = DEFAULT_SORT,
  scope: ExplorerScope = 'all',
  language = '',
): ModeSource {
  const { list, params } = modeList(mode, apiSort(sortChoice));
  return {
    list,
    params: { ...params, ...(scope === 'all' ? {} : { scope }), ...(language ? { language } : {}) },
  };
}

function modeList(mode: ExplorerMode, sort: string[]): ModeSource {
  const size = EXPLORER_PAGE_SIZE;
  switch (mode.kind) {
    case 'all':
      return { list: '', params: { size, sort } };
    case 'search':
      return { list: 'search', params: { size, sort, query: mode.query } };
    case 'category':
      return { list: '', params: { size, sort, category: mode.category } };
    default:
      return { list: mode.kind, params: { size, sort } };
  }
}

/** The category a mode names, matched by id or (case-insensitively) by name. */
export const findCategory = (categories: readonly Category[] | undefined, ref: string) =>
  categories?.find((c) => String(c.id) === ref || c.name.toLowerCase() === ref.toLowerCase());

/** The heading of a mode, in the active language (called during render; `t` reads the active one). */
export function modeHeading(mode: ExplorerMode, categories: readonly Category[] | undefined): string {
  switch (mode.kind) {
    case 'all':
      return t`Explore Prompts`;
    case 'search': {
      const query = mode.query;
      return t`Search results for "${query}"`;
    }
    case 'category': {
      const category = findCategory(categories, mode.category);
      const categoryName = category?.name;
      return categoryName
        ? t({ message: `${categoryName} Prompts`, comment: 'heading of the explorer filtered by a category' })
        : t`Category Prompts`;
    }
    case 'trending':
      return t`Trending Prompts`;
    case 'featured':
      return t`Featured Prompts`;
    case 'new':
      return t`New Prompts`;
  }
}
