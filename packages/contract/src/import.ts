// Import of prompt libraries (POST /api/import): what it reads, its limits, its report and its jobs.
import { z } from 'zod';
import { template } from './message-template.ts';
import { EXPORT_CSV_COLUMNS, EXPORT_FILE_FORMAT } from './transfer.ts';

export const IMPORT_MAX_BYTES = 100 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 200_000;
/** The report lists at most this many row errors; `errorCount` has them all. */
export const IMPORT_REPORT_ERRORS_MAX = 1000;
/** Real imports of more rows than this run as a job (202); smaller ones answer their report at once. */
export const IMPORT_SYNC_ROWS_MAX = 1000;
/** What a row without categories or tags is filed under in an admin's import when no default is given. */
export const IMPORT_FALLBACK_CATEGORY = 'Uncategorized';
export const IMPORT_FALLBACK_TAG = 'imported';

/** The columns of prompts.chat's prompts.csv that an import reads (act → title, prompt → content). */
export const PROMPTS_CHAT_COLUMNS = ['act', 'prompt'] as const;

/**
 * 200000 → "200,000", as `toLocaleString('en-US')` writes it. Not that: it loads ICU's number data,
 * ~5 MB more resident memory in the server, for this one message.
 */
const withThousands = (n: number) => String(n).replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * The columns a Prompt Lib CSV has always had, as the message below names them: `language`, the last
 * (issue 31), is one an import does without (the text stays as translated).
 */
const CSV_COLUMNS_NAMED = EXPORT_CSV_COLUMNS.filter((column) => column !== 'language');

export const IMPORT_MSG = {
  notImportable: `Expected a Prompt Lib export (JSON with "format": "${EXPORT_FILE_FORMAT}", or CSV with the columns ${CSV_COLUMNS_NAMED.join(', ')}) or a prompts.chat CSV (columns act, prompt)`,
  tooManyRows: `The file has more than ${withThousands(IMPORT_MAX_ROWS)} prompts`,
  tooLarge: `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB`,
  fileRequired: 'Choose a file to import',
  empty: 'The file has no prompts',
  unreadableCsv: template('The CSV file could not be read: {reason}', (reason: string) => ({ reason })),
  unreadableJson: template('The JSON file could not be read: {reason}', (reason: string) => ({ reason })),
  jobNotFound: 'Import not found',
  noCategory: 'No category: choose a default category for rows without one',
  noTag: 'No tag: choose a default tag for rows without one',
  badStatus: 'status must be published, draft or archived',
  badVisibility: 'visibility must be public, internal or private',
  tooManyImages: 'At most 5 images per prompt',
  badImage: 'An image could not be read',
} as const;

const boolParam = z
  .enum(['true', 'false'], { error: 'dryRun must be true or false' })
  .transform((value) => value === 'true');

const defaultName = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} must be a name`)
    .max(50, `${label} must be at most 50 characters`)
    .optional();

export const importQuerySchema = z.object({
  dryRun: boolParam.default(false).describe('Check everything and write nothing'),
  defaultCategory: defaultName('defaultCategory').describe('For rows without categories'),
  defaultTag: defaultName('defaultTag').describe('For rows without tags'),
});
export type ImportQuery = z.infer<typeof importQuerySchema>;

export const importReportSchema = z.object({
  created: z.number().int(),
  skipped: z.number().int().describe('Rows equal (title and content) to a prompt the importer already has'),
  errors: z
    .array(z.object({ row: z.number().int(), message: z.string() }))
    .describe(`Rows refused, numbered from 1 (the first prompt); at most ${IMPORT_REPORT_ERRORS_MAX}`),
  errorCount: z.number().int(),
  categoriesCreated: z.number().int(),
  tagsCreated: z.number().int(),
  placeholdersConverted: z.number().int(),
});
export type ImportReport = z.infer<typeof importReportSchema>;

export const IMPORT_JOB_STATUSES = ['running', 'done', 'failed'] as const;
export type ImportJobStatus = (typeof IMPORT_JOB_STATUSES)[number];

export const importJobSchema = z.object({
  status: z.enum(IMPORT_JOB_STATUSES),
  processed: z.number().int(),
  total: z.number().int(),
  report: importReportSchema,
});
export type ImportJob = z.infer<typeof importJobSchema>;

export const importAcceptedSchema = z.object({ jobId: z.string() });
/** Job ids are UUIDs; anything with other characters (a NUL would fail in PostgreSQL) is a 400. */
export const importJobParamSchema = z.object({
  jobId: z
    .string()
    .max(64)
    .regex(/^[\w-]+$/, 'jobId must be an import job id'),
});

export const emptyImportReport = (): ImportReport => ({
  created: 0,
  skipped: 0,
  errors: [],
  errorCount: 0,
  categoriesCreated: 0,
  tagsCreated: 0,
  placeholdersConverted: 0,
});
