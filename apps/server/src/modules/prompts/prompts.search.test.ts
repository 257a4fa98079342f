import type { Prompt } from '@prompt-lib/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prompts, tags } from '../../db/schema.ts';
import { changeTaxonomy } from '../../db/taxonomy.ts';
import { createTestApp, createUser, type TestContext } from '../../test/app.ts';
import { addPrompt, errorBody, promptInput, seedTaxonomy, type TestUser } from './test-data.ts';

describe('prompt search', () => {
  let ctx: TestContext;
  let owner: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedTaxonomy(ctx);
    owner = await createUser(ctx);
    const specs = [
      // Older than the content-only match below, so only ranking can put it first.
      { title: 'Newsletter writer', content: 'Draft an engaging issue for subscribers about [topic].' },
      {
        title: 'Quarterly report summary',
        content: 'Summarise the report and mention the newsletter budget.',
      },
      { title: 'Meeting notes tidy-up', content: 'Turn raw meeting notes into action items for the team.' },
      { title: 'Notes for a product meeting', content: 'Prepare an agenda for the product review session.' },
      { title: 'Spreadsheet formulas', content: 'Explain the formula that computes [metric] per row.' },
      {
        title: 'Python refactoring coach',
        content: 'Refactor this function for readability.',
        tags: ['python'],
      },
    ];
    for (const spec of specs) await addPrompt(ctx, owner, spec);
    await addPrompt(
      ctx,
      owner,
      { title: 'Secret newsletter draft', content: 'Not public yet at all.' },
      'draft',
    );
  });
  afterAll(() => ctx.close());

  const search = async (query: string, extra = '') => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/prompts/search?query=${encodeURIComponent(query)}${extra}`,
      headers: owner.auth,
    });
    return { status: res.statusCode, body: res.json() };
  };
  const titles = (list: Prompt[]) => list.map((p) => p.title);

  it('ranks a title match above a content-only match, and leaves out drafts', async () => {
    const { status, body } = await search('newsletter');
    expect(status).toBe(200);
    expect(titles(body.list)).toEqual(['Newsletter writer', 'Quarterly report summary']);
    expect(body.totalCount).toBe(2);
  });

  it('finds a prompt by the name of its tag or category', async () => {
    expect(titles((await search('python')).body.list)).toEqual(['Python refactoring coach']);
    const byCategory = await search('writing');
    expect(byCategory.body.totalCount).toBe(6);
  });

  it('still finds a misspelt word or the start of a word', async () => {
    expect(titles((await search('newsleter')).body.list)).toContain('Newsletter writer');
    expect(titles((await search('spreadsh')).body.list)).toEqual(['Spreadsheet formulas']);
    // The start of a word found only in a prompt's content ("readability").
    expect(titles((await search('readab')).body.list)).toEqual(['Python refactoring coach']);
    // A misspelt word that only a prompt's content holds.
    expect(titles((await search('readabilty')).body.list)).toEqual(['Python refactoring coach']);
    const mine = await ctx.app.inject({ url: '/api/prompts/my-prompts?search=readab', headers: owner.auth });
    expect(titles(mine.json().list)).toEqual(['Python refactoring coach']);
    expect(titles((await search('Quartrly reprt')).body.list)).toContain('Quarterly report summary');
    // A short tag name misspelt ("pyton") is too far off by word similarity, close by similarity.
    expect(titles((await search('pyton')).body.list)).toContain('Python refactoring coach');
  });

  it('reads a word that full-text search takes an ending off as a whole word, not as a start', async () => {
    // "coing" stems to "co", which would find "coach" and "computes".
    const { body } = await search('coing');
    expect(titles(body.list)).toEqual([]);
    expect(body.totalCount).toBe(0);
  });

  it('wants every corrected word, and any of them only when they never meet', async () => {
    // "meeting" alone would also find "Meeting notes tidy-up"; "agenda" is in one of them.
    const both = await search('meetng agnda');
    expect(titles(both.body.list)).toEqual(['Notes for a product meeting']);
    expect(both.body.totalCount).toBe(1);
    // No prompt holds both "newsletter" and "formula": the prompts holding either.
    const either = await search('newsleter formla');
    expect(titles(either.body.list).sort()).toEqual([
      'Newsletter writer',
      'Quarterly report summary',
      'Spreadsheet formulas',
    ]);
  });

  it('treats "quoted words" as a phrase and -word as an exclusion', async () => {
    const loose = await search('meeting notes');
    expect(loose.body.totalCount).toBe(2);
    expect(titles((await search('"meeting notes"')).body.list)).toEqual(['Meeting notes tidy-up']);
    expect(titles((await search('notes -product')).body.list)).toEqual(['Meeting notes tidy-up']);
    expect(titles((await search('newsletter or spreadsheet')).body.list)).toHaveLength(3);
  });

  it('pages the ranked matches, with the caller’s sort ordering equal ranks', async () => {
    const first = await search('meeting notes', '&size=1&page=0&sort=title,asc');
    const second = await search('meeting notes', '&size=1&page=1&sort=title,asc');
    expect(first.body.totalCount).toBe(2);
    expect([...titles(first.body.list), ...titles(second.body.list)].sort()).toEqual([
      'Meeting notes tidy-up',
      'Notes for a product meeting',
    ]);
  });

  it('answers all published prompts, newest first, for an empty query', async () => {
    const all = await ctx.app.inject({ method: 'GET', url: '/api/prompts?size=100', headers: owner.auth });
    for (const query of ['', '   ']) {
      const { status, body } = await search(query, '&size=100');
      expect(status).toBe(200);
      expect(body).toEqual(all.json());
      expect(body.totalCount).toBe(6);
    }
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/prompts/search' });
    expect(missing.json().totalCount).toBe(6);
  });

  it('ranks the same way through the list call’s search filter', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/prompts?search=newsletter&sort=createdAt,desc',
    });
    expect(titles(res.json().list)).toEqual(['Newsletter writer', 'Quarterly report summary']);
  });

  it('takes hostile input as plain text', async () => {
    const hostile = [
      "'; DROP TABLE prompts; --",
      "newsletter' OR '1'='1",
      '%_%',
      '\\',
      ')(|&!:*',
      '<script>alert(1)</script>',
      '"unterminated',
      '-',
      'a\u0000b',
      '🙂 émoji ünïcode',
    ];
    for (const query of hostile) {
      const { status, body } = await search(query);
      expect(status, query).toBe(200);
      expect(body.list, query).toEqual(expect.any(Array));
    }
    expect(await ctx.database.db.$count(prompts)).toBe(7);
  });

  it('answers 400 to a query longer than 200 characters and to bad paging', async () => {
    const long = await search('x'.repeat(201));
    expect(long.body).toEqual(errorBody(400, 'Bad Request', 'query: Search must be at most 200 characters'));
    expect((await search('notes', '&size=500')).body.message).toBe('size must be at most 100');
  });
});

describe('search of a changing library', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let tagId: Record<string, number>;

  beforeAll(async () => {
    ctx = await createTestApp();
    ({ tagId } = await seedTaxonomy(ctx));
    owner = await createUser(ctx);
  });
  afterAll(() => ctx.close());

  const titlesFound = async (query: string, extra = '') => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/prompts/search?query=${query}${extra}` });
    return (res.json().list as Prompt[]).map((p) => p.title);
  };

  it('corrects a misspelt word of an edited title or content and of a renamed tag', async () => {
    const prompt = await addPrompt(ctx, owner, { title: 'Placeholder', content: 'Nothing here yet.' });
    expect(await titlesFound('haikoo')).toEqual([]);
    expect(await titlesFound('limerik')).toEqual([]);
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/prompts/${prompt.id}`,
      headers: owner.auth,
      payload: promptInput({ title: 'Haiku workshop', content: 'Then a limerick about it.' }),
    });
    expect(edited.statusCode).toBe(200);
    expect(await titlesFound('haikoo')).toEqual(['Haiku workshop']);
    expect(await titlesFound('limerik')).toEqual(['Haiku workshop']);

    expect(await titlesFound('copywritng')).toEqual([]);
    const id = tagId.email as number;
    await changeTaxonomy(ctx.database.db, 'tag', id, (tx) =>
      tx.update(tags).set({ name: 'copywriting' }).where(eq(tags.id, id)),
    );
    expect(await titlesFound('copywritng')).toEqual(['Haiku workshop']);
  });

  it('reads a word the library holds as that word when correcting, not as the start of longer ones', async () => {
    await addPrompt(ctx, owner, { title: 'Art class', content: 'Paint with watercolours.', tags: ['seo'] });
    await addPrompt(ctx, owner, { title: 'Artist statement', content: 'Describe your work.', tags: ['seo'] });
    // No prompt holds both words, and "qqxzv" has no reading: the search is for "art" alone.
    const res = await ctx.app.inject({ method: 'GET', url: '/api/prompts/search?query=art%20qqxzv' });
    expect((res.json().list as Prompt[]).map((p) => p.title)).toEqual(['Art class']);
    expect(res.json().totalCount).toBe(1);
    // A word the library does not hold is still read as a start too.
    expect(await titlesFound('artis')).toEqual(['Artist statement']);
  });

  it('puts title matches first, then the other matches in the caller’s sort, across pages', async () => {
    for (const title of ['Alpha plan', 'Bravo plan']) {
      await addPrompt(ctx, owner, { title, content: 'Facts about the zeppelin.', tags: ['seo'] });
    }
    await addPrompt(ctx, owner, { title: 'Zeppelin quiz', content: 'Ten questions.', tags: ['seo'] });
    expect(await titlesFound('zeppelin', '&sort=title,asc')).toEqual([
      'Zeppelin quiz',
      'Alpha plan',
      'Bravo plan',
    ]);
    expect(await titlesFound('zeppelin', '&sort=title,desc')).toEqual([
      'Zeppelin quiz',
      'Bravo plan',
      'Alpha plan',
    ]);
    const pages = await Promise.all(
      [0, 1, 2].map((page) => titlesFound('zeppelin', `&sort=title,desc&size=1&page=${page}`)),
    );
    expect(pages).toEqual([['Zeppelin quiz'], ['Bravo plan'], ['Alpha plan']]);
  });
});

describe('search with many title matches', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
    const owner = await createUser(ctx);
    const minute = 60_000;
    const start = Date.UTC(2026, 0, 1);
    // More title matches than are ranked (100), then one match in the content only, newest of all.
    await ctx.database.db.insert(prompts).values([
      ...Array.from({ length: 501 }, (_, i) => ({
        title: `Lantern ${String(i).padStart(3, '0')}`,
        content: 'Light the way.',
        createdBy: owner.id,
        createdAt: new Date(start + i * minute),
      })),
      {
        title: 'Camping list',
        content: 'Pack a lantern.',
        createdBy: owner.id,
        createdAt: new Date(start + 600 * minute),
      },
    ]);
  });
  afterAll(() => ctx.close());

  const page = async (n: number) =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/prompts/search?query=lantern&sort=createdAt,desc&size=12&page=${n}`,
      })
    ).json();

  it('lists them in the caller’s sort, still before the content-only match', async () => {
    const first = await page(0);
    expect(first.totalCount).toBe(502);
    expect(first.list.map((p: Prompt) => p.title).slice(0, 3)).toEqual([
      'Lantern 500',
      'Lantern 499',
      'Lantern 498',
    ]);
    const last = await page(41);
    expect(last.list.map((p: Prompt) => p.title)).toEqual([
      ...['Lantern 008', 'Lantern 007', 'Lantern 006', 'Lantern 005', 'Lantern 004'],
      ...['Lantern 003', 'Lantern 002', 'Lantern 001', 'Lantern 000', 'Camping list'],
    ]);
  });
});

