// GET /api/users/lookup?query=: up to 10 accounts whose username starts with the query (any signed-in
// user may ask; no e-mails). Asked only once something is typed.
import type { UserSummary } from '@prompt-lib/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { groupKeys } from './keys.ts';

export const lookupUsers = (query: string, signal?: AbortSignal) =>
  api.get<UserSummary[]>('/api/users/lookup', { query }, signal);

export const useUserLookup = (query: string) =>
  useQuery({
    queryKey: groupKeys.lookup(query),
    queryFn: ({ signal }) => lookupUsers(query, signal),
    enabled: query !== '',
    placeholderData: keepPreviousData,
  });
