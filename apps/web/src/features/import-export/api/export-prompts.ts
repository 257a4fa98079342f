// GET /api/export: the chosen prompts as a file. The call needs the bearer token (mine, saved), which a
// plain link cannot send, so the file comes back as a Blob and is saved through an object URL.
import type { ExportFormat, ExportImageMode, ExportScope } from '@prompt-lib/contract';
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client.ts';

export type ExportRequest = {
  format: ExportFormat;
  scope: ExportScope;
  /** Category or tag name; empty for all. */
  category?: string;
  tag?: string;
  images: ExportImageMode;
};

export const exportPrompts = ({ format, scope, category, tag, images }: ExportRequest) =>
  apiDownload('/api/export', { format, scope, category, tag, images });

/** Hands the file to the browser as a download, under the server's name or a fallback. */
export function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: some browsers start reading the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useExportPrompts() {
  return useMutation({
    mutationFn: async (request: ExportRequest) => {
      const { blob, filename } = await exportPrompts(request);
      const name = filename ?? `prompt-lib-${request.scope}.${request.format}`;
      saveFile(blob, name);
      return name;
    },
  });
}
