import { type Prompt, SERVER_MSG } from '@prompt-lib/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prompts } from '../../db/schema.ts';
import { createTestApp, createUser, type TestContext } from '../../test/app.ts';
import { addPrompt, errorBody, seedTaxonomy, type TestUser } from './test-data.ts';

describe('prompt lists', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let other: TestUser;
  let admin: TestUser;
  let ids: Awaited<ReturnType<typeof seedTaxonomy>>;
  /** Published, oldest first: alpha … echo. */
  const published: Prompt[] = [];
  let draft: Prompt;
  let archived: Prompt;

  beforeAll(async () => {
    ctx = await createTestApp();
    ids = await seedTaxonomy(ctx);
    owner = await createUser(ctx);
    other = await createUser(ctx);
    admin = await createUser(ctx, { role: 'admin' });
    const specs = [
      { title: 'Charlie prompt', categories: ['Writing'], tags: ['email'], rating: 4.5, usesCount: 3 },
      { title: 'alpha prompt', categories: ['Marketing'], tags: ['seo'], rating: 2, usesCount: 9 },
      {
        title: 'Echo prompt',
        categories: ['Writing', 'Coding'],
        tags: ['python'],
        rating: 4.5,
        usesCount: 0,
      },
      { title: 'bravo prompt', categories: ['Coding'], tags: ['python', 'email'], rating: 1, usesCount: 5 },
      { title: 'Delta prompt', categories: ['Marketing'], tags: ['email'], rating: 3, usesCount: 7 },
    ];
    for (const [i, { rating, usesCount, ...input }] of specs.entries()) {
      const prompt = await addPrompt(ctx, i % 2 === 0 ? owner : other, input);
      // Distinct creation times a day apart, so "newest first" is certain on every engine.
      const createdAt = new Date(Date.UTC(2025, 0, i + 1));
      await ctx.database.db
        .update(prompts)
        .set({ createdAt, rating, usesCount })
        .where(eq(prompts.id, prompt.id));
      published.push({ ...prompt, createdAt: createdAt.toISOString(), rating, usesCount });
    }
    draft = await addPrompt(
      ctx,
      owner,
      { title: 'Draft prompt', categories: ['Writing'], tags: ['email'] },
      'draft',
    );
    archived = await addPrompt(
      ctx,
      owner,
      { title: 'Old prompt', categories: ['Writing'], tags: ['email'] },
      'archived',
    );
  });
  afterAll(() => ctx.close());

  const get = async (url: string, user?: TestUser) => {
    const res = await ctx.app.inject({ method: 'GET', url, headers: user?.auth ?? {} });
    return { status: res.statusCode, body: res.json() };
  };
  const titles = (list: Prompt[]) => list.map((p) => p.title);
  const newestFirst = () => titles([...published].reverse());

  describe('GET /api/prompts', () => {
    it('answers published prompts only, newest first, with totalCount', async () => {
      for (const user of [undefined, owner, admin]) {
        const { status, body } = await get('/api/prompts', user);
        expect(status).toBe(200);
        expect(titles(body.list)).toEqual(newestFirst());
        expect(body.totalCount).toBe(5);
      }
    });

    it('answers each prompt in the same shape as the detail call', async () => {
      const { body } = await get('/api/prompts?size=1');
      const detail = await get(`/api/prompts/${body.list[0].id}`);
      expect(body.list[0]).toEqual(detail.body);
      expect(body.list[0]).toMatchObject({
        title: 'Delta prompt',
        categories: ['Marketing'],
        tags: ['email'],
      });
    });

    it('pages with a 0-based page and a size', async () => {
      const page1 = await get('/api/prompts?page=1&size=2');
      expect(titles(page1.body.list)).toEqual(newestFirst().slice(2, 4));
      expect(page1.body.totalCount).toBe(5);
      const past = await get('/api/prompts?page=7&size=2');
      expect(past.body).toEqual({ list: [], totalCount: 5 });
    });

    it('sorts by whitelisted fields, repeatable, the first sort first', async () => {
      const cases: [string, string[]][] = [
        ['sort=title,asc', ['alpha prompt', 'bravo prompt', 'Charlie prompt', 'Delta prompt', 'Echo prompt']],
        [
          'sort=usesCount,desc',
          ['alpha prompt', 'Delta prompt', 'bravo prompt', 'Charlie prompt', 'Echo prompt'],
        ],
        [
          'sort=rating,desc&sort=title,desc',
          ['Echo prompt', 'Charlie prompt', 'Delta prompt', 'alpha prompt', 'bravo prompt'],
        ],
        ['sort=createdAt,asc', titles(published)],
        ['sort=CreatedAt', titles(published)],
        [
          'sort=RATING,DESC&sort=createdAt,asc',
          ['Charlie prompt', 'Echo prompt', 'Delta prompt', 'alpha prompt', 'bravo prompt'],
        ],
      ];
      for (const [query, expected] of cases) {
        const { body } = await get(`/api/prompts?${query}`);
        expect(titles(body.list), query).toEqual(expected);
      }
    });

    it('sorts never-edited prompts last by updatedAt, in either direction', async () => {
      const edited = published[1] as Prompt;
      await ctx.database.db.update(prompts).set({ updatedAt: new Date() }).where(eq(prompts.id, edited.id));
      for (const direction of ['asc', 'desc']) {
        const { body } = await get(`/api/prompts?sort=updatedAt,${direction}`);
        expect(body.list[0].title).toBe(edited.title);
      }
      await ctx.database.db.update(prompts).set({ updatedAt: null }).where(eq(prompts.id, edited.id));
    });

    it('answers 400 with a clear message for a bad page, size or sort', async () => {
      const sortMessage =
        'sort must be one of createdAt, updatedAt, title, rating, usesCount, popular, optionally followed by ,asc or ,desc';
      const cases: [string, string][] = [
        ['page=-1', 'page must be at least 0'],
        ['page=1.5', 'page must be a whole number'],
        ['page=two', 'page must be a whole number'],
        ['size=0', 'size must be at least 1'],
        ['size=101', 'size must be at most 100'],
        ['size=ten', 'size must be a whole number'],
        ['sort=password,asc', sortMessage],
        ['sort=title,sideways', sortMessage],
        ['sort=title,asc&sort=id;drop table prompts', sortMessage],
      ];
      for (const [query, message] of cases) {
        const res = await get(`/api/prompts?${query}`);
        expect(res.body, query).toEqual(errorBody(400, 'Bad Request', message));
      }
    });

    it('filters by category and tag, each by id or name in any case', async () => {
      const cases: [string, string[]][] = [
        ['category=Coding', ['bravo prompt', 'Echo prompt']],
        ['category=coding', ['bravo prompt', 'Echo prompt']],
        [`category=${ids.categoryId.Marketing}`, ['Delta prompt', 'alpha prompt']],
        ['tag=EMAIL', ['Delta prompt', 'bravo prompt', 'Charlie prompt']],
        [`tag=${ids.tagId.python}`, ['bravo prompt', 'Echo prompt']],
        ['category=Writing&tag=python', ['Echo prompt']],
        ['category=Cooking', []],
        ['category=999999', []],
        ['tag=99999999999999', []],
      ];
      for (const [query, expected] of cases) {
        const { status, body } = await get(`/api/prompts?${query}`);
        expect(status).toBe(200);
        expect(titles(body.list), query).toEqual(expected);
        expect(body.totalCount).toBe(expected.length);
      }
    });
  });

  describe('trending, featured and new', () => {
    it('list the flagged published prompts only', async () => {
      const [first, second, third] = published as [Prompt, Prompt, Prompt];
      const flag = (id: number, path: string, query: string) =>
        ctx.app.inject({ method: 'PUT', url: `/api/prompts/${id}/${path}?${query}`, headers: admin.auth });
      await flag(first.id, 'trending', 'trending=true');
      await flag(draft.id, 'trending', 'trending=true');
      await flag(second.id, 'featured', 'featured=true');
      await flag(third.id, 'new', 'isNew=false');
      expect(titles((await get('/api/prompts/trending')).body.list)).toEqual([first.title]);
      expect((await get('/api/prompts/featured?size=1')).body).toMatchObject({ totalCount: 1 });
      const fresh = await get('/api/prompts/new');
      expect(fresh.body.totalCount).toBe(4);
      expect(titles(fresh.body.list)).not.toContain(third.title);
      const trendingCoding = await get('/api/prompts/trending?category=Coding');
      expect(trendingCoding.body).toEqual({ list: [], totalCount: 0 });
    });
  });

  describe('my-* lists', () => {
    it("answer the caller's own prompts of every status", async () => {
      const mine = await get('/api/prompts/my-prompts?sort=title,asc', owner);
      expect(titles(mine.body.list)).toEqual(
        ['Charlie prompt', 'Draft prompt', 'Echo prompt', 'Old prompt', 'Delta prompt'].sort((a, b) =>
          a.localeCompare(b),
        ),
      );
      expect(mine.body.list.map((p: Prompt) => p.status)).toContain('archived');
      const theirs = await get('/api/prompts/my-prompts', other);
      expect(titles(theirs.body.list)).toEqual(['bravo prompt', 'alpha prompt']);
    });

    it('narrow to the flagged ones, drafts included', async () => {
      const trending = await get('/api/prompts/my-trending', owner);
      expect(titles(trending.body.list).sort()).toEqual(['Charlie prompt', 'Draft prompt']);
      expect((await get('/api/prompts/my-featured', owner)).body.totalCount).toBe(0);
      expect((await get('/api/prompts/my-featured', other)).body.totalCount).toBe(1);
      expect((await get('/api/prompts/my-new', owner)).body.totalCount).toBe(4);
    });

    it('answer 401 to anonymous callers, before checking the query', async () => {
      for (const path of ['my-prompts', 'my-trending', 'my-featured', 'my-new']) {
        for (const query of ['', '?size=0']) {
          const res = await get(`/api/prompts/${path}${query}`);
          expect(res.body).toEqual(errorBody(401, 'Unauthorized', SERVER_MSG.unauthorized));
        }
      }
      expect((await get('/api/prompts/my-prompts?size=0', owner)).status).toBe(400);
    });
  });

  describe('category and tag arrays', () => {
    it('answer a plain array of published prompts, newest first, by id or name', async () => {
      for (const url of [
        '/api/prompts/category/writing',
        `/api/prompts/category/${ids.categoryId.Writing}`,
      ]) {
        const { status, body } = await get(url, owner);
        expect(status).toBe(200);
        expect(titles(body)).toEqual(['Echo prompt', 'Charlie prompt']);
      }
      const tagged = await get('/api/prompts/tag/Email', admin);
      expect(titles(tagged.body)).toEqual(['Delta prompt', 'bravo prompt', 'Charlie prompt']);
      const byId = await get(`/api/prompts/tag/${ids.tagId.seo}`);
      expect(titles(byId.body)).toEqual(['alpha prompt']);
    });

    it('answer 404 for an unknown category or tag', async () => {
      expect((await get('/api/prompts/category/Cooking')).body).toEqual(
        errorBody(404, 'Not Found', SERVER_MSG.categoryNotFound),
      );
      expect((await get('/api/prompts/category/99999999999')).status).toBe(404);
      expect((await get('/api/prompts/tag/nope')).body).toEqual(
        errorBody(404, 'Not Found', SERVER_MSG.tagNotFound),
      );
    });

    it('hide drafts and archived prompts from every public list', async () => {
      const hidden = [draft.title, archived.title];
      for (const url of [
        '/api/prompts?size=100',
        '/api/prompts/trending',
        '/api/prompts/new',
        '/api/prompts/search?query=prompt',
        '/api/prompts?search=draft',
      ]) {
        const { body } = await get(url, owner);
        for (const title of hidden) expect(titles(body.list)).not.toContain(title);
      }
      for (const url of ['/api/prompts/category/Writing', '/api/prompts/tag/email']) {
        const { body } = await get(url, admin);
        for (const title of hidden) expect(titles(body)).not.toContain(title);
      }
    });
  });
});

