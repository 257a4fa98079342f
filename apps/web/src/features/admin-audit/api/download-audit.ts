// GET /api/audit?format=csv: the whole filtered log as a CSV file. It needs the bearer token, which a
// plain link cannot send, so the api client fetches it and it is saved from a Blob.
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import type { AuditFilters } from './list-audit.ts';

export const downloadAudit = (filters: AuditFilters) =>
  apiDownload('/api/audit', { ...filters, format: 'csv' });

export function useDownloadAudit() {
  return useMutation({
    mutationFn: async (filters: AuditFilters) => {
      const { blob, filename } = await downloadAudit(filters);
      const name = filename ?? 'audit-log.csv';
      saveFile(blob, name);
      return name;
    },
  });
}
