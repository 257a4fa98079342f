// What the command palette searches (issue 30). Per keystroke (debounced), two requests together: the
// caller's own prompts (GET /api/prompts/my-prompts?search=, every status) and the library
// (GET /api/prompts/search?query=, the explorer's search). Saved prompts and collections have no
// search on the server; the palette loads the latest saves (one page of PAGE_SIZE_MAX) and every
// collection (at most COLLECTIONS_PER_USER) once when it opens and filters them as you type, with no
// request at all. A save further back is still found under "Library" when it is published.
// The query text is in each key, and TanStack Query passes an AbortSignal, so a request whose text
// is no longer wanted is cancelled.
import {
  COLLECTIONS_PER_USER,
  type CollectionPage,
  PAGE_SIZE_MAX,
  type SavedPromptPage,
} from '@prompt-lib/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { fetchPromptPage, promptKeys } from '../../../api/prompts.ts';
import { savedKeys } from '../../../api/saved-prompts.ts';
import { api } from '../../../lib/api-client.ts';

/** How many results each server group shows. */
export const MINE_SHOWN = 5;
export const LIBRARY_SHOWN = 8;

const paletteKey = (list: string, text: string) => [...promptKeys.all, 'palette', list, text] as const;

export const myPromptsSearchOptions = (text: string) =>
  queryOptions({
    queryKey: paletteKey('my-prompts', text),
    queryFn: ({ signal }) => fetchPromptPage('my-prompts', { search: text, size: MINE_SHOWN }, signal),
    placeholderData: keepPreviousData,
  });

export const librarySearchOptions = (text: string) =>
  queryOptions({
    queryKey: paletteKey('search', text),
    queryFn: ({ signal }) => fetchPromptPage('search', { query: text, size: LIBRARY_SHOWN }, signal),
    placeholderData: keepPreviousData,
  });

export const latestSavedOptions = () =>
  queryOptions({
    // Under the saved prompts' key, so saving or unsaving refreshes it.
    queryKey: [...savedKeys.all, 'palette'] as const,
    queryFn: ({ signal }) => api.get<SavedPromptPage>('/api/saved-prompts', { size: PAGE_SIZE_MAX }, signal),
  });

export const allCollectionsOptions = () =>
  queryOptions({
    // Under the collections feature's key ('collections'), which its writes invalidate.
    queryKey: ['collections', 'palette'] as const,
    queryFn: ({ signal }) =>
      api.get<CollectionPage>('/api/collections', { size: COLLECTIONS_PER_USER }, signal),
  });
