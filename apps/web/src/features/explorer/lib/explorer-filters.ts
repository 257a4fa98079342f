// The explorer's filter modes (spec §2): search, category, trending, featured or new, mutually
// exclusive, and kept in the query string so a filtered view can be shared, bookmarked and restored
// with Back. Search text travels as `q`; the others as category={id}, trending=true, featured=true,
// new=true. When a hand-written URL carries several, the first of that order wins.
import { type Category, EXPLORER_PAGE_SIZE } from '@prompt-lib/contract';
import { NEWEST_FIRST, type PromptListParams, type PromptListPath } from '../../../api/prompts.ts';

export type FlagMode = 'trending' | 'featured' | 'new';
export const FLAG_MODES: readonly FlagMode[] = ['featured', 'trending', 'new'];

export type ExplorerMode =
  | { kind: 'all' }
  | { kind: 'search'; query: string }
  | { kind: 'category'; category: string }
  | { kind: FlagMode };

export const SEARCH_PARAM = 'q';

export function readMode(params: URLSearchParams): ExplorerMode {
  const query = params.get(SEARCH_PARAM)?.trim();
  if (query) return { kind: 'search', query };
  const category = params.get('category')?.trim();
  if (category) return { kind: 'category', category };
  const flag = FLAG_MODES.find((name) => params.get(name) === 'true');
  return flag ? { kind: flag } : { kind: 'all' };
}

/** The query string of a mode: one parameter at most, so choosing a mode clears the others. */
export function modeParams(mode: ExplorerMode): URLSearchParams {
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

/** Which list the mode reads, in pages of 12. Search keeps the server's relevance order; every other
 * list is newest first. */
export function modeSource(mode: ExplorerMode): {
  list: PromptListPath;
  params: Omit<PromptListParams, 'page'>;
} {
  const size = EXPLORER_PAGE_SIZE;
  switch (mode.kind) {
    case 'all':
      return { list: '', params: { size, sort: NEWEST_FIRST } };
    case 'search':
      return { list: 'search', params: { size, query: mode.query } };
    case 'category':
      return { list: '', params: { size, sort: NEWEST_FIRST, category: mode.category } };
    default:
      return { list: mode.kind, params: { size, sort: NEWEST_FIRST } };
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
