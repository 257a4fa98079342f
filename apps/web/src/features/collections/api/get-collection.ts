// GET /api/collections/{id}: a collection with its prompts in order (public ones for anyone).
import type { Collection } from '@prompt-lib/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { collectionKeys } from './keys.ts';

export const fetchCollection = (id: number, signal?: AbortSignal) =>
  api.get<Collection>(`/api/collections/${id}`, undefined, signal);

export const collectionQueryOptions = (id: number) =>
  queryOptions({ queryKey: collectionKeys.detail(id), queryFn: ({ signal }) => fetchCollection(id, signal) });

export const useCollection = (id: number) => useQuery(collectionQueryOptions(id));
