// GET /api/tokens: the caller's own access tokens (never their secrets), for the profile settings list.
import type { AccessToken } from '@prompt-lib/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const accessTokenKeys = { all: ['access-tokens'] as const };

export const fetchAccessTokens = (signal?: AbortSignal) => api.get<AccessToken[]>('/api/tokens', {}, signal);

export const accessTokensQueryOptions = () =>
  queryOptions({ queryKey: accessTokenKeys.all, queryFn: ({ signal }) => fetchAccessTokens(signal) });

export const useAccessTokens = () => useQuery(accessTokensQueryOptions());
