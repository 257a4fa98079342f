// The caller's groups and the username lookup: read by the groups screens, the Share dialog's picker
// and the explorer's Library selector, so they sit beside the other shared reads. The groups feature's
// writes invalidate `groupKeys.all` (lists, pages and counts).
import type { Group, UserSummary } from '@prompt-lib/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';

export const groupKeys = {
  all: ['groups'] as const,
  list: (all: boolean) => ['groups', 'list', { all }] as const,
  detail: (id: number) => ['groups', 'detail', id] as const,
  lookup: (query: string) => ['groups', 'user-lookup', query] as const,
};

/** GET /api/groups: the caller's groups; admins ask with ?all=true for every group of the server. */
export const fetchGroups = (all: boolean, signal?: AbortSignal) =>
  api.get<Group[]>('/api/groups', all ? { all: 'true' } : undefined, signal);

export const groupsQueryOptions = (all: boolean) =>
  queryOptions({ queryKey: groupKeys.list(all), queryFn: ({ signal }) => fetchGroups(all, signal) });

export const useGroups = (all: boolean) => useQuery(groupsQueryOptions(all));

/**
 * GET /api/users/lookup?query=: up to 10 accounts whose username starts with the query (any signed-in
 * user may ask; no e-mails). Asked only once something is typed.
 */
export const lookupUsers = (query: string, signal?: AbortSignal) =>
  api.get<UserSummary[]>('/api/users/lookup', { query }, signal);

export const useUserLookup = (query: string) =>
  useQuery({
    queryKey: groupKeys.lookup(query),
    queryFn: ({ signal }) => lookupUsers(query, signal),
    enabled: query !== '',
    placeholderData: keepPreviousData,
  });
