// Usage records (spec §7): a COPY after a successful clipboard write, an OPEN with its target after an
// "Open in…" (issue 30). Anonymous visitors record too. The prompt's uses count on screen follows the
// server's answer; a failure is only logged, as the use itself has happened.
import type { Prompt, UsageAction, UsageRecord } from '@prompt-lib/contract';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { promptKeys } from './prompts.ts';

export const recordUsage = (promptId: number, actionType: UsageAction, target?: string) =>
  api.post<UsageRecord>('/api/prompt-usage/record', undefined, { promptId, actionType, target });

export function recordPromptUse(
  queryClient: QueryClient,
  promptId: number,
  actionType: UsageAction,
  target?: string,
): void {
  recordUsage(promptId, actionType, target)
    .then(({ usesCount }) =>
      queryClient.setQueryData(promptKeys.detail(promptId), (cached: Prompt | undefined) =>
        cached ? { ...cached, usesCount } : cached,
      ),
    )
    .catch((error: unknown) => console.warn(`Recording the ${actionType.toLowerCase()} failed:`, error));
}
