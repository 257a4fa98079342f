// Usage records (spec §7): a COPY after a successful clipboard write. Anonymous visitors record too.
import type { UsageAction, UsageRecord } from '@prompt-lib/contract';
import { api } from '../lib/api-client.ts';

export const recordUsage = (promptId: number, actionType: UsageAction) =>
  api.post<UsageRecord>('/api/prompt-usage/record', undefined, { promptId, actionType });