describe("an owner's search of their own prompts", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedTaxonomy(ctx);
  });
  afterAll(() => ctx.close());

  it('finds them by word, by the start of a word and by a misspelt word, title matches first', async () => {
    const author = await createUser(ctx);
    const other = await createUser(ctx);
    const published = await addPrompt(ctx, author, {
      title: 'Walrus census',
      content: 'Count every one of them.',
    });
    const draft = await addPrompt(ctx, author, { title: 'Draft', content: 'A walrus haiku.' }, 'draft');
    const archived = await addPrompt(
      ctx,
      author,
      { title: 'Walrus archive', content: 'Old census notes.' },
      'archived',
    );
    const hidden = await addPrompt(ctx, author, { title: 'Hidden', content: 'A walrus joke.' });
    await ctx.database.db.update(prompts).set({ hiddenAt: new Date() }).where(eq(prompts.id, hidden.id));
    await addPrompt(ctx, other, { title: 'Walrus facts', content: 'Facts that are not theirs.' });
    const mine = async (text: string) =>
      (
        await ctx.app.inject({
          url: `/api/prompts/my-prompts?search=${encodeURIComponent(text)}`,
          headers: author.auth,
        })
      ).json() as { list: Prompt[]; totalCount: number };
    const found = await mine('walrus');
    expect(found.totalCount).toBe(4);
    // Title matches first, then the others newest first.
    expect(
      found.list
        .slice(0, 2)
        .map((p) => p.id)
        .sort(),
    ).toEqual([published.id, archived.id].sort());
    expect(found.list.slice(2).map((p) => p.id)).toEqual([hidden.id, draft.id]);
    // The start of a word, and a misspelt one, are read through the same tests.
    expect((await mine('walr')).totalCount).toBe(4);
    expect((await mine('wlrus')).totalCount).toBe(4);
  });
});
