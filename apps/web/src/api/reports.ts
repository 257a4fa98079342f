// Reports and moderation (issue 29): reporting a prompt, comment or collection (the "More" menu beside
// each, components/moderation), the admins' queue (features/reports) and their resolutions and
// unhiding, which change what everyone reads, so every cached answer is refreshed after them.
import type {
  Report,
  ReportInput,
  ReportPage,
  ReportResolve,
  ReportStatus,
  ReportTargetType,
} from '@prompt-lib/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';

export const REPORTS_PAGE_SIZE = 20;

export const reportKeys = {
  all: ['reports'] as const,
  page: (status: ReportStatus, page: number) => ['reports', status, page] as const,
};

/** POST /api/reports (signed in); a second open report of the same target is a 409. */
export const createReport = (input: ReportInput) => api.post<Report>('/api/reports', input);

export const useCreateReport = () => useMutation({ mutationFn: createReport });

/** GET /api/reports (admins): a page of the open queue or of the resolved reports. */
export const useReports = (status: ReportStatus, page: number) =>
  useQuery({
    queryKey: reportKeys.page(status, page),
    queryFn: ({ signal }) =>
      api.get<ReportPage>('/api/reports', { status, page, size: REPORTS_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });

/** POST /api/reports/{id}/resolve (admins): dismiss, hide or delete; every open report on the target closes. */
export const resolveReport = ({ id, ...body }: ReportResolve & { id: number }) =>
  api.post<Report>(`/api/reports/${id}/resolve`, body);

/** DELETE /api/moderation/{targetType}/{targetId} (admins): show hidden content again. */
export const unhide = ({ type, id }: { type: ReportTargetType; id: number }) =>
  api.delete<void>(`/api/moderation/${type}/${id}`);

export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resolveReport, onSuccess: () => queryClient.invalidateQueries() });
}

export function useUnhide() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: unhide, onSuccess: () => queryClient.invalidateQueries() });
}
