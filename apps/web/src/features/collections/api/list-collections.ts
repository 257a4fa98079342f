// GET /api/collections: the signed-in user's collections (all of them: at most 200), newest change
// first; with a prompt id each says whether it holds that prompt (the add-to-collection menu).
import { COLLECTIONS_PER_USER, type CollectionPage } from '@prompt-lib/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { collectionKeys } from './keys.ts';

export const fetchCollections = (promptId?: number, signal?: AbortSignal) =>
  api.get<CollectionPage>('/api/collections', { size: COLLECTIONS_PER_USER, promptId }, signal);

export const collectionsQueryOptions = (promptId?: number) =>
  queryOptions({
    queryKey: collectionKeys.list(promptId),
    queryFn: ({ signal }) => fetchCollections(promptId, signal),
  });

export const useCollections = (promptId?: number, enabled = true) =>
  useQuery({ ...collectionsQueryOptions(promptId), enabled });
