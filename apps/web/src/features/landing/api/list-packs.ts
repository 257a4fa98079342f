// GET /api/collections/packs: the starter packs an admin chose, in their order (public).
import type { CollectionSummary } from '@prompt-lib/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const packKeys = { all: ['collections', 'packs'] as const };

export const fetchPacks = (signal?: AbortSignal) =>
  api.get<CollectionSummary[]>('/api/collections/packs', undefined, signal);

export const packsQueryOptions = () =>
  queryOptions({ queryKey: packKeys.all, queryFn: ({ signal }) => fetchPacks(signal) });

export const usePacks = () => useQuery(packsQueryOptions());
