// GET /api/me/export: everything the account holds, as a JSON file. It needs the bearer token, which a
// plain link cannot send, so it comes back as a Blob and is saved under the server's name (or ours).
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

/** The name when the server gives none: prompt-lib-my-data-2026-11-25.json (the local date). */
export function myDataFilename(date = new Date()) {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `prompt-lib-my-data-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.json`;
}

export async function exportMyData() {
  const { blob, filename } = await apiDownload('/api/me/export');
  const name = filename ?? myDataFilename();
  saveFile(blob, name);
  return name;
}

export const useExportMyData = () => useMutation({ mutationFn: exportMyData });
