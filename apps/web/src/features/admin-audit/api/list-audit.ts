// GET /api/audit: one page of the audit log (newest first), filtered by event type, actor and a time
// range (admins). The page shown stays on screen while the next one loads.
import type { AuditPage } from '@prompt-lib/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The filters as the server reads them: from/to are ISO date-times. */
export type AuditFilters = { type?: string; actor?: string; from?: string; to?: string };
export type AuditListParams = AuditFilters & { page: number; size: number };

export const auditKeys = {
  all: ['admin-audit'] as const,
  list: (params: AuditListParams) => [...auditKeys.all, 'list', params] as const,
};

export const fetchAudit = (params: AuditListParams, signal?: AbortSignal) =>
  api.get<AuditPage>('/api/audit', params, signal);

export const auditQueryOptions = (params: AuditListParams) =>
  queryOptions({
    queryKey: auditKeys.list(params),
    queryFn: ({ signal }) => fetchAudit(params, signal),
    placeholderData: keepPreviousData,
  });

export const useAudit = (params: AuditListParams) => useQuery(auditQueryOptions(params));
