// The explorer's first data for the URL it opens on (the filter, sort and Library in its query
// string), asked for before its first render (lib/first-render.ts): the list is drawn once, without a
// skeleton.
import type { QueryClient } from '@tanstack/react-query';
import { categoriesQueryOptions } from '../../../api/categories.ts';
import { promptInfiniteQueryOptions } from '../../../api/prompts.ts';
import { modeSource, readLanguage, readMode, readScope, readSort } from '../lib/explorer-filters.ts';

export function prefetchExplorer(queryClient: QueryClient, search: URLSearchParams) {
  const { list, params } = modeSource(
    readMode(search),
    readSort(search),
    readScope(search),
    readLanguage(search),
  );
  return Promise.all([
    queryClient.prefetchInfiniteQuery(promptInfiniteQueryOptions(list, params)),
    queryClient.prefetchQuery(categoriesQueryOptions()),
  ]);
}
