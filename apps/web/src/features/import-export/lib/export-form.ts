// The export form's values and what they ask of GET /api/export. Images can only be embedded in JSON
// and Markdown (a CSV cell keeps links), so the choice is dropped for CSV.
import { EXPORT_FORMATS, EXPORT_SCOPES, type ExportFormat, type ExportScope } from '@prompt-lib/contract';
import { z } from 'zod';
import type { ExportRequest } from '../api/export-prompts.ts';

export const exportFormSchema = z.object({
  format: z.enum(EXPORT_FORMATS),
  scope: z.enum(EXPORT_SCOPES),
  /** A category or tag id, '' for all. */
  category: z.string(),
  tag: z.string(),
  embedImages: z.boolean(),
});
export type ExportFormValues = z.infer<typeof exportFormSchema>;

export const FORMAT_CHOICES: { id: ExportFormat; label: string; hint: string }[] = [
  { id: 'json', label: 'JSON', hint: 'Everything, can be imported again' },
  { id: 'csv', label: 'CSV', hint: 'For spreadsheets, can be imported again' },
  { id: 'md', label: 'Markdown', hint: 'To read or print' },
];

export const SCOPE_CHOICES: { id: ExportScope; label: string; hint: string; adminOnly?: boolean }[] = [
  { id: 'library', label: 'Published library', hint: 'Every published prompt', adminOnly: true },
  { id: 'mine', label: 'My prompts', hint: 'Yours, drafts and archived too' },
  { id: 'saved', label: 'Saved prompts', hint: 'The prompts you saved' },
];

export const scopeChoices = (isAdmin: boolean) =>
  SCOPE_CHOICES.filter((choice) => isAdmin || !choice.adminOnly);

export const canEmbedImages = (format: ExportFormat) => format !== 'csv';

export const emptyExportForm: ExportFormValues = {
  format: 'json',
  scope: 'mine',
  category: '',
  tag: '',
  embedImages: false,
};

export const toExportRequest = (values: ExportFormValues): ExportRequest => ({
  format: values.format,
  scope: values.scope,
  category: values.category || undefined,
  tag: values.tag || undefined,
  images: values.embedImages && canEmbedImages(values.format) ? 'embed' : 'link',
});
