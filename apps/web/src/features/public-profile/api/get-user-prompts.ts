// GET /api/users/{username}/prompts (issue 29): the pages of an account's published prompts the
// caller may see, newest first, 12 at a time like the explorer.
import { EXPLORER_PAGE_SIZE, type PromptPage } from '@prompt-lib/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { NEWEST_FIRST, nextPageParam } from '../../../api/prompts.ts';
import { api } from '../../../lib/api-client.ts';
import { profileKeys } from './get-profile.ts';

export const fetchUserPrompts = (username: string, page: number, signal?: AbortSignal) =>
  api.get<PromptPage>(
    `/api/users/${encodeURIComponent(username)}/prompts`,
    { page, size: EXPLORER_PAGE_SIZE, sort: [...NEWEST_FIRST] },
    signal,
  );

export const userPromptsQueryOptions = (username: string) =>
  infiniteQueryOptions({
    queryKey: profileKeys.prompts(username),
    queryFn: ({ pageParam, signal }) => fetchUserPrompts(username, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextPageParam(pages),
  });
