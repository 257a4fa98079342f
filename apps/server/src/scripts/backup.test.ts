// Backups as an operator makes and restores them: a round trip on the configured engine, refusals
// that change nothing, and the replaced embedded directory kept aside.
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, tags } from '../db/schema.ts';
import { testEngine } from '../test/database.ts';
import { runScript, type ScriptDatabase, scriptDatabase } from '../test/script-run.ts';

const backupScript = path.join(import.meta.dirname, 'backup.ts');
const restoreScript = path.join(import.meta.dirname, 'restore.ts');

describe(`backup and restore on ${testEngine}`, () => {
  let database: ScriptDatabase;
  let folder: string;
  beforeAll(async () => {
    database = await scriptDatabase('backup');
    folder = path.dirname(database.env.DATA_DIR as string);
    await database.use(({ db }) => db.insert(categories).values({ name: 'Kept in the backup' }));
  });
  afterAll(() => database.drop());

  const names = () => database.use(({ db }) => db.select({ name: categories.name }).from(categories));

  it('restores the database as it was backed up, and only when told to replace data', async () => {
    const file = path.join(folder, `promptlib-${testEngine}-${Date.now()}.backup`);
    const made = await runScript(backupScript, ['--out', file], database.env);
    expect(made, made.stderr).toMatchObject({ code: 0 });
    expect(existsSync(file)).toBe(true);

    await database.use(async ({ db }) => {
      await db.delete(categories);
      await db.insert(categories).values({ name: 'Written after the backup' });
      await db.insert(tags).values({ name: 'also-after' });
    });

    const refused = await runScript(restoreScript, [file], database.env);
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('add --force to replace it') });
    expect(await names()).toEqual([{ name: 'Written after the backup' }]);

    const restored = await runScript(restoreScript, [file, '--force'], database.env);
    expect(restored, restored.stderr).toMatchObject({
      code: 0,
      stdout: expect.stringContaining(`Restored ${file}.`),
    });
    expect(await names()).toEqual([{ name: 'Kept in the backup' }]);
    expect(await database.use(({ db }) => db.$count(tags))).toBe(0);
    if (testEngine === 'pglite') {
      const kept = /kept at (.+)\.$/m.exec(restored.stdout)?.[1];
      expect(kept && existsSync(path.join(kept, 'PG_VERSION'))).toBe(true);
    }
  });

  it('refuses a file that is no backup, and asks for --out', async () => {
    const notABackup = path.join(folder, 'notes.txt');
    writeFileSync(notABackup, 'hello');
    expect(await runScript(restoreScript, [notABackup, '--force'], database.env)).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('is not a Prompt Lib backup'),
    });
    expect(await runScript(backupScript, [], database.env)).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Name the backup file with --out'),
    });
    expect(await names()).toEqual([{ name: 'Kept in the backup' }]);
  });
});
