// Tests of the operator commands (scripts/): each runs a command as a process on its own database,
// embedded (a DATA_DIR) or a fresh PostgreSQL one, as the command itself would find it.
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type Database, openDatabase } from '../db/client.ts';
import { createPostgresDatabase, testEngine } from './database.ts';

export type ScriptDatabase = {
  /** DATA_DIR or DATABASE_URL, as the command reads them. */
  env: Record<string, string>;
  /** Opens (and migrates) the same database from the test, for `use`, then closes it. */
  use: <T>(use: (database: Database) => Promise<T>) => Promise<T>;
  drop: () => Promise<void>;
};

export async function scriptDatabase(name: string): Promise<ScriptDatabase> {
  const env: Record<string, string> = { DATA_DIR: mkdtempSync(path.join(tmpdir(), `promptlib-${name}-`)) };
  let drop = async () => {};
  if (testEngine === 'postgres') {
    const fresh = await createPostgresDatabase();
    env.DATABASE_URL = fresh.url;
    drop = fresh.drop;
  }
  return {
    env,
    drop,
    use: async (use) => {
      const database = await openDatabase(
        env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR as string },
      );
      try {
        await database.migrate();
        return await use(database);
      } finally {
        await database.close();
      }
    },
  };
}

export type ScriptResult = { code: number; stdout: string; stderr: string };

export async function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<ScriptResult> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [script, ...args], {
      env: { ...process.env, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
