// `npm run restore -- FILE [--force]`: puts a backup made by `npm run backup` back into the database
// the server would use (db/backup.ts). Stop the server first.
import { loadConfig } from '../config.ts';
import { BackupError, restore } from '../db/backup.ts';
import { configuredTarget } from '../db/client.ts';
import { fail, readArgs } from './cli.ts';

const USAGE = 'Usage: npm run restore -- prompt-lib.backup [--force]';

const { positionals, values } = readArgs(USAGE, {
  allowPositionals: true,
  options: { force: { type: 'boolean' } },
});
const [file] = positionals;
if (!file || positionals.length > 1) fail(USAGE, 'Name one backup file.');
const config = loadConfig();
try {
  const kept = await restore(configuredTarget(config), file, values.force ?? false);
  console.log(`Restored ${file}.${kept ? ` The replaced data directory is kept at ${kept}.` : ''}`);
} catch (error) {
  console.error(error instanceof BackupError ? error.message : `Restore failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
