// PUT and DELETE /api/prompts/{id}/versions/{n}/label (owner, admins, editors): the production mark,
// which AI tools read over MCP, moves onto a version or comes off it. The prompt's productionVersion
// changes, so every prompt read is refreshed, as after a restore.
import type { Prompt } from '@prompt-lib/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { promptKeys } from '../../../api/prompts.ts';
import { api } from '../../../lib/api-client.ts';

const labelPath = (promptId: number, version: number) => `/api/prompts/${promptId}/versions/${version}/label`;

export const markProduction = (promptId: number, version: number) =>
  api.put<Prompt>(labelPath(promptId, version), { label: 'production' });

export const unmarkProduction = (promptId: number, version: number) =>
  api.delete<Prompt>(labelPath(promptId, version));

/** `mark`: put the mark on `version`; else take it off. */
export function useProductionMark(promptId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, mark }: { version: number; mark: boolean }) =>
      mark ? markProduction(promptId, version) : unmarkProduction(promptId, version),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promptKeys.all }),
  });
}
