// GET /api/export: the chosen prompts as a file. The call needs the bearer token (mine, saved), which a
// plain link cannot send, so the file comes back as a Blob and is saved through an object URL.
import type { ExportFormat, ExportImageMode, ExportScope } from '@prompt-lib/contract';
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

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
