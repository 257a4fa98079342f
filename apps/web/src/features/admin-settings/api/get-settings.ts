// GET /api/settings: the instance's access, registration and sign-in settings (admins only).
import type { Settings } from '@prompt-lib/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const settingsKeys = { all: ['admin-settings'] as const };

export const fetchSettings = (signal?: AbortSignal) => api.get<Settings>('/api/settings', {}, signal);

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.all, queryFn: ({ signal }) => fetchSettings(signal) });

export const useSettings = () => useQuery(settingsQueryOptions());
