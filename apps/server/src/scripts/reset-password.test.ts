// The reset-password command as an operator runs it: a process on the configured database, no server.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { consumeLink } from '../modules/account/links.ts';
import { testEngine } from '../test/database.ts';
import { runScript, type ScriptDatabase, scriptDatabase } from '../test/script-run.ts';

const script = path.join(import.meta.dirname, 'reset-password.ts');

describe(`reset-password on ${testEngine}`, () => {
  let database: ScriptDatabase;
  let ownerId: number;
  beforeAll(async () => {
    database = await scriptDatabase('reset');
    ownerId = await database.use(async ({ db }) => {
      const [owner] = await db
        .insert(users)
        .values([
          { username: 'owner', email: 'Owner@Example.com', passwordHash: 'x' },
          { username: 'gone', email: 'gone@example.com', passwordHash: 'x', status: 'disabled' },
        ])
        .returning({ id: users.id });
      return owner?.id ?? 0;
    });
  });
  afterAll(() => database.drop());

  async function run(env: Record<string, string>, ...args: string[]) {
    const { code, stdout, stderr } = await runScript(script, args, { ...database.env, ...env });
    return { code, stdout, output: stdout + stderr };
  }
  const linkIn = (stdout: string) => stdout.trim().split('\n').at(-1) ?? '';
  const useLink = (url: string) =>
    database.use(({ db }) => consumeLink(db, 'reset', new URL(url).searchParams.get('token') ?? ''));

  it('prints a working reset link on PUBLIC_URL for the account, whatever the case of the e-mail', async () => {
    const result = await run({ PUBLIC_URL: 'https://prompts.example.com' }, '--email', 'owner@example.com');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Password-reset link for Owner@Example.com (username owner)');
    expect(result.stdout).toContain('for 60 minutes');
    const url = linkIn(result.stdout);
    expect(url).toMatch(/^https:\/\/prompts\.example\.com\/reset-password\?token=[\w-]{43}$/);
    expect(await useLink(url)).toBe(ownerId);
    expect(await useLink(url)).toBeNull();
  });

  it('uses http://localhost:PORT without PUBLIC_URL', async () => {
    const result = await run({ PORT: '4321' }, '--email', 'Owner@Example.com');
    expect(result.code).toBe(0);
    expect(linkIn(result.stdout)).toMatch(/^http:\/\/localhost:4321\/reset-password\?token=[\w-]{43}$/);
  });

  it('refuses an unknown or disabled account and bad arguments with a message and exit code 1', async () => {
    for (const [args, message] of [
      [['--email', 'nobody@example.com'], 'No account has the e-mail nobody@example.com.'],
      [['--email', 'gone@example.com'], 'The account gone@example.com is disabled'],
      [[], '--email is required.\nUsage: npm run reset-password'],
      [['--email', 'not-an-email'], 'Invalid email address'],
      [['--email', 'owner@example.com', '--bogus'], "Unknown option '--bogus'"],
    ] as const) {
      const result = await run({}, ...args);
      expect(result.code, args.join(' ')).toBe(1);
      expect(result.output).toContain(message);
      expect(result.stdout).not.toContain('token=');
    }
  });
});
