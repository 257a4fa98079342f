// The export form's values and what they ask of GET /api/export. Images can only be embedded in JSON
// and Markdown (a CSV cell keeps links), so the choice is dropped for CSV.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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

// The formats' names stay as they are; the hints (and the scopes) are descriptors, translated when shown.
export const FORMAT_CHOICES: { id: ExportFormat; label: string; hint: MessageDescriptor }[] = [
  { id: 'json', label: 'JSON', hint: msg`Everything, can be imported again` },
  { id: 'csv', label: 'CSV', hint: msg`For spreadsheets, can be imported again` },
  { id: 'md', label: 'Markdown', hint: msg`To read or print` },
];

export const SCOPE_CHOICES: {
  id: ExportScope;
  label: MessageDescriptor;
  hint: MessageDescriptor;
  adminOnly?: boolean;
}[] = [
  { id: 'library', label: msg`Published library`, hint: msg`Every published prompt`, adminOnly: true },
  { id: 'mine', label: msg`My prompts`, hint: msg`Yours, drafts and archived too` },
  { id: 'saved', label: msg`Saved prompts`, hint: msg`The prompts you saved` },
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
