// GET /api/settings/public (issue 27): how this server lets people in, which decides the sign-in and
// registration buttons and whether the library is behind sign-in. Asked for once at start (main.tsx)
// and kept for the session: an admin's change reaches a visitor on their next page load.
// It sits in lib because the app's access gate and several features read it.
import { DEFAULT_OPEN_IN, openTargetsOf, type PublicSettings } from '@prompt-lib/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { shouldRetry } from './query-client.ts';

export const publicSettingsKey = ['public-settings'] as const;

/** What the app assumes when the settings cannot be loaded: the behaviour from before they existed. */
export const DEFAULT_PUBLIC_SETTINGS: PublicSettings = {
  access: 'public',
  registration: 'open',
  passwordSignIn: true,
  defaultVisibility: 'public',
  sso: [],
  email: true,
  openTargets: openTargetsOf(DEFAULT_OPEN_IN),
  openUrlTextMax: DEFAULT_OPEN_IN.urlTextMax,
};

export const fetchPublicSettings = (signal?: AbortSignal) =>
  api.get<PublicSettings>('/api/settings/public', {}, signal);

export const publicSettingsQueryOptions = () =>
  queryOptions({
    queryKey: publicSettingsKey,
    queryFn: ({ signal }) => fetchPublicSettings(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    // Every screen waits for these on a visitor's first load: fall back to the defaults soon rather
    // than retrying for seconds.
    retry: (failureCount, error) => failureCount < 1 && shouldRetry(failureCount, error),
    retryDelay: 500,
  });

/** `settings` is the defaults while loading or after a failure; `ready` says whether loading is over. */
export function usePublicSettings(): { settings: PublicSettings; ready: boolean } {
  const query = useQuery(publicSettingsQueryOptions());
  return { settings: query.data ?? DEFAULT_PUBLIC_SETTINGS, ready: !query.isPending };
}
