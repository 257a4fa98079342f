// `npm run export -- [--format json|csv|md] [--out FILE] [--category C] [--tag T] [--images embed]`:
// the published library as an admin sees it (every visibility), exactly as GET /api/export?scope=library
// writes it for an admin (modules/transfer), from
// the database the server would use (DATA_DIR or DATABASE_URL), to FILE or to standard output. The
// server need not run; on the embedded engine it must not, since PGlite has one writer. Messages go
// to standard error, so standard output holds the file alone.
import { createWriteStream, rmSync, statSync } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { exportQuerySchema } from '@prompt-lib/contract';
import { loadConfig } from '../config.ts';
import { configuredTarget, openDatabase } from '../db/client.ts';
import { HttpError } from '../http-errors.ts';
import type { Reader } from '../modules/prompts/visibility.ts';
import { prepareExport } from '../modules/transfer/export.ts';
import { fail, readArgs } from './cli.ts';

const USAGE =
  'Usage: npm run export -- [--format json|csv|md] [--out library.json] [--scope library] ' +
  '[--category NAME] [--tag NAME] [--images link|embed]';

const { out, ...args } = readArgs(USAGE, {
  options: {
    format: { type: 'string' },
    out: { type: 'string' },
    scope: { type: 'string' },
    category: { type: 'string' },
    tag: { type: 'string' },
    images: { type: 'string' },
  },
}).values;
const parsed = exportQuerySchema.safeParse(args);
if (!parsed.success) fail(USAGE, parsed.error.issues.map((issue) => issue.message).join('; '));
const query = parsed.data;
// The other scopes belong to a signed-in user; an operator exports them through the API.
if (query.scope !== 'library')
  fail(USAGE, `The command line exports --scope library only, not ${query.scope}.`);

/** The operator running the command reads the library as an admin does. */
const OPERATOR = { id: 0, role: 'admin', groupIds: [] } as const satisfies Reader;

const config = loadConfig();
const database = await openDatabase(configuredTarget(config));
try {
  await database.migrate();
  const file = await prepareExport(database.db, { ...query, user: OPERATOR });
  if (out) {
    try {
      await pipeline(file.stream, createWriteStream(out));
    } catch (error) {
      rmSync(out, { force: true });
      throw error;
    }
    console.error(`Exported the library as ${query.format} to ${out} (${statSync(out).size} bytes).`);
  } else {
    await pipeline(file.stream, process.stdout).catch((error: NodeJS.ErrnoException) => {
      // A reader that stops early (`| head`) is not a failure of the export.
      if (error.code !== 'EPIPE') throw error;
    });
  }
} catch (error) {
  console.error(error instanceof HttpError ? error.message : `Export failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
