// The create-admin command as a user runs it: a process on the configured database, no server.
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { verifyPassword } from '../modules/auth/password.ts';
import { createPostgresDatabase, testEngine } from '../test/database.ts';

const script = path.join(import.meta.dirname, 'create-admin.ts');

describe(`create-admin on ${testEngine}`, () => {
  let env: Record<string, string>;
  let cleanup = async () => {};
  beforeAll(async () => {
    env = { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'promptlib-admin-')) };
    if (testEngine === 'postgres') {
      const fresh = await createPostgresDatabase();
      env.DATABASE_URL = fresh.url;
      cleanup = fresh.drop;
    }
  });
  afterAll(() => cleanup());

  async function run(...args: string[]) {
    try {
      const { stdout, stderr } = await promisify(execFile)(process.execPath, [script, ...args], {
        env: { ...process.env, ...env },
      });
      return { code: 0, output: stdout + stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, output: failed.stdout + failed.stderr };
    }
  }

  async function accounts() {
    const database = await openDatabase(
      env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR as string },
    );
    try {
      return await database.db.select().from(users);
    } finally {
      await database.close();
    }
  }

  it('creates an admin in an empty database', async () => {
    const result = await run('--email', 'Owner@Example.com', '--password', 'first-password');
    expect(result).toMatchObject({ code: 0 });
    expect(result.output).toContain('Created admin Owner@Example.com (username Owner)');
    const [owner] = await accounts();
    expect(owner).toMatchObject({ email: 'Owner@Example.com', username: 'Owner', role: 'admin' });
    expect(await verifyPassword(owner?.passwordHash ?? '', 'first-password')).toBe(true);
  });

  it('promotes the account with that e-mail, whatever its case, and sets the new password', async () => {
    const result = await run('--email', 'owner@example.com', '--password', 'second-password');
    expect(result.output).toContain('Promoted owner@example.com to admin');
    const all = await accounts();
    expect(all).toHaveLength(1);
    expect(await verifyPassword(all[0]?.passwordHash ?? '', 'second-password')).toBe(true);
  });

  it('refuses missing, unknown and invalid arguments with a message and exit code 1', async () => {
    for (const [args, message] of [
      [[], 'Both --email and --password are required.'],
      [['--email', 'x@example.com', '--password', 'long-enough', '--bogus'], "Unknown option '--bogus'"],
      [['--email', 'not-an-email', '--password', 'long-enough'], 'Invalid email address'],
      [['--email', 'x@example.com', '--password', 'short'], 'at least 8 characters'],
      [
        ['--email', 'x@example.com', '--password', 'long-enough', '--username', 'ab'],
        'Username must be at least 3',
      ],
    ] as const) {
      const result = await run(...args);
      expect(result.code, args.join(' ')).toBe(1);
      expect(result.output).toContain(message);
      expect(result.output).toContain('Usage: npm run create-admin');
    }
    expect(await accounts()).toHaveLength(1);
  });
});
