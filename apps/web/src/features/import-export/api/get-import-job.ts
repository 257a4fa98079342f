// GET /api/import/{jobId}: a large import's progress, asked again every POLL_MS while it runs. When it
// ends, the lists it changed are refreshed.
import type { ImportJob } from '@prompt-lib/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client.ts';
import { importedKeys } from './import-prompts.ts';

export const POLL_MS = 500;

export const importJobKeys = { detail: (jobId: string) => ['import-jobs', jobId] as const };

export const fetchImportJob = (jobId: string, signal?: AbortSignal) =>
  api.get<ImportJob>(`/api/import/${encodeURIComponent(jobId)}`, undefined, signal);

export const importJobQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: importJobKeys.detail(jobId),
    queryFn: ({ signal }) => fetchImportJob(jobId, signal),
    refetchInterval: (query) => (query.state.data?.status === 'running' ? POLL_MS : false),
    // A brief network hiccup should not end the watch; the job goes on on the server regardless.
    retry: 5,
  });

export function useImportJob(jobId: string) {
  const job = useQuery(importJobQueryOptions(jobId));
  const queryClient = useQueryClient();
  const finished = job.data !== undefined && job.data.status !== 'running';
  useEffect(() => {
    if (!finished) return;
    for (const queryKey of importedKeys) void queryClient.invalidateQueries({ queryKey });
  }, [finished, queryClient]);
  return job;
}
