// GET /api/users/{username}/profile (issue 29): the profile as the caller may see it. Kept under the
// prompts' key, so that whatever changes prompts (a rating, a new prompt) refreshes its counts too.
import type { PublicProfile } from '@prompt-lib/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { promptKeys } from '../../../api/prompts.ts';
import { api } from '../../../lib/api-client.ts';

export const profileKeys = {
  profile: (username: string) => [...promptKeys.all, 'profile', username] as const,
  prompts: (username: string) => [...promptKeys.all, 'profile-prompts', username] as const,
};

export const fetchProfile = (username: string, signal?: AbortSignal) =>
  api.get<PublicProfile>(`/api/users/${encodeURIComponent(username)}/profile`, undefined, signal);

export const profileQueryOptions = (username: string) =>
  queryOptions({
    queryKey: profileKeys.profile(username),
    queryFn: ({ signal }) => fetchProfile(username, signal),
  });

export const useProfile = (username: string) => useQuery(profileQueryOptions(username));
