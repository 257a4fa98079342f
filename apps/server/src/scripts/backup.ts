// `npm run backup -- --out FILE`: a backup of the database the server would use (db/backup.ts).
import { loadConfig } from '../config.ts';
import { BackupError, backup } from '../db/backup.ts';
import { configuredTarget } from '../db/client.ts';
import { fail, readArgs } from './cli.ts';

const USAGE = 'Usage: npm run backup -- --out prompt-lib.backup';

const { out } = readArgs(USAGE, { options: { out: { type: 'string' } } }).values;
if (!out) fail(USAGE, 'Name the backup file with --out.');
const config = loadConfig();
try {
  await backup(configuredTarget(config), out);
  console.log(`Backed up the ${config.databaseUrl ? 'PostgreSQL' : 'embedded'} database to ${out}.`);
} catch (error) {
  console.error(error instanceof BackupError ? error.message : `Backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
