// Backups of the configured database, for `npm run backup` and `npm run restore`:
// - PGlite: its data directory as a gzipped tar (PGlite's own dumpDataDir), restored into a new
//   directory with loadDataDir. The server must be stopped (PGlite allows one process).
// - PostgreSQL: pg_dump's custom format, restored with pg_restore in one transaction; both tools come
//   with PostgreSQL's client package, and a clear message says so when they are missing.
// A backup of one engine cannot be restored into the other (the formats tell them apart). Restoring
// over a database that holds data needs `force`; on PGlite the old directory is kept beside it.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, open, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type DatabaseTarget, openDatabase, queryRows } from './client.ts';

export class BackupError extends Error {}

const PG_CLIENT_HINT =
  'install PostgreSQL client tools of the server’s major version (Debian: apt-get install postgresql-client)';

function run(tool: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    let errors = '';
    const child = spawn(tool, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    child.stderr.on('data', (chunk) => {
      errors += chunk;
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new BackupError(`${tool} was not found: ${PG_CLIENT_HINT}.`) : error),
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${tool} failed (exit ${code}): ${errors.trim()}`)),
    );
  });
}

export async function backup(target: DatabaseTarget, out: string): Promise<void> {
  if ('url' in target) return run('pg_dump', ['--format=custom', '--no-owner', `--file=${out}`, target.url]);
  const database = await openDatabase(target);
  try {
    const dump = await database.dumpDataDir?.();
    if (!dump) throw new BackupError('This database cannot be dumped.');
    await writeFile(out, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
}

type BackupKind = 'pglite' | 'postgres';

async function kindOf(file: string): Promise<BackupKind> {
  const handle = await open(file).catch(() => {
    throw new BackupError(`Cannot read ${file}.`);
  });
  try {
    const { buffer } = await handle.read(Buffer.alloc(5), 0, 5, 0);
    if (buffer[0] === 0x1f && buffer[1] === 0x8b) return 'pglite';
    if (buffer.toString('latin1') === 'PGDMP') return 'postgres';
  } finally {
    await handle.close();
  }
  throw new BackupError(
    `${file} is not a Prompt Lib backup (a PGlite data directory dump or a pg_dump custom-format file).`,
  );
}

async function holdsData(target: DatabaseTarget): Promise<boolean> {
  if ('dataDir' in target) return existsSync(path.join(target.dataDir, 'PG_VERSION'));
  const database = await openDatabase(target);
  try {
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
    );
    return (row?.n ?? 0) > 0;
  } finally {
    await database.close();
  }
}

/** Restores `file` into the configured database; answers where the replaced data went, if anywhere. */
export async function restore(target: DatabaseTarget, file: string, force: boolean): Promise<string | null> {
  const kind = await kindOf(file);
  const engine: BackupKind = 'url' in target ? 'postgres' : 'pglite';
  if (kind !== engine) {
    throw new BackupError(
      kind === 'pglite'
        ? 'This is a backup of the embedded database; unset DATABASE_URL to restore it.'
        : 'This is a PostgreSQL backup; set DATABASE_URL to the database to restore it into.',
    );
  }
  if (!force && (await holdsData(target))) {
    throw new BackupError('The database already holds data; add --force to replace it.');
  }
  if ('url' in target) {
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      `--dbname=${target.url}`,
      file,
    ]);
    return null;
  }
  if (!('dataDir' in target)) throw new BackupError('Nothing to restore into.');
  const { dataDir } = target;
  let kept: string | null = null;
  if (existsSync(dataDir)) {
    kept = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    await rename(dataDir, kept);
    await mkdir(dataDir, { recursive: true });
    // The token secret lives beside the database: sessions stay valid across a restore.
    const secret = path.join(kept, 'jwt-secret');
    if (existsSync(secret)) await copyFile(secret, path.join(dataDir, 'jwt-secret'));
  }
  const database = await openDatabase(target, new Blob([await readFile(file)]));
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  return kept;
}
