// GET /api/groups: the caller's groups; admins ask with ?all=true for every group of the server.
import type { Group } from '@prompt-lib/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { groupKeys } from './keys.ts';

export const fetchGroups = (all: boolean, signal?: AbortSignal) =>
  api.get<Group[]>('/api/groups', all ? { all: 'true' } : undefined, signal);

export const groupsQueryOptions = (all: boolean) =>
  queryOptions({ queryKey: groupKeys.list(all), queryFn: ({ signal }) => fetchGroups(all, signal) });

export const useGroups = (all: boolean) => useQuery(groupsQueryOptions(all));
