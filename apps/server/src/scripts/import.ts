// `npm run import -- FILE [--dry-run] [--as EMAIL] [--default-category NAME] [--default-tag NAME]`:
// imports a file (our JSON or CSV export, or prompts.chat's CSV) into the database the server would
// use (DATA_DIR or DATABASE_URL), as POST /api/import does for the account named by --as (default: the
// first admin). The server need not run; on the embedded engine it must not (PGlite has one writer).
// On a terminal a progress bar follows the batches; the report goes to standard output as JSON.
import { IMPORT_REPORT_ERRORS_MAX, type ImportReport, isAdminRole } from '@prompt-lib/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { configuredTarget, openDatabase } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { HttpError } from '../http-errors.ts';
import { callerColumns } from '../modules/groups/membership.ts';
import { readSettings } from '../modules/settings/store.ts';
import { countRows, runImport } from '../modules/transfer/import-run.ts';
import { fileSource } from '../modules/transfer/import-source.ts';
import type { AuthUser } from '../plugins/auth.ts';
import { fail, readArgs } from './cli.ts';

const USAGE =
  'Usage: npm run import -- library.json [--dry-run] [--as admin@example.com] [--default-category NAME] [--default-tag NAME]';

/** `[#########-----------]  45%  45,000 / 100,000`, redrawn in place on a terminal. */
function progressBar(total: number): (processed: number) => void {
  if (!process.stderr.isTTY) return () => {};
  return (processed) => {
    const share = total === 0 ? 1 : processed / total;
    const filled = Math.round(share * 30);
    const count = `${processed.toLocaleString('en-US')} / ${total.toLocaleString('en-US')}`;
    process.stderr.write(
      `\r[${'#'.repeat(filled)}${'-'.repeat(30 - filled)}] ${String(Math.round(share * 100)).padStart(3)}%  ${count}`,
    );
    if (processed >= total) process.stderr.write('\n');
  };
}

const summary = (report: ImportReport, dryRun: boolean) =>
  `${dryRun ? 'Dry run: would create' : 'Created'} ${report.created}, skipped ${report.skipped} already there, ` +
  `${report.errorCount} row errors` +
  (report.errorCount > IMPORT_REPORT_ERRORS_MAX ? ` (the first ${IMPORT_REPORT_ERRORS_MAX} listed)` : '') +
  `, ${report.categoriesCreated} categories and ${report.tagsCreated} tags ${dryRun ? 'to create' : 'created'}, ` +
  `${report.placeholdersConverted} placeholders converted.`;

const { positionals, values } = readArgs(USAGE, {
  allowPositionals: true,
  options: {
    'dry-run': { type: 'boolean' },
    as: { type: 'string' },
    'default-category': { type: 'string' },
    'default-tag': { type: 'string' },
  },
});
const [file] = positionals;
if (!file || positionals.length > 1) fail(USAGE, 'Name one file to import.');
const dryRun = values['dry-run'] ?? false;

const config = loadConfig();
const database = await openDatabase(configuredTarget(config));
try {
  await database.migrate();
  const [account] = await database.db
    .select(callerColumns)
    .from(users)
    .where(values.as ? sql`lower(${users.email}) = lower(${values.as})` : eq(users.role, 'admin'))
    .orderBy(asc(users.id))
    .limit(1);
  if (!account) {
    fail(
      USAGE,
      values.as
        ? `No account with the e-mail ${values.as}.`
        : 'No admin account: create one with npm run create-admin, or name an account with --as.',
    );
  }
  const user: AuthUser = { ...account, role: isAdminRole(account.role) ? 'admin' : 'user', via: 'session' };
  const source = await fileSource(file);
  const total = await countRows(source);
  console.error(
    `${dryRun ? 'Checking' : 'Importing'} ${total.toLocaleString('en-US')} prompts as ${user.username} (${user.role})…`,
  );
  const progress = progressBar(total);
  const { report, processed } = await runImport(database.db, source, {
    user,
    dryRun,
    defaultCategory: values['default-category'],
    defaultTag: values['default-tag'],
    defaultVisibility: (await readSettings(database.db, config)).defaultVisibility,
    onProgress: progress,
  });
  progress(processed);
  console.error(summary(report, dryRun));
  console.log(JSON.stringify(report, null, 2));
  if (report.errorCount > 0) process.exitCode = 2;
} catch (error) {
  console.error(error instanceof HttpError ? error.message : `Import failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
