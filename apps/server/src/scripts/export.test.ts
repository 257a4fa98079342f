// The export command as an operator runs it: a process on the configured database, no server.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exportFileSchema } from '@prompt-lib/contract';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../test/database.ts';
import { runScript, type ScriptDatabase, scriptDatabase } from '../test/script-run.ts';

const script = path.join(import.meta.dirname, 'export.ts');

describe(`export command on ${testEngine}`, () => {
  let database: ScriptDatabase;
  let folder: string;
  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'promptlib-export-'));
    database = await scriptDatabase('export');
    await database.use(async ({ db }) => {
      await db.execute(sql`
        with owner as (
          insert into users (username, email, password_hash) values ('owner', 'owner@example.com', 'x') returning id
        )
        insert into prompts (title, content, preview_text, status, created_by, created_at)
        select title, content, preview, status, (select id from owner), timestamptz '2024-05-01T10:00:00Z' + n * interval '1 day'
        from (values (1, 'First, "quoted"', E'Line one\\nline two', 'A preview', 'published'),
                     (2, 'Hidden draft', 'Not for export at all', null, 'draft'),
                     (3, 'Second prompt', 'More content here', null, 'published')) as v(n, title, content, preview, status)
        order by n`);
      await db.execute(
        sql`insert into categories (name, display_order) values ('Writing', 0), ('Coding', 1)`,
      );
      await db.execute(sql`insert into tags (name) values ('email'), ('seo')`);
      await db.execute(sql`
        insert into prompt_categories (prompt_id, category_id)
        select p.id, c.id from prompts p, categories c
        where c.name = 'Writing' or (c.name = 'Coding' and p.title = 'Second prompt')`);
      await db.execute(sql`
        insert into prompt_tags (prompt_id, tag_id)
        select p.id, t.id from prompts p, tags t where p.title <> 'Second prompt' or t.name = 'seo'`);
    });
  });
  afterAll(() => database.drop());

  const run = (...args: string[]) => runScript(script, args, database.env);

  it('writes the published library as JSON to --out, oldest first', async () => {
    const out = path.join(folder, 'library.json');
    const result = await run('--format', 'json', '--out', out);
    expect(result).toMatchObject({ code: 0, stdout: '' });
    expect(result.stderr).toMatch(/^Exported the library as json to .*library\.json \(\d+ bytes\)\.\n$/);
    const file = exportFileSchema.parse(JSON.parse(readFileSync(out, 'utf8')));
    expect(file.prompts).toEqual([
      {
        title: 'First, "quoted"',
        content: 'Line one\nline two',
        previewText: 'A preview',
        categories: ['Writing'],
        tags: ['email', 'seo'],
        status: 'published',
        visibility: 'public',
        language: 'en',
        createdAt: '2024-05-02T10:00:00.000Z',
        images: [],
      },
      {
        title: 'Second prompt',
        content: 'More content here',
        previewText: null,
        categories: ['Writing', 'Coding'],
        tags: ['seo'],
        status: 'published',
        visibility: 'public',
        language: 'en',
        createdAt: '2024-05-04T10:00:00.000Z',
        images: [],
      },
    ]);
  });

  it('writes to standard output without --out, with the filters of the API', async () => {
    const csv = await run('--format', 'csv', '--scope', 'library', '--category', 'coding');
    expect(csv).toMatchObject({ code: 0, stderr: '' });
    expect(parse(csv.stdout, { columns: true })).toEqual([
      {
        title: 'Second prompt',
        content: 'More content here',
        previewText: '',
        categories: 'Writing;Coding',
        tags: 'seo',
        status: 'published',
        visibility: 'public',
        language: 'en',
        createdAt: '2024-05-04T10:00:00.000Z',
      },
    ]);
    const md = await run('--format', 'md', '--tag', 'email');
    expect(md.stdout.match(/^## .*$/gm)).toEqual(['## First, "quoted"']);
    const json = await run();
    expect(exportFileSchema.parse(JSON.parse(json.stdout)).prompts).toHaveLength(2);
  });

  it('refuses bad arguments and unknown filters with a message and exit code 1', async () => {
    for (const [args, message] of [
      [['--bogus'], "Unknown option '--bogus'"],
      [['--format', 'xml'], 'format must be json, csv or md'],
      [['--scope', 'mine'], 'exports --scope library only'],
      [['--category', 'Nope'], 'Category not found'],
      [['--tag', 'nope', '--out', path.join(folder, 'never.json')], 'Tag not found'],
    ] as const) {
      const result = await run(...args);
      expect(result.code, args.join(' ')).toBe(1);
      expect(result.stderr).toContain(message);
      expect(result.stdout).toBe('');
    }
    expect(() => readFileSync(path.join(folder, 'never.json'))).toThrow();
  });
});
