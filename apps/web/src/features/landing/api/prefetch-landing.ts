// The landing page's first data, asked for before its first render (lib/first-render.ts) so the page
// is drawn once, complete, rather than as skeletons and then again as each answer arrives.
import { LANDING_FEATURED_COUNT, LANDING_TRENDING_COUNT } from '@prompt-lib/contract';
import type { QueryClient } from '@tanstack/react-query';
import { categoriesQueryOptions } from '../../../api/categories.ts';
import { NEWEST_FIRST, promptPageQueryOptions } from '../../../api/prompts.ts';
import { packsQueryOptions } from './list-packs.ts';

export type ShowcaseList = 'trending' | 'popular' | 'featured';

const POPULAR_FIRST = ['popular,desc'];

/** The page of prompts a showcase section shows. */
export const showcaseParams = (list: ShowcaseList, count: number) => ({
  page: 0,
  size: count,
  sort: list === 'popular' ? POPULAR_FIRST : NEWEST_FIRST,
});

export const SHOWCASES: readonly [ShowcaseList, number][] = [
  ['trending', LANDING_TRENDING_COUNT],
  ['popular', LANDING_TRENDING_COUNT],
  ['featured', LANDING_FEATURED_COUNT],
];

export function prefetchLanding(queryClient: QueryClient) {
  return Promise.all([
    queryClient.prefetchQuery(categoriesQueryOptions()),
    queryClient.prefetchQuery(packsQueryOptions()),
    ...SHOWCASES.map(([list, count]) =>
      queryClient.prefetchQuery(promptPageQueryOptions(list, showcaseParams(list, count))),
    ),
  ]);
}
