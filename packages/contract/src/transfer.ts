// Export (and import) of prompt libraries: the query of GET /api/export and the exact shape of the
// files it writes, so that an import can read back what an export wrote (docs/decisions.md).
import { z } from 'zod';
import { NAME_MAX } from './limits.ts';
import { promptStatusSchema } from './schemas.ts';
import { visibilitySchema } from './sharing.ts';

export const EXPORT_FORMATS = ['json', 'csv', 'md'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** library: published prompts; mine: the caller's own, every status; saved: the caller's saved ones. */
export const EXPORT_SCOPES = ['library', 'mine', 'saved'] as const;
export type ExportScope = (typeof EXPORT_SCOPES)[number];

/** link: image URLs as stored; embed: images of this server inline as data URIs. */
export const EXPORT_IMAGE_MODES = ['link', 'embed'] as const;
export type ExportImageMode = (typeof EXPORT_IMAGE_MODES)[number];

/** The `format` and `version` fields a JSON export file opens with. */
export const EXPORT_FILE_FORMAT = 'prompt-lib';
export const EXPORT_FILE_VERSION = 1;

/**
 * The CSV header, in this order; several names in one cell are joined by EXPORT_NAME_SEPARATOR.
 * `language` (issue 31) came last; files written before it still import (their languages detected).
 */
export const EXPORT_CSV_COLUMNS = [
  'title',
  'content',
  'previewText',
  'categories',
  'tags',
  'status',
  'createdAt',
  'visibility',
  'language',
] as const;
export const EXPORT_NAME_SEPARATOR = ';';

const choice = <const T extends readonly [string, ...string[]]>(label: string, options: T) => {
  const message = `${label} must be ${options.slice(0, -1).join(', ')} or ${options.at(-1)}`;
  return z
    .string({ error: message })
    .transform((value) => value.toLowerCase())
    .pipe(z.enum(options, { error: message }));
};

const filter = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} must be an id or a name`)
    .max(NAME_MAX, `${label} must be at most ${NAME_MAX} characters`)
    .optional();

export const exportQuerySchema = z.object({
  format: choice('format', EXPORT_FORMATS).default('json'),
  scope: choice('scope', EXPORT_SCOPES).default('library'),
  category: filter('category').describe('Only prompts of this category (id or name)'),
  tag: filter('tag').describe('Only prompts with this tag (id or name)'),
  images: choice('images', EXPORT_IMAGE_MODES).default('link'),
});
export type ExportQuery = z.infer<typeof exportQuerySchema>;

/** One prompt of an export file (JSON); CSV has the same fields but `images`. */
export const exportedPromptSchema = z.object({
  title: z.string(),
  content: z.string(),
  previewText: z.string().nullable(),
  categories: z.array(z.string()),
  tags: z.array(z.string()),
  status: promptStatusSchema,
  createdAt: z.string().describe('ISO 8601 date-time'),
  visibility: visibilitySchema.describe('Who sees it: an import keeps it; files without it take the default'),
  language: z
    .string()
    .describe('The language it is written in ("de"): an import keeps it; files without it have it detected'),
  images: z.array(z.string()).describe('Image URLs, or data: URIs with images=embed'),
});
export type ExportedPrompt = z.infer<typeof exportedPromptSchema>;

/** A JSON export file, prompts oldest first. */
export const exportFileSchema = z.object({
  format: z.literal(EXPORT_FILE_FORMAT),
  version: z.literal(EXPORT_FILE_VERSION),
  exportedAt: z.string().describe('ISO 8601 date-time'),
  prompts: z.array(exportedPromptSchema),
});
export type ExportFile = z.infer<typeof exportFileSchema>;
