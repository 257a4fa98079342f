// GET /api/prompts/{id}/versions/{n}: one version in full, to compare with the current prompt.
import type { PromptVersion } from '@prompt-lib/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { versionKeys } from './list-versions.ts';

export const fetchVersion = (promptId: number, version: number, signal?: AbortSignal) =>
  api.get<PromptVersion>(`/api/prompts/${promptId}/versions/${version}`, undefined, signal);

export const versionQueryOptions = (promptId: number, version: number) =>
  queryOptions({
    queryKey: versionKeys.one(promptId, version),
    queryFn: ({ signal }) => fetchVersion(promptId, version, signal),
    // A version never changes once recorded.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useVersion = (promptId: number, version: number) =>
  useQuery(versionQueryOptions(promptId, version));
