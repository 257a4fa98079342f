// POST /api/import: one file as multipart `file`. A dry run, or a file of up to IMPORT_SYNC_ROWS_MAX
// prompts, answers its report at once (200); a larger real import answers a job id (202) to follow
// with get-import-job.ts. A real import changes prompts, and may add categories and tags.
import type { ImportJob } from '@prompt-lib/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { categoryKeys } from '../../../api/categories.ts';
import { promptKeys } from '../../../api/prompts.ts';
import { tagKeys } from '../../../api/tags.ts';
import { api } from '../../../lib/api-client.ts';

export type ImportRequest = {
  file: File;
  dryRun: boolean;
  /** Names of an existing category and tag, for rows without any; empty for none. */
  defaultCategory?: string;
  defaultTag?: string;
};

export type ImportAnswer = ImportJob | { jobId: string };

export const isJobStarted = (answer: ImportAnswer): answer is { jobId: string } => 'jobId' in answer;

export function importPrompts({ file, dryRun, defaultCategory, defaultTag }: ImportRequest) {
  const body = new FormData();
  body.append('file', file);
  return api.post<ImportAnswer>('/api/import', body, { dryRun, defaultCategory, defaultTag });
}

/** What a real import may have changed; a job invalidates these again when it ends. */
export const importedKeys = [promptKeys.all, categoryKeys.all, tagKeys.all];

export function useImportPrompts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importPrompts,
    onSuccess: async (_answer, request) => {
      if (request.dryRun) return;
      await Promise.all(importedKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
