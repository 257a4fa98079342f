import { createHash } from 'node:crypto';
import {
  EXPORT_CSV_COLUMNS,
  type ExportedPrompt,
  type ExportFile,
  exportFileSchema,
  type Prompt,
} from '@prompt-lib/contract';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from '../../test/app.ts';
import { insertImage } from '../images/repository.ts';
import { imageUrl } from '../images/store.ts';
import { addPrompt, errorBody, seedTaxonomy, type TestUser } from '../prompts/test-data.ts';
import { EXPORT_BATCH_SIZE } from './export-repository.ts';

const TODAY = () => new Date().toISOString().slice(0, 10);

const exported = (prompt: Prompt): ExportedPrompt => ({
  title: prompt.title,
  content: prompt.content,
  previewText: prompt.previewText,
  categories: prompt.categories,
  tags: prompt.tags,
  status: prompt.status,
  createdAt: prompt.createdAt,
  visibility: prompt.visibility,
  language: prompt.language,
  images: prompt.imageUrls,
});

describe('export', () => {
  let ctx: TestContext;
  let taxonomy: Awaited<ReturnType<typeof seedTaxonomy>>;
  let author: TestUser;
  let reader: TestUser;
  let published: Prompt;
  let tricky: Prompt;
  let draft: Prompt;
  let archived: Prompt;
  let othersPublished: Prompt;

  beforeAll(async () => {
    ctx = await createTestApp();
    taxonomy = await seedTaxonomy(ctx);
    author = await createUser(ctx, { username: 'exporter' });
    reader = await createUser(ctx);
    published = await addPrompt(ctx, author, {
      title: 'Cold email opener',
      content: 'Write an opening line for a cold email to [name].',
      previewText: 'An opener that gets replies',
      categories: ['Marketing', 'Writing'],
      tags: ['seo', 'email'],
    });
    tricky = await addPrompt(ctx, author, {
      title: 'Commas, "quotes" and lines',
      content: 'First line, with a comma\nSecond "quoted" line\r\nThird with ``` a fence\n\n```\ncode\n```',
      previewText: 'Two\nlines',
      categories: ['Coding'],
      tags: ['python'],
    });
    draft = await addPrompt(ctx, author, { title: 'A draft idea' }, 'draft');
    archived = await addPrompt(ctx, author, { title: 'An archived one' }, 'archived');
    othersPublished = await addPrompt(ctx, reader, { title: "The reader's prompt", tags: ['python'] });
  });
  afterAll(() => ctx.close());

  const get = (query: string, user?: TestUser) =>
    ctx.app.inject({ method: 'GET', url: `/api/export?${query}`, headers: user?.auth ?? {} });
  const jsonExport = async (query: string, user?: TestUser): Promise<ExportFile> => {
    const res = await get(`format=json&${query}`, user);
    expect(res.statusCode, res.body).toBe(200);
    return exportFileSchema.parse(res.json());
  };
  const titles = (file: ExportFile) => file.prompts.map((prompt) => prompt.title);

  it('JSON: the documented file, published prompts oldest first, drafts and archived left out', async () => {
    const before = Date.now();
    const res = await get('format=json&scope=library');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="prompt-lib-library-${TODAY()}.json"`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const file = res.json();
    expect(Object.keys(file)).toEqual(['format', 'version', 'exportedAt', 'prompts']);
    expect(file).toMatchObject({ format: 'prompt-lib', version: 1 });
    expect(Date.parse(file.exportedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(file.prompts).toEqual([published, tricky, othersPublished].map(exported));
    expect(Object.keys(file.prompts[0])).toEqual([
      'title',
      'content',
      'previewText',
      'categories',
      'tags',
      'status',
      'createdAt',
      'visibility',
      'language',
      'images',
    ]);
    // Categories in display order, tags alphabetically, as everywhere else.
    expect(file.prompts[0]).toMatchObject({ categories: ['Writing', 'Marketing'], tags: ['email', 'seo'] });
  });

  it('defaults to JSON of the library, and an empty selection is still a whole file', async () => {
    const res = await get('');
    expect(res.headers['content-disposition']).toContain('prompt-lib-library-');
    expect(res.json().prompts).toHaveLength(3);
    const empty = await get('format=json&category=Marketing&tag=python');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({
      format: 'prompt-lib',
      version: 1,
      exportedAt: expect.any(String),
      prompts: [],
    });
    expect((await get('format=csv&tag=python&category=Marketing')).body).toBe(
      `${EXPORT_CSV_COLUMNS.join(',')}\r\n`,
    );
  });

  it('CSV: RFC 4180 with the documented header, names joined by ";", quoting that parses back', async () => {
    const res = await get('format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="prompt-lib-library-${TODAY()}.csv"`,
    );
    expect(
      res.body.startsWith(
        'title,content,previewText,categories,tags,status,createdAt,visibility,language\r\n',
      ),
    ).toBe(true);
    expect(res.body).toContain('"Commas, ""quotes"" and lines"');
    const records: Record<string, string>[] = parse(res.body, { columns: true });
    expect(records).toEqual(
      [published, tricky, othersPublished].map((prompt) => ({
        title: prompt.title,
        content: prompt.content,
        previewText: prompt.previewText ?? '',
        categories: prompt.categories.join(';'),
        tags: prompt.tags.join(';'),
        status: 'published',
        createdAt: prompt.createdAt,
        visibility: 'public',
        language: 'en',
      })),
    );
    expect(records[1]?.content).toContain('\r\n');
    // Every record ends in CRLF; a line break inside a cell is inside quotes.
    expect(res.body.endsWith('\r\n')).toBe(true);
    expect(parse(res.body, { record_delimiter: '\r\n' })).toHaveLength(4);
  });

  it('Markdown: one document, a section per prompt with its metadata and its content fenced', async () => {
    const res = await get('format=md');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="prompt-lib-library-${TODAY()}.md"`,
    );
    const [head, ...sections] = res.body.split(/^## /m);
    expect(head).toMatch(
      /^# Prompt Lib export\n\nScope: library\. Exported at \d{4}-\d\d-\d\dT[^ ]+Z\.\n\n$/,
    );
    expect(sections.map((section) => section.split('\n')[0])).toEqual([
      published.title,
      tricky.title,
      othersPublished.title,
    ]);
    expect(sections[0]).toBe(
      [
        'Cold email opener',
        '',
        '- Status: published',
        '- Visibility: public',
        '- Language: en',
        `- Created: ${published.createdAt}`,
        '- Categories: Writing; Marketing',
        '- Tags: email; seo',
        '',
        '> An opener that gets replies',
        '',
        '```text',
        published.content,
        '```',
        '',
        '',
      ].join('\n'),
    );
    // Content holding ``` gets a longer fence, so it ends where the content does.
    expect(sections[1]).toContain(`> Two\n> lines\n\n\`\`\`\`text\n${tricky.content}\n\`\`\`\`\n`);
  });

  it('mine: every status of the caller, nobody else’s; 401 without sign-in', async () => {
    const file = await jsonExport('scope=mine', author);
    expect(titles(file)).toEqual([published, tricky, draft, archived].map((prompt) => prompt.title));
    expect(file.prompts.map((prompt) => prompt.status)).toEqual([
      'published',
      'published',
      'draft',
      'archived',
    ]);
    const res = await get('scope=mine&format=csv', author);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="prompt-lib-mine-${TODAY()}.csv"`);
    expect(titles(await jsonExport('scope=mine', reader))).toEqual([othersPublished.title]);
    for (const scope of ['mine', 'saved']) {
      const anonymous = await get(`scope=${scope}&format=csv`);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual(errorBody(401, 'Unauthorized', 'Please sign in to continue'));
    }
  });

  it('saved: the caller’s saves that they can still see', async () => {
    const user = await createUser(ctx);
    const hidden = await addPrompt(ctx, reader, { title: 'Soon a draft' });
    for (const prompt of [othersPublished, published, hidden]) {
      const saved = await ctx.app.inject({
        method: 'POST',
        url: `/api/saved-prompts/${prompt.id}`,
        headers: user.auth,
      });
      expect(saved.statusCode).toBe(201);
    }
    const status = await ctx.app.inject({
      method: 'PUT',
      url: `/api/prompts/${hidden.id}/status?status=draft`,
      headers: reader.auth,
    });
    expect(status.statusCode).toBe(200);
    const file = await jsonExport('scope=saved', user);
    expect(titles(file)).toEqual([published.title, othersPublished.title]);
    expect(titles(await jsonExport('scope=saved', author))).toEqual([]);
    // The owner still sees their draft, so it stays in their saved export.
    await ctx.app.inject({ method: 'POST', url: `/api/saved-prompts/${hidden.id}`, headers: reader.auth });
    expect(titles(await jsonExport('scope=saved', reader))).toEqual(['Soon a draft']);
  });

  it('filters by category and tag, by name (any case) or id, combined; 404 for unknown ones', async () => {
    expect(titles(await jsonExport('category=writing'))).toEqual([published.title, othersPublished.title]);
    expect(titles(await jsonExport(`category=${taxonomy.categoryId.Coding}`))).toEqual([tricky.title]);
    expect(titles(await jsonExport('tag=PYTHON'))).toEqual([tricky.title, othersPublished.title]);
    expect(titles(await jsonExport(`tag=${taxonomy.tagId.python}&category=Coding`))).toEqual([tricky.title]);
    expect(titles(await jsonExport('scope=mine&category=Writing', author))).toEqual([
      published.title,
      draft.title,
      archived.title,
    ]);
    for (const [query, message] of [
      ['category=Nope', 'Category not found'],
      ['category=999999', 'Category not found'],
      ['category=99999999999', 'Category not found'],
      ['tag=nope', 'Tag not found'],
    ] as const) {
      const res = await get(`format=csv&${query}`);
      expect(res.statusCode, query).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['content-disposition']).toBeUndefined();
      expect(res.json()).toEqual(errorBody(404, 'Not Found', message));
    }
  });

  it('refuses a bad format, scope or images value with a 400 that names it', async () => {
    for (const [query, message] of [
      ['format=xml', 'format must be json, csv or md'],
      ['scope=everything', 'scope must be library, mine or saved'],
      ['images=inline', 'images must be link or embed'],
      ['category=', 'category must be an id or a name'],
    ] as const) {
      const res = await get(query, author);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toEqual(errorBody(400, 'Bad Request', message));
    }
    // Values are case-insensitive.
    expect((await get('format=CSV&scope=Library')).headers['content-type']).toBe('text/csv; charset=utf-8');
  });

  it('images=embed: this server’s images become data URIs of the stored bytes; other URLs stay', async () => {
    const bytes = Buffer.from('not really a png, but stored bytes all the same');
    const id = createHash('sha256').update(bytes).digest('hex');
    await insertImage(ctx.database.db, {
      id,
      contentType: 'image/png',
      data: bytes,
      width: 1,
      height: 1,
      byteSize: bytes.length,
      uploadedBy: null,
    });
    const user = await createUser(ctx);
    const foreign = 'https://example.com/picture.jpg';
    const missing = imageUrl('0'.repeat(64));
    await addPrompt(ctx, user, { title: 'With pictures', imageUrls: [imageUrl(id), foreign, missing] });
    const linked = await jsonExport('scope=mine', user);
    expect(linked.prompts[0]?.images).toEqual([imageUrl(id), foreign, missing]);
    const embedded = await jsonExport('scope=mine&images=embed', user);
    const [dataUri, ...others] = embedded.prompts[0]?.images ?? [];
    expect(others).toEqual([foreign, missing]);
    const match = /^data:image\/png;base64,(.+)$/.exec(dataUri ?? '');
    expect(Buffer.from(match?.[1] ?? '', 'base64')).toEqual(bytes);
    const markdown = await get('scope=mine&format=md&images=embed', user);
    expect(markdown.body).toContain(`![Image 1](<${dataUri}>)\n\n![Image 2](<${foreign}>)\n`);
  });

  it('is documented in the OpenAPI document', async () => {
    const docs = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = docs.paths['/api/export']?.get;
    expect(operation.summary).toMatch(/^Download prompts as JSON, CSV or Markdown/);
    expect(operation.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['format', 'scope', 'category', 'tag', 'images']),
    );
  });
});

describe('export of more prompts than one batch', () => {
  const COUNT = EXPORT_BATCH_SIZE * 2 + 200;
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedTaxonomy(ctx);
    const owner = await createUser(ctx);
    // Straight into the database: the API would take minutes for this many.
    await ctx.database.db.execute(sql`
      insert into prompts (title, content, status, created_by)
      select 'Bulk ' || lpad(g::text, 5, '0'), 'Bulk content, number ' || g,
             case when g % 100 = 0 then 'draft' else 'published' end, ${owner.id}::int
      from generate_series(1, ${COUNT}::int) g`);
    await ctx.database.db.execute(sql`
      insert into prompt_categories (prompt_id, category_id)
      select p.id, c.id from prompts p, categories c where c.name = 'Writing'`);
    await ctx.database.db.execute(sql`
      insert into prompt_tags (prompt_id, tag_id)
      select p.id, t.id from prompts p, tags t where t.name = 'seo' and right(p.title, 5)::int % 2 = 0`);
  });
  afterAll(() => ctx.close());

  const expectedTitles = (keep: (n: number) => boolean) =>
    Array.from({ length: COUNT }, (_, i) => i + 1)
      .filter((n) => n % 100 !== 0 && keep(n))
      .map((n) => `Bulk ${String(n).padStart(5, '0')}`);

  it('streams every published prompt once, in order, across batch boundaries, in each format', async () => {
    const get = (format: string, query = '') =>
      ctx.app.inject({ method: 'GET', url: `/api/export?format=${format}${query}` });
    const json = await get('json');
    const file = exportFileSchema.parse(json.json());
    expect(file.prompts.map((prompt) => prompt.title)).toEqual(expectedTitles(() => true));
    expect(file.prompts[EXPORT_BATCH_SIZE]).toMatchObject({ categories: ['Writing'], tags: ['seo'] });
    const csv: Record<string, string>[] = parse((await get('csv')).body, { columns: true });
    expect(csv.map((row) => row.title)).toEqual(expectedTitles(() => true));
    expect(csv.every((row) => row.categories === 'Writing')).toBe(true);
    const md = (await get('md')).body;
    expect(md.match(/^## /gm)).toHaveLength(expectedTitles(() => true).length);
    const tagged = exportFileSchema.parse((await get('json', '&tag=seo')).json());
    expect(tagged.prompts.map((prompt) => prompt.title)).toEqual(expectedTitles((n) => n % 2 === 0));
  });
});
