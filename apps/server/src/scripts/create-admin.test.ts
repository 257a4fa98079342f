// The create-admin command as a user runs it: a process on the configured database, no server.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { verifyPassword } from '../modules/auth/password.ts';
import { testEngine } from '../test/database.ts';
import { runScript, type ScriptDatabase, scriptDatabase } from '../test/script-run.ts';

const script = path.join(import.meta.dirname, 'create-admin.ts');

describe(`create-admin on ${testEngine}`, () => {
  let database: ScriptDatabase;
  beforeAll(async () => {
    database = await scriptDatabase('admin');
  });
  afterAll(() => database.drop());

  async function run(...args: string[]) {
    const { code, stdout, stderr } = await runScript(script, args, database.env);
    return { code, output: stdout + stderr };
  }

  const accounts = () => database.use((db) => db.db.select().from(users));

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
