// Tag reads shared by the editor and the admin screen (GET /api/tags answers every tag, by name).
// Admin mutations live in admin-taxonomy.ts and invalidate `tagKeys.all`.
import type { Tag } from '@prompt-lib/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';

export const tagKeys = { all: ['tags'] as const };

export const fetchTags = (signal?: AbortSignal) => api.get<Tag[]>('/api/tags', undefined, signal);

export const tagsQueryOptions = () =>
  queryOptions({ queryKey: tagKeys.all, queryFn: ({ signal }) => fetchTags(signal) });

export const useTags = () => useQuery(tagsQueryOptions());
