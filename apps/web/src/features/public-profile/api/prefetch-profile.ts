// A profile page's data, asked for before the page's first render (lib/first-render.ts): the profile
// and the first page of its prompts, so the page renders once, complete.
import type { QueryClient } from '@tanstack/react-query';
import { profileQueryOptions } from './get-profile.ts';
import { userPromptsQueryOptions } from './get-user-prompts.ts';

export function prefetchProfile(queryClient: QueryClient, username: string | undefined) {
  if (!username) return Promise.resolve();
  return Promise.all([
    queryClient.prefetchQuery(profileQueryOptions(username)),
    queryClient.prefetchInfiniteQuery(userPromptsQueryOptions(username)),
  ]);
}
