// The import command as an operator runs it: a process on the configured database, no server.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { IMPORT_FALLBACK_CATEGORY } from '@prompt-lib/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prompts, users } from '../db/schema.ts';
import { testEngine } from '../test/database.ts';
import { runScript, type ScriptDatabase, scriptDatabase } from '../test/script-run.ts';

const script = path.join(import.meta.dirname, 'import.ts');

describe(`import command on ${testEngine}`, () => {
  let database: ScriptDatabase;
  let file: string;
  beforeAll(async () => {
    database = await scriptDatabase('import');
    file = path.join(database.env.DATA_DIR as string, 'prompts.csv');
    writeFileSync(
      file,
      'act,prompt\r\nTravel Guide,"Act as a guide for ${City}, with ""tips""."\r\nx,too short\r\nPoet,Write a poem about {{topic}}.\r\n',
    );
  });
  afterAll(() => database.drop());

  const run = (...args: string[]) => runScript(script, args, database.env);
  const count = () => database.use((db) => db.db.$count(prompts));

  it('refuses without an admin to import as, or an unknown --as', async () => {
    expect(await run(file)).toMatchObject({ code: 1, stderr: expect.stringContaining('No admin account') });
    expect(await run(file, '--as', 'nobody@example.com')).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('No account with the e-mail nobody@example.com'),
    });
    expect((await run()).stderr).toContain('Usage: npm run import');
  });

  it('checks a file without writing in a dry run, then imports it as the first admin', async () => {
    await database.use((db) =>
      db.db
        .insert(users)
        .values({ username: 'root', email: 'root@example.com', passwordHash: '!', role: 'admin' }),
    );
    const dry = await run(file, '--dry-run');
    expect(dry.code).toBe(2);
    expect(dry.stderr).toContain('Checking 3 prompts as root (admin)');
    expect(dry.stderr).toContain('Dry run: would create 2, skipped 0 already there, 1 row errors');
    expect(await count()).toBe(0);

    const real = await run(file);
    expect(JSON.parse(real.stdout)).toEqual({
      created: 2,
      skipped: 0,
      errors: [{ row: 2, message: 'Title must be at least 3 characters' }],
      errorCount: 1,
      categoriesCreated: 1,
      tagsCreated: 1,
      placeholdersConverted: 2,
    });
    const rows = await database.use((db) => db.db.select().from(prompts));
    expect(rows.map((row) => row.content).sort()).toEqual([
      'Act as a guide for [City], with "tips".',
      'Write a poem about [topic].',
    ]);
    expect(rows[0]?.taxonomyText).toContain(IMPORT_FALLBACK_CATEGORY);
    // Again: everything is already there.
    expect(JSON.parse((await run(file)).stdout)).toMatchObject({ created: 0, skipped: 2 });
  });

  it('says why a file cannot be read', async () => {
    const broken = path.join(database.env.DATA_DIR as string, 'broken.csv');
    writeFileSync(broken, 'name,text\r\na,b\r\n');
    const result = await run(broken);
    expect(result).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Expected a Prompt Lib export'),
    });
  });
});
