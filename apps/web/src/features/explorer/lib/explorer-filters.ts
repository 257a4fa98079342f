// The explorer's filter modes (spec §2): search, category, trending, featured or new, mutually
// exclusive, and kept in the query string so a filtered view can be shared, bookmarked and restored
// with Back. Search text travels as `q`; the others as category={id}, trending=true, featured=true,
// new=true. When a hand-written URL carries several, the first of that order wins.
// The sort (Newest, Most used, Top rated, Popular now) is independent of the mode: it travels as `sort` (left out
// for the default, Newest) and survives a change of mode. So does the Library (issue 28), as `scope`
// (left out for All): public prompts, those shared with one of the user's groups, or with the user.
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
export const EXPLORER_SORTS: readonly { id: ExplorerSort; label: string; api: string }[] = [
  { id: 'newest', label: 'Newest', api: 'createdAt,desc' },
  { id: 'uses', label: 'Most used', api: 'usesCount,desc' },
  { id: 'rating', label: 'Top rated', api: 'rating,desc' },
  // Copies of the last 7 days, decayed with a half-life of 2 days (server: modules/popularity).
  { id: 'popular', label: 'Popular now', api: 'popular,desc' },
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

/** The query string of a mode, sort and Library: one mode parameter at most, so choosing a mode clears
 * the others, then `sort` and `scope` unless they are the defaults. */
export function modeParams(
  mode: ExplorerMode,
  sort: ExplorerSort = DEFAULT_SORT,
  scope: ExplorerScope = 'all',
): URLSearchParams {
  const params = modeOnlyParams(mode);
  if (sort !== DEFAULT_SORT) params.set(SORT_PARAM, sort);
  if (scope !== 'all') params.set(SCOPE_PARAM, scope);
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

/** Which list the mode reads, in pages of 12, in the chosen sort and Library. Search passes the sort
 * too: the server still puts title matches first, by relevance, and orders the rest by it. */
export function modeSource(
  mode: ExplorerMode,
  sortChoice: ExplorerSort = DEFAULT_SORT,
  scope: ExplorerScope = 'all',
): ModeSource {
  const { list, params } = modeList(mode, apiSort(sortChoice));
  return { list, params: scope === 'all' ? params : { ...params, scope } };
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

export const DEFAULT_HEADING = 'Explore Prompts';

export function modeHeading(mode: ExplorerMode, categories: readonly Category[] | undefined): string {
  switch (mode.kind) {
    case 'all':
      return DEFAULT_HEADING;
    case 'search':
      return `Search results for "${mode.query}"`;
    case 'category': {
      const category = findCategory(categories, mode.category);
      return category ? `${category.name} Prompts` : 'Category Prompts';
    }
    case 'trending':
      return 'Trending Prompts';
    case 'featured':
      return 'Featured Prompts';
    case 'new':
      return 'New Prompts';
  }
}
