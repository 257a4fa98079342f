// The import itself, the same for a dry run and a real one: every row is read and checked in file
// order (with the rules of create, the importer's rights on categories and tags, and "already there"),
// and the accepted rows are written in batches (batchRowsOn), each in one transaction.
import {
  emptyImportReport,
  IMPORT_MAX_ROWS,
  IMPORT_MSG,
  IMPORT_REPORT_ERRORS_MAX,
  type ImportReport,
  SERVER_MSG,
  type Visibility,
} from '@prompt-lib/contract';
import { type Database, type Db, engineOf } from '../../db/client.ts';
import { badRequest } from '../../http-errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { storeImage } from '../images/store.ts';
import { DEFAULT_PROMPT_LANGUAGE, languageDetector, promptText } from '../prompts/language.ts';
import { existingKeys, loadNames, prepareBatch, promptKey, writeBatch } from './import-repository.ts';
import { type ImportRow, readRow } from './import-rows.ts';
import type { ImportSource } from './import-source.ts';

/**
 * Rows a batch. On PostgreSQL 2,000: its fixed costs (a dozen statements, the kept counts of the
 * words it shares with the next batch) are paid half as often as at 1,000 (docs/decisions.md). On
 * PGlite 750: its WebAssembly memory grows to what the largest statement held and is never given
 * back, and a batch's statements hold its texts several times over. Server's peak RSS importing
 * 20,000 rows there: 372 MB at 2,000, 301 at 1,000, 277 at 750, 274 at 500 (a third slower).
 */
export const batchRowsOn = (engine: Database['engine']) => (engine === 'postgres' ? 2000 : 750);

export type ImportOptions = {
  user: AuthUser;
  dryRun: boolean;
  defaultCategory?: string;
  defaultTag?: string;
  /** The visibility of rows that name none (the instance's defaultVisibility). */
  defaultVisibility: Visibility;
  jobId?: string;
  /** Stops a job between batches (the server is shutting down): what is written stays whole. */
  signal?: AbortSignal;
  /** Hears after each written batch how many rows of the file have been read. */
  onProgress?: (processed: number) => void;
};

/** How many rows the file has; a file too long or with none is refused whole. */
export async function countRows(source: ImportSource): Promise<number> {
  let total = 0;
  for await (const _row of source.rows()) {
    total += 1;
    if (total > IMPORT_MAX_ROWS) throw badRequest(IMPORT_MSG.tooManyRows);
  }
  if (total === 0) throw badRequest(IMPORT_MSG.empty);
  return total;
}

function addError(report: ImportReport, row: number, message: string) {
  report.errorCount += 1;
  if (report.errors.length < IMPORT_REPORT_ERRORS_MAX) report.errors.push({ row, message });
}

const DATA_URI = /^data:(image\/[a-z+.-]+);base64,([A-Za-z0-9+/=\s]+)$/;

/** The row's images as URLs, storing data: URIs (in a dry run only checking them); null if one is no image. */
async function imageUrls(
  db: Db,
  images: string[],
  userId: number,
  dryRun: boolean,
): Promise<string[] | null> {
  const urls: string[] = [];
  for (const image of images) {
    if (!image.startsWith('data:')) {
      urls.push(image);
      continue;
    }
    const bytes = DATA_URI.exec(image)?.[2];
    if (!bytes) return null;
    if (dryRun) continue;
    try {
      urls.push((await storeImage(db, Buffer.from(bytes, 'base64'), userId)).url);
    } catch {
      return null;
    }
  }
  return urls;
}

/** Names an import may not use (a user's unknown category or tag), as a row error, else null. */
function unknownName(
  row: ImportRow,
  names: { category: Map<string, number>; tag: Map<string, number> },
): string | null {
  const category = row.categories.find((name) => !names.category.has(name.toLowerCase()));
  if (category) return SERVER_MSG.unknownCategory(category);
  const tag = row.tags.find((name) => !names.tag.has(name.toLowerCase()));
  return tag ? SERVER_MSG.unknownTag(tag) : null;
}

/** Runs the import and answers its report: a real import writes every batch it reaches; a dry run
 * counts what would be written. */
