// GET /api/groups/{id}: a group with its members, managers first (members and admins; 404 otherwise).
import type { GroupDetail } from '@prompt-lib/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { groupKeys } from '../../../api/groups.ts';
import { api } from '../../../lib/api-client.ts';

export const fetchGroup = (id: number, signal?: AbortSignal) =>
  api.get<GroupDetail>(`/api/groups/${id}`, undefined, signal);

export const groupQueryOptions = (id: number) =>
  queryOptions({ queryKey: groupKeys.detail(id), queryFn: ({ signal }) => fetchGroup(id, signal) });

export const useGroup = (id: number) => useQuery(groupQueryOptions(id));