describe('the language filter of the lists and search (issue 31)', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let other: TestUser;
  /** Title → language, oldest first. */
  const made: [string, string][] = [];

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedTaxonomy(ctx);
    owner = await createUser(ctx);
    other = await createUser(ctx);
    const specs = [
      { title: 'Invoice reminder email', language: 'en', categories: ['Writing'], tags: ['email'] },
      { title: 'Rechnung Erinnerung email', language: 'de', categories: ['Writing'], tags: ['email'] },
      { title: 'Werbetext für Produkte', language: 'de-AT', categories: ['Marketing'], tags: ['seo'] },
      { title: '請求書のリマインダー email', language: 'ja', categories: ['Writing'], tags: ['email'] },
      { title: 'Product copy for the shop', language: 'en', categories: ['Marketing'], tags: ['seo'] },
    ];
    for (const [i, spec] of specs.entries()) {
      const prompt = await addPrompt(ctx, i % 2 === 0 ? owner : other, spec);
      await ctx.database.db
        .update(prompts)
        .set({ createdAt: new Date(Date.UTC(2025, 0, i + 1)) })
        .where(eq(prompts.id, prompt.id));
      made.push([prompt.title, prompt.language]);
    }
    // Detected, not named; and one that only its owner sees, and a draft: the filter shows no more.
    const detected = await addPrompt(ctx, other, {
      title: 'Erinnerung an die Rechnung',
      content:
        'Schreibe eine freundliche, aber bestimmte E-Mail an den Kunden, in der du an die seit zwei Wochen offene Rechnung erinnerst.',
    });
    made.push([detected.title, detected.language]);
    await addPrompt(ctx, owner, { title: 'Private Notiz email', language: 'de', visibility: 'private' });
    await addPrompt(ctx, owner, { title: 'Entwurf email', language: 'de' }, 'draft');
  });
  afterAll(() => ctx.close());

  const get = async (url: string, user?: TestUser) => {
    const res = await ctx.app.inject({ method: 'GET', url, headers: user?.auth ?? {} });
    return { status: res.statusCode, body: res.json() };
  };
  const titles = (list: Prompt[]) => list.map((p) => p.title);
  const inLanguage = (language: string) =>
    made
      .filter(([, lang]) => lang === language)
      .map(([title]) => title)
      .reverse();

  it('keeps the published prompts the reader may see in that language, counted as listed', async () => {
    expect(made.map(([, language]) => language)).toEqual(['en', 'de', 'de', 'ja', 'en', 'de']);
    for (const [language, expected] of [
      ['de', inLanguage('de')],
      ['ja', inLanguage('ja')],
      ['en', inLanguage('en')],
      ['fr', []],
    ] as const) {
      const { status, body } = await get(`/api/prompts?language=${language}`);
      expect(status).toBe(200);
      expect(titles(body.list)).toEqual(expected);
      expect(body.totalCount).toBe(expected.length);
    }
    // Its owner sees their private German prompt too, never the draft.
    const mine = await get('/api/prompts?language=de&size=1', owner);
    expect(mine.body.totalCount).toBe(4);
    expect(titles(mine.body.list)).toEqual(['Private Notiz email']);
  });

  it('takes a whole tag as its primary code, and refuses what is no code', async () => {
    expect(titles((await get('/api/prompts?language=DE-ch')).body.list)).toEqual(inLanguage('de'));
    for (const url of ['/api/prompts?language=german', '/api/prompts/search?query=email&language=1']) {
      expect((await get(url)).body).toEqual(errorBody(400, 'Bad Request', SERVER_MSG.languageCode));
    }
  });

  it('filters the search, the flag lists, the my- lists and the category and tag arrays', async () => {
    const search = await get('/api/prompts/search?query=email&language=de');
    // The German prompt written "E-Mail" matches too, as it would without the filter.
    expect(titles(search.body.list).sort()).toEqual([
      'Erinnerung an die Rechnung',
      'Rechnung Erinnerung email',
    ]);
    expect(search.body.totalCount).toBe(2);
    const searchJa = await get('/api/prompts/search?query=email&language=ja');
    expect(titles(searchJa.body.list)).toEqual(['請求書のリマインダー email']);
    const listSearch = await get('/api/prompts?search=email&language=en');
    expect(titles(listSearch.body.list)).toEqual(['Invoice reminder email']);
    const fresh = await get('/api/prompts/new?language=de');
    expect(fresh.body.totalCount).toBe(3);
    const myGerman = await get('/api/prompts/my-prompts?language=de', owner);
    expect(titles(myGerman.body.list).sort()).toEqual(
      ['Entwurf email', 'Private Notiz email', 'Werbetext für Produkte'].sort(),
    );
    expect(titles((await get('/api/prompts?category=Marketing&language=de')).body.list)).toEqual([
      'Werbetext für Produkte',
    ]);
    expect(titles((await get('/api/prompts/category/Marketing?language=en')).body)).toEqual([
      'Product copy for the shop',
    ]);
    expect(titles((await get('/api/prompts/tag/email?language=ja')).body)).toEqual([
      '請求書のリマインダー email',
    ]);
    expect((await get('/api/prompts/tag/email?language=xx!')).status).toBe(400);
  });
});