export async function runImport(
  db: Db,
  source: ImportSource,
  options: ImportOptions,
): Promise<{ report: ImportReport; processed: number }> {
  const { user, dryRun } = options;
  const isAdmin = user.role === 'admin';
  const batchRows = batchRowsOn(engineOf(db));
  const rules = {
    isAdmin,
    defaultVisibility: options.defaultVisibility,
    defaultCategory: options.defaultCategory,
    defaultTag: options.defaultTag,
    convertVariables: source.format === 'prompts.chat',
  };
  const names = { category: await loadNames(db, 'category'), tag: await loadNames(db, 'tag') };
  // A user's defaults must exist like any other name they use.
  if (!isAdmin && rules.defaultCategory && !names.category.has(rules.defaultCategory.toLowerCase())) {
    throw badRequest(SERVER_MSG.unknownCategory(rules.defaultCategory));
  }
  if (!isAdmin && rules.defaultTag && !names.tag.has(rules.defaultTag.toLowerCase())) {
    throw badRequest(SERVER_MSG.unknownTag(rules.defaultTag));
  }
  const seen = await existingKeys(db, user.id);
  const report = emptyImportReport();
  const wouldCreate = { category: new Set<string>(), tag: new Set<string>() };
  let batch: (ImportRow & { imageUrls: string[]; language: string })[] = [];
  // Rows that name no language have it detected as they are written.
  const detect = await languageDetector();
  let processed = 0;
  // Batches are written one after the other, each in three steps that overlap with the other batches'
  // (migrations 0023, 0024, 0056): its rows are read here (Node's CPU); then prepared (its words added,
  // its search vectors made, its words counted) on a connection of its own as soon as it is full, while
  // the batch before it is still being written and the next rows are read; then written. On
  // PostgreSQL the three run at once, on two cores. Reading goes on once the batch before the full one
  // is written, so at most three batches are held.
  let writing: Promise<void> = Promise.resolve();
  const flush = async () => {
    if (batch.length === 0 || dryRun) return;
    options.signal?.throwIfAborted();
    const rows = batch;
    batch = [];
    report.created += rows.length;
    const read = processed;
    // The job records the report as it stands at this batch; reading on adds to `report` meanwhile.
    const batchReport = structuredClone(report);
    const prepared = prepareBatch(db, { rows });
    const previous = writing;
    // Both settle before the batch is written or its failure told: a failed import leaves nothing of
    // its own running.
    writing = Promise.allSettled([previous, prepared]).then(async ([before, made]) => {
      if (before.status === 'rejected') throw before.reason;
      if (made.status === 'rejected') throw made.reason;
      const created = await writeBatch(
        db,
        { rows, userId: user.id, jobId: options.jobId ?? null, processed: read, report: batchReport },
        made.value,
        names,
      );
      report.categoriesCreated += created.categoriesCreated;
      report.tagsCreated += created.tagsCreated;
      options.onProgress?.(read);
    });
    // Awaited by a later flush or at the end; until then a failure must not go unhandled.
    writing.catch(() => {});
    await previous;
  };

  try {
    for await (const raw of source.rows()) {
      processed += 1;
      const read = readRow(raw, rules);
      if ('error' in read) {
        addError(report, processed, read.error);
        continue;
      }
      const { row } = read;
      const refused = isAdmin ? null : unknownName(row, names);
      if (refused) {
        addError(report, processed, refused);
        continue;
      }
      const key = promptKey(row.title, row.content);
      if (seen.has(key)) {
        report.skipped += 1;
        continue;
      }
      const urls = await imageUrls(db, row.images, user.id, dryRun);
      if (!urls) {
        addError(report, processed, IMPORT_MSG.badImage);
        continue;
      }
      seen.add(key);
      report.placeholdersConverted += read.converted;
      if (dryRun) {
        report.created += 1;
        for (const kind of ['category', 'tag'] as const) {
          for (const name of kind === 'category' ? row.categories : row.tags) {
            if (!names[kind].has(name.toLowerCase())) wouldCreate[kind].add(name.toLowerCase());
          }
        }
        continue;
      }
      const language = row.language ?? detect(promptText(row), DEFAULT_PROMPT_LANGUAGE);
      batch.push({ ...row, imageUrls: urls, language });
      if (batch.length >= batchRows) await flush();
    }
    await flush();
  } catch (error) {
    // What is being written finishes whole before the import reports its failure.
    await writing.catch(() => {});
    throw error;
  }
  await writing;
  if (dryRun) {
    report.categoriesCreated = wouldCreate.category.size;
    report.tagsCreated = wouldCreate.tag.size;
  }
  return { report, processed };
}
