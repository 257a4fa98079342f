// Import: each format read back as written, prompts.chat's CSV converted, bad files refused whole,
// the rules for users and admins, re-imports that create nothing, dry runs, and jobs (polled, hidden
// from others, stopped between batches).
import {
  type ExportFile,
  emptyImportReport,
  IMPORT_FALLBACK_CATEGORY,
  IMPORT_FALLBACK_TAG,
  IMPORT_MSG,
  SERVER_MSG,
} from '@prompt-lib/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { categories, importJobs, prompts, tags } from '../../db/schema.ts';
import { createTestApp, createUser, type TestContext } from '../../test/app.ts';
import { keptCountsThatDiffer, searchVectorsThatDiffer, searchWordsMissing } from '../../test/recount.ts';
import { addPrompt, errorBody, seedTaxonomy, type TestUser } from '../prompts/test-data.ts';
import { batchRowsOn } from './import-run.ts';

const BOUNDARY = 'promptlibtestboundary';

/** A multipart body with one `file` part. */
const multipart = (content: string | Buffer, filename = 'prompts.csv') =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);

const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
const csv = (rows: string[][]) => `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;

describe('import', () => {
  let ctx: TestContext;
  let user: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedTaxonomy(ctx);
    user = await createUser(ctx);
    admin = await createUser(ctx, { role: 'admin' });
  });
  afterAll(() => ctx.close());

  const upload = (who: TestUser, content: string | Buffer, query = '', filename?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/import${query}`,
      headers: { ...who.auth, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipart(content, filename),
    });
  const promptCount = () => ctx.database.db.$count(prompts);
  const mine = async (who: TestUser) =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/prompts/my-prompts?size=100',
        headers: who.auth,
      })
    )
      .json()
      .list.sort((a: { id: number }, b: { id: number }) => a.id - b.id) as {
      title: string;
      content: string;
      previewText: string | null;
      categories: string[];
      tags: string[];
      status: string;
      visibility: string;
      language: string;
    }[];

  it('reads back its own JSON, CSV and Markdown-free round trip: export, import elsewhere, export again', async () => {
    const author = await createUser(ctx);
    await addPrompt(ctx, author, {
      title: 'Quotes, commas; and\nlines',
      content: 'Say "hello", then [name]\r\nand a second line.',
      previewText: 'Tricky, "quoted"',
      categories: ['Writing', 'Coding'],
      tags: ['email', 'seo'],
      // Not what its text would be detected as: the import must keep it, not detect it again.
      language: 'fr',
    });
    await addPrompt(ctx, author, { title: 'A draft to move', categories: ['Marketing'] }, 'draft');
    for (const format of ['json', 'csv'] as const) {
      const exported = await ctx.app.inject({
        method: 'GET',
        url: `/api/export?format=${format}&scope=mine`,
        headers: author.auth,
      });
      expect(exported.statusCode).toBe(200);
      const fresh = await createTestApp();
      try {
        await seedTaxonomy(fresh);
        const importer = await createUser(fresh);
        const res = await fresh.app.inject({
          method: 'POST',
          url: '/api/import',
          headers: { ...importer.auth, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
          payload: multipart(exported.body, `library.${format}`),
        });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toMatchObject({
          status: 'done',
          total: 2,
          processed: 2,
          report: { created: 2, errorCount: 0 },
        });
        const again = await fresh.app.inject({
          method: 'GET',
          url: `/api/export?format=${format}&scope=mine`,
          headers: importer.auth,
        });
        const strip = (body: string) =>
          format === 'json'
            ? (JSON.parse(body) as ExportFile).prompts
            : body.split('\r\n').slice(1).join('\r\n');
        expect(strip(again.body)).toEqual(strip(exported.body));
        const languages = await fresh.app.inject({
          method: 'GET',
          url: '/api/prompts/my-prompts?sort=title',
          headers: importer.auth,
        });
        expect(languages.json().list.map((prompt: { language: string }) => prompt.language)).toEqual([
          'en',
          'fr',
        ]);
      } finally {
        await fresh.close();
      }
    }
  });

  it("imports prompts.chat's CSV with quotes, line breaks and variables as placeholders", async () => {
    const file = csv([
      ['act', 'prompt', 'for_devs', 'type', 'contributor'],
      [
        'Travel Guide',
        'I want you to act as a travel guide for ${City}. Suggest "hidden gems".\nKeep it short.',
        'FALSE',
        'TEXT',
        'a',
      ],
      [
        'Coder',
        'Write ${Language:Python} code that does {{task}}, then explain ${Language:Python} choices.',
        'TRUE',
        'TEXT',
        'b',
      ],
    ]);
    const res = await upload(user, file, '?defaultCategory=Coding&defaultTag=python');
    expect(res.json()).toMatchObject({
      status: 'done',
      total: 2,
      report: {
        created: 2,
        skipped: 0,
        errorCount: 0,
        placeholdersConverted: 4,
        categoriesCreated: 0,
        tagsCreated: 0,
      },
    });
    const imported = (await mine(user)).slice(-2);
    expect(imported[0]).toMatchObject({
      title: 'Travel Guide',
      content: 'I want you to act as a travel guide for [City]. Suggest "hidden gems".\nKeep it short.',
      previewText: 'I want you to act as a travel guide for [City].',
      categories: ['Coding'],
      tags: ['python'],
      status: 'draft',
    });
    expect(imported[1]?.content).toBe(
      'Write [Language: Python] code that does [task], then explain [Language: Python] choices.',
    );
    // The same file again creates nothing.
    const again = await upload(user, file, '?defaultCategory=Coding&defaultTag=python');
    expect(again.json().report).toMatchObject({ created: 0, skipped: 2 });
  });

  it('skips, among hundreds, exactly the prompts the importer already has', async () => {
    const importer = await createUser(ctx, { role: 'admin' });
    const row = (i: number) => [`Déjà vu ${i}`, `Schreibe über [Thema] ${i} 中文 ${i % 7}`];
    const first = Array.from({ length: 300 }, (_, i) => row(i * 2));
    const defaults = '?defaultCategory=Coding&defaultTag=python';
    expect(
      (await upload(importer, csv([['act', 'prompt'], ...first]), defaults)).json().report,
    ).toMatchObject({
      created: 300,
      skipped: 0,
    });
    // The same 300 among 300 new ones, and a new one twice: only the new ones, once each.
    const mixed = Array.from({ length: 600 }, (_, i) => row(i));
    const again = await upload(importer, csv([['act', 'prompt'], ...mixed, row(1)]), defaults);
    expect(again.json().report).toMatchObject({ created: 300, skipped: 301 });
  });

  it('tells the prompts the importer already has by their texts as they are now', async () => {
    const importer = await createUser(ctx, { role: 'admin' });
    const defaults = '?defaultCategory=Coding&defaultTag=python';
    const before = ['Editable', 'Draft about [topic]'];
    await upload(importer, csv([['act', 'prompt'], before]), defaults);
    await ctx.database.db
      .update(prompts)
      .set({ content: 'Final text about [topic]' })
      .where(eq(prompts.createdBy, importer.id));
    // The edited text is there already; the text it had before is not any more.
    const again = await upload(
      importer,
      csv([['act', 'prompt'], ['Editable', 'Final text about [topic]'], before]),
      defaults,
    );
    expect(again.json().report).toMatchObject({ created: 1, skipped: 1 });
  });

  it("detects the languages of prompts.chat's rows, which name none", async () => {
    const file = csv([
      ['act', 'prompt'],
      [
        'Reiseführer',
        'Ich möchte, dass du als Reiseführer für Lissabon auftrittst. Schlage mir drei Sehenswürdigkeiten vor, die Touristen selten besuchen, und erkläre kurz, warum sie sich lohnen.',
      ],
      ['旅行ガイド', 'あなたは京都の旅行ガイドです。観光客があまり訪れない名所を三つ紹介してください。'],
      [
        'مرشد سياحي',
        'أريدك أن تتصرف كمرشد سياحي في القاهرة. اقترح ثلاثة أماكن لا يزورها السياح كثيرًا واشرح سبب زيارتها.',
      ],
      [
        'यात्रा गाइड',
        'मैं चाहता हूँ कि आप जयपुर के लिए एक यात्रा गाइड की तरह काम करें। तीन ऐसी जगहें सुझाइए जहाँ पर्यटक कम जाते हैं।',
      ],
      [
        'Travel Guide for hidden places',
        'I want you to act as a travel guide for Lisbon. Suggest three places that tourists rarely visit and explain briefly why they are worth it.',
      ],
    ]);
    const res = await upload(user, file, '?defaultCategory=Writing&defaultTag=seo');
    expect(res.json()).toMatchObject({ status: 'done', report: { created: 5, errorCount: 0 } });
    const byTitle = new Map((await mine(user)).map((prompt) => [prompt.title, prompt.language]));
    expect(
      ['Reiseführer', '旅行ガイド', 'مرشد سياحي', 'यात्रा गाइड', 'Travel Guide for hidden places'].map((t) =>
        byTitle.get(t),
      ),
    ).toEqual(['de', 'ja', 'ar', 'hi', 'en']);
  });

  it('keeps the language a file names, detects it in files from before it, refuses a bad one', async () => {
    const importer = await createUser(ctx, { role: 'admin' });
    const german =
      'Schreibe eine freundliche, aber bestimmte E-Mail an den Kunden, in der du an die seit zwei Wochen offene Rechnung erinnerst.';
    const old = csv([
      ['title', 'content', 'previewText', 'categories', 'tags', 'status', 'createdAt', 'visibility'],
      ['Erinnerung an die Rechnung', german, '', 'Writing', 'email', 'published', '', 'public'],
    ]);
    expect((await upload(importer, old)).json()).toMatchObject({ report: { created: 1, errorCount: 0 } });
    const named = csv([
      ['title', 'content', 'categories', 'tags', 'language'],
      ['Named Brazilian', 'Content long enough to pass, in English.', 'Writing', 'email', 'pt-BR'],
      ['Named nothing', german.replace('Kunden', 'Händler'), 'Writing', 'email', ''],
      ['Bad language', 'Content long enough to pass.', 'Writing', 'email', 'Klingon!'],
    ]);
    expect((await upload(importer, named)).json()).toMatchObject({
      report: { created: 2, errors: [{ row: 3, message: SERVER_MSG.languageCode }] },
    });
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/import',
      headers: importer.auth,
      payload: {
        format: 'prompt-lib',
        version: 1,
        prompts: [
          {
            title: 'Old JSON, no language',
            content: german.replace('zwei', 'drei'),
            categories: ['Writing'],
            tags: ['seo'],
          },
          {
            title: 'JSON in Japanese',
            content: 'Any text, in any language.',
            categories: ['Writing'],
            tags: ['seo'],
            language: 'ja',
          },
        ],
      },
    });
    expect(json.json()).toMatchObject({ report: { created: 2, errorCount: 0 } });
    const byTitle = new Map((await mine(importer)).map((prompt) => [prompt.title, prompt.language]));
    expect(Object.fromEntries(byTitle)).toEqual({
      'Erinnerung an die Rechnung': 'de',
      'Named Brazilian': 'pt',
      'Named nothing': 'de',
      'Old JSON, no language': 'de',
      'JSON in Japanese': 'ja',
    });
  });

  it('files rows without categories or tags under defaults: Uncategorized/imported for admins, an error for users', async () => {
    const file = csv([
      ['act', 'prompt'],
      ['No taxonomy here', 'A prompt that came without categories.'],
    ]);
    const refused = await upload(user, file);
    expect(refused.json().report).toEqual({
      created: 0,
      skipped: 0,
      errors: [{ row: 1, message: IMPORT_MSG.noCategory }],
      errorCount: 1,
      categoriesCreated: 0,
      tagsCreated: 0,
      placeholdersConverted: 0,
    });
    const filed = await upload(admin, file);
    expect(filed.json().report).toMatchObject({ created: 1, categoriesCreated: 1, tagsCreated: 1 });
    const list = await mine(admin);
    expect(list.at(-1)).toMatchObject({
      categories: [IMPORT_FALLBACK_CATEGORY],
      tags: [IMPORT_FALLBACK_TAG],
      status: 'published',
    });
  });

  it("lets admins create unknown categories and tags, and reports them as a user's row errors", async () => {
    const file = csv([
      ['title', 'content', 'previewText', 'categories', 'tags', 'status', 'createdAt'],
      [
        'Brand new taxonomy',
        'Content long enough to pass.',
        '',
        'Gardening;Writing',
        'plants',
        'published',
        '',
      ],
      [
        'Known taxonomy',
        'Content long enough to pass.',
        '',
        'Writing',
        'email',
        'archived',
        '2024-03-05T10:00:00.000Z',
      ],
      ['x', 'too short', '', 'Writing', 'email', '', ''],
      ['Bad status', 'Content long enough to pass.', '', 'Writing', 'email', 'hidden', ''],
    ]);
    const byUser = await upload(user, file);
    expect(byUser.json().report).toMatchObject({
      created: 1,
      errorCount: 3,
      errors: [
        { row: 1, message: SERVER_MSG.unknownCategory('Gardening') },
        { row: 3, message: 'Title must be at least 3 characters' },
        { row: 4, message: IMPORT_MSG.badStatus },
      ],
    });
    expect((await mine(user)).at(-1)).toMatchObject({ title: 'Known taxonomy', status: 'archived' });
    const [created] = await queryRows<{ created_at: Date }>(
      ctx.database.db,
      sql`select created_at from prompts where title = 'Known taxonomy' and created_by = ${user.id}`,
    );
    expect(new Date(created?.created_at ?? 0).toISOString()).toBe('2024-03-05T10:00:00.000Z');

    const byAdmin = await upload(admin, file);
    expect(byAdmin.json().report).toMatchObject({
      created: 2,
      errorCount: 2,
      categoriesCreated: 1,
      tagsCreated: 1,
    });
    expect(await ctx.database.db.$count(categories, eq(categories.name, 'Gardening'))).toBe(1);
    expect(await ctx.database.db.$count(tags, eq(tags.name, 'plants'))).toBe(1);
    // The new category's list counts its prompt.
    const listed = (await ctx.app.inject({ method: 'GET', url: '/api/prompts?category=Gardening' })).json();
    expect(listed.totalCount).toBe(1);
  });

  it('checks everything and writes nothing in a dry run', async () => {
    const before = await promptCount();
    const file = csv([
      ['act', 'prompt'],
      ['Dry one', 'Say ${thing} please.'],
      ['Dry two', 'Another prompt text.'],
    ]);
    // 'imported', the fallback tag, exists since the test before; Poetry would be new.
    // Poetry would be new; the fallback tag "imported" exists since an earlier test.
    const res = await upload(admin, file, '?dryRun=true&defaultCategory=Poetry');
    expect(res.json()).toEqual({
      status: 'done',
      processed: 2,
      total: 2,
      report: {
        created: 2,
        skipped: 0,
        errors: [],
        errorCount: 0,
        categoriesCreated: 1,
        tagsCreated: 0,
        placeholdersConverted: 1,
      },
    });
    expect(await promptCount()).toBe(before);
    expect(await ctx.database.db.$count(categories, eq(categories.name, 'Poetry'))).toBe(0);
  });

  it('refuses files that are not prompts, or too long, or broken, writing nothing', async () => {
    const before = await promptCount();
    const notImportable = errorBody(400, 'Bad Request', IMPORT_MSG.notImportable);
    const cases: [string | Buffer, object | ((body: { message: string }) => void)][] = [
      [
        csv([
          ['name', 'text'],
          ['a', 'b'],
        ]),
        notImportable,
      ],
      ['{"hello": "world"}', notImportable],
      [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff, 0xfe, 0x00]), notImportable],
      [
        'title,content\r\n"Unclosed quote,Some content here\r\nNext,row',
        (body) => expect(body.message).toMatch(/^The CSV file could not be read: /),
      ],
      [
        '{"format": "prompt-lib", "prompts": [',
        (body) => expect(body.message).toMatch(/^The JSON file could not be read: /),
      ],
      [csv([['act', 'prompt']]), errorBody(400, 'Bad Request', IMPORT_MSG.empty)],
      [
        `act,prompt\r\n${'Row title,Some content for it\r\n'.repeat(200_001)}`,
        errorBody(400, 'Bad Request', IMPORT_MSG.tooManyRows),
      ],
    ];
    for (const [content, expected] of cases) {
      const res = await upload(admin, content);
      expect(res.statusCode, res.body).toBe(400);
      if (typeof expected === 'function') expected(res.json());
      else expect(res.json()).toEqual(expected);
    }
    const noFile = await ctx.app.inject({
      method: 'POST',
      url: '/api/import',
      headers: { ...admin.auth, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: `--${BOUNDARY}--\r\n`,
    });
    expect(noFile.statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/import', payload: {} })).statusCode).toBe(401);
    expect(await promptCount()).toBe(before);
  });

  it('refuses a file over 100 MB', async () => {
    const before = await promptCount();
    const res = await upload(admin, Buffer.alloc(100 * 1024 * 1024 + 10, 'a'));
    expect(res.json()).toEqual(errorBody(413, 'Payload Too Large', IMPORT_MSG.tooLarge));
    expect(await promptCount()).toBe(before);
  });

  it('takes our JSON as the request body too', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/import',
      headers: admin.auth,
      payload: {
        format: 'prompt-lib',
        version: 1,
        prompts: [
          {
            title: 'From a JSON body',
            content: 'Sent as the body itself.',
            categories: ['Writing'],
            tags: ['seo'],
          },
        ],
      },
    });
    expect(res.json()).toMatchObject({ status: 'done', report: { created: 1 } });
  });

  it('keeps a visibility the file names, gives the others the default for new prompts, refuses an unknown one', async () => {
    await ctx.app.settings.save({ ...ctx.app.settings.current(), defaultVisibility: 'internal' });
    try {
      const file = csv([
        ['title', 'content', 'categories', 'tags', 'status', 'visibility'],
        ['Kept private', 'Content long enough to pass.', 'Writing', 'email', 'published', 'Private'],
        ['Takes the default', 'Content long enough to pass.', 'Writing', 'email', 'published', ''],
        ['Bad visibility', 'Content long enough to pass.', 'Writing', 'email', 'published', 'secret'],
      ]);
      const res = await upload(admin, file);
      expect(res.json()).toMatchObject({
        status: 'done',
        report: { created: 2, errors: [{ row: 3, message: IMPORT_MSG.badVisibility }] },
      });
      const byTitle = new Map((await mine(admin)).map((prompt) => [prompt.title, prompt.visibility]));
      expect(byTitle.get('Kept private')).toBe('private');
      expect(byTitle.get('Takes the default')).toBe('internal');
      expect(byTitle.has('Bad visibility')).toBe(false);
    } finally {
      await ctx.app.settings.save({ ...ctx.app.settings.current(), defaultVisibility: 'public' });
    }
  });

  it('merges the search index entries of what it publishes once a batch, leaving none pending', async () => {
    const rows = Array.from({ length: 40 }, (_, i) => [
      `Merged ${i}`,
      `A prompt about zqmerged things, number ${i}.`,
      'Writing',
      'email',
      'published',
      i % 2 === 0 ? 'public' : 'private',
    ]);
    const res = await upload(
      admin,
      csv([['title', 'content', 'categories', 'tags', 'status', 'visibility'], ...rows]),
    );
    expect(res.json()).toMatchObject({ status: 'done', report: { created: 40 } });
    // A batch merges its own entries into the search indexes at once (migration 0060): none are left
    // in the pending lists that every search reads through.
    const [pending] = await queryRows<{ published: number; private: number }>(
      ctx.database.db,
      sql`select gin_clean_pending_list('prompts_search_published_idx'::regclass)::int as published,
        gin_clean_pending_list('prompts_private_search_idx'::regclass)::int as private`,
    );
    expect(pending).toEqual({ published: 0, private: 0 });
    const found = await ctx.app.inject({ method: 'GET', url: '/api/prompts/search?query=zqmerged&size=50' });
    expect(found.json().totalCount).toBe(20);
  });

  describe('jobs', () => {
    /** A made-up word per row (aa, ab, …), so each batch has words no other batch has. */
    const wordOf = (i: number) =>
      `zq${String.fromCharCode(97 + (Math.floor(i / 26) % 26))}${String.fromCharCode(97 + (i % 26))}`;
    const bigFile = (rows: number, prefix: string) =>
      csv([
        ['act', 'prompt'],
        ...Array.from({ length: rows }, (_, i) => [
          `${prefix} ${i}`,
          `Content of prompt ${prefix} ${i}, ${wordOf(i)}: it's under "C:\\${wordOf(i)}".`,
        ]),
      ]);

    const poll = async (jobId: string, who: TestUser) => {
      for (let i = 0; i < 200; i += 1) {
        const job = await ctx.app.inject({ method: 'GET', url: `/api/import/${jobId}`, headers: who.auth });
        if (job.json().status !== 'running') return job.json();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('job did not finish');
    };

    it('runs a large file as a job that its importer and admins can follow', async () => {
      const before = await promptCount();
      const res = await upload(user, bigFile(2500, 'Job'), '?defaultCategory=Writing&defaultTag=email');
      expect(res.statusCode).toBe(202);
      const { jobId } = res.json();
      const other = await createUser(ctx);
      expect(
        (await ctx.app.inject({ method: 'GET', url: `/api/import/${jobId}`, headers: other.auth })).json(),
      ).toEqual(errorBody(404, 'Not Found', IMPORT_MSG.jobNotFound));
      const done = await poll(jobId, user);
      expect(done).toMatchObject({
        status: 'done',
        total: 2500,
        processed: 2500,
        report: { created: 2500, errorCount: 0 },
      });
      expect(
        (await ctx.app.inject({ method: 'GET', url: `/api/import/${jobId}`, headers: admin.auth }))
          .statusCode,
      ).toBe(200);
      expect(await promptCount()).toBe(before + 2500);
      const [job] = await ctx.database.db.select().from(importJobs).where(eq(importJobs.id, jobId));
      expect(job?.batches).toBe(Math.ceil(2500 / batchRowsOn(ctx.database.engine)));
      // Every list, category, tag and word count the batches moved agrees with a full recount, each
      // prompt has the search vector its own text makes (the batches hand them in, in file order), and
      // every word of the imported prompts can be corrected to (the batches add them themselves).
      expect(await keptCountsThatDiffer(ctx.database.db)).toEqual([]);
      expect(await searchVectorsThatDiffer(ctx.database.db)).toEqual([]);
      expect(await searchWordsMissing(ctx.database.db)).toEqual([]);
    });

    it('reports a job whose instance stopped as failed, keeping only whole batches', async () => {
      const own = await createTestApp();
      try {
        await seedTaxonomy(own);
        const importer = await createUser(own);
        const batchRows = batchRowsOn(own.database.engine);
        const res = await own.app.inject({
          method: 'POST',
          url: '/api/import?defaultCategory=Writing&defaultTag=email',
          headers: { ...importer.auth, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
          payload: multipart(bigFile(5 * batchRows, 'Stopped')),
        });
        const { jobId } = res.json();
        // Stop this instance as soon as its first batch is in.
        for (let i = 0; i < 400; i += 1) {
          const [row] = await own.database.db.select().from(importJobs).where(eq(importJobs.id, jobId));
          if ((row?.batches ?? 0) > 0) break;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        await own.app.close();
        const [row] = await own.database.db.select().from(importJobs).where(eq(importJobs.id, jobId));
        const written = await own.database.db.$count(prompts);
        expect(row?.status).toBe('failed');
        expect(written % batchRows).toBe(0);
        expect(written).toBe((row?.batches ?? 0) * batchRows);
        expect(written).toBeLessThan(5 * batchRows);
        expect(row?.report).toMatchObject({ created: written });
      } finally {
        await own.database.close();
      }
    });

    it('fails a running job whose heartbeat stopped, from any instance', async () => {
      const [job] = await ctx.database.db
        .insert(importJobs)
        .values({
          id: 'stale-job',
          userId: user.id,
          total: 10,
          report: emptyImportReport(),
          heartbeatAt: new Date(Date.now() - 3_600_000),
        })
        .returning();
      expect(job?.status).toBe('running');
      const read = await ctx.app.inject({ method: 'GET', url: '/api/import/stale-job', headers: user.auth });
      expect(read.json()).toMatchObject({ status: 'failed', processed: 0, total: 10 });
    });
  });
});
