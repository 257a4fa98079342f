// Demo data: the promised amounts, once only, with accounts that sign in and images that are served.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { categories, images, promptRatings, prompts, promptVersions, tags, users } from '../schema.ts';
import { DEMO_ACCOUNTS, DEMO_PROMPTS, loadDemoData } from './load.ts';
import { DEMO_RATER_COUNT } from './ratings.ts';

describe('demo data', () => {
  let ctx: TestContext;
  let first: Awaited<ReturnType<typeof loadDemoData>>;
  beforeAll(async () => {
    ctx = await createTestApp();
    first = await loadDemoData(ctx.database.db);
  });
  afterAll(() => ctx.close());

  const counts = async () => {
    const db = ctx.database.db;
    return {
      users: await db.$count(users),
      categories: await db.$count(categories),
      tags: await db.$count(tags),
      prompts: await db.$count(prompts),
      images: await db.$count(images),
      ratings: await db.$count(promptRatings),
    };
  };

  it('loads at least 8 categories, 20 tags, 60 prompts, images, two accounts and the raters', async () => {
    expect(first.loaded).toBe(true);
    const loaded = await counts();
    expect(loaded.users).toBe(2 + DEMO_RATER_COUNT);
    expect(loaded.categories).toBeGreaterThanOrEqual(8);
    expect(loaded.tags).toBeGreaterThanOrEqual(20);
    expect(loaded.prompts).toBeGreaterThanOrEqual(60);
    expect(loaded.images).toBeGreaterThanOrEqual(6);
    expect(first.summary).toEqual(loaded);
  });

  it('never loads twice', async () => {
    const before = await counts();
    const again = await loadDemoData(ctx.database.db);
    expect(again.loaded).toBe(false);
    expect(again.accounts.map((a) => a.email)).toEqual(DEMO_ACCOUNTS.map((a) => a.email));
    expect(await counts()).toEqual(before);
  });

  it('has a mix of trending, featured and new prompts, many with placeholders', async () => {
    const get = async (path: string) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/prompts${path}` })).json();
    expect((await get('/trending?size=1')).totalCount).toBeGreaterThanOrEqual(8);
    expect((await get('/featured?size=1')).totalCount).toBeGreaterThanOrEqual(8);
    expect((await get('/new?size=1')).totalCount).toBeGreaterThanOrEqual(6);
    const all = await get('?size=100');
    const withPlaceholders = all.list.filter((p: { content: string }) => /\[[^\]]+\]/.test(p.content));
    expect(withPlaceholders.length).toBeGreaterThanOrEqual(40);
  });

  it('has two prompts each in German, Japanese, Arabic and Hindi, found by the language filter', async () => {
    for (const language of ['de', 'ja', 'ar', 'hi']) {
      const page = (await ctx.app.inject({ method: 'GET', url: `/api/prompts?language=${language}` })).json();
      expect(page.totalCount, language).toBe(2);
      expect(page.list.map((p: { language: string }) => p.language)).toEqual([language, language]);
    }
    const english = (await ctx.app.inject({ method: 'GET', url: '/api/prompts?language=en&size=1' })).json();
    expect(english.totalCount).toBe(DEMO_PROMPTS.filter((p) => !p.draft && !p.language).length);
  });

  it('lets both demo accounts sign in with the printed credentials, the admin as admin', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { email: account.email, password: account.password },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ username: account.username, role: account.role });
    }
  });

  it('serves the generated images of the prompts that have them', async () => {
    const all = (await ctx.app.inject({ method: 'GET', url: '/api/prompts?size=100' })).json();
    const withImages = all.list.filter((p: { imageUrls: string[] }) => p.imageUrls.length > 0);
    expect(withImages.length).toBeGreaterThanOrEqual(6);
    expect(withImages.some((p: { imageUrls: string[] }) => p.imageUrls.length >= 3)).toBe(true);
    const image = await ctx.app.inject({ method: 'GET', url: withImages[0].imageUrls[0] });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('lets search find a prompt by its tag and its category', async () => {
    const search = async (query: string) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/prompts/search?query=${query}&size=100` })).json();
    const byTag = await search('midjourney');
    expect(byTag.list.map((p: { title: string }) => p.title)).toContain('Cinematic Landscape Scene');
    const byCategory = await search('productivity');
    expect(byCategory.totalCount).toBeGreaterThanOrEqual(5);
  });

  it('backs every published demo prompt rating with real ratings whose mean it is', async () => {
    const db = ctx.database.db;
    const all = (await ctx.app.inject({ method: 'GET', url: '/api/prompts?size=100' })).json();
    expect(all.list).toHaveLength(DEMO_PROMPTS.filter((p) => !p.draft).length);
    const ratings = await db.select().from(promptRatings);
    for (const prompt of all.list as { id: number; title: string; rating: number; ratingCount: number }[]) {
      const values = ratings.filter((r) => r.promptId === prompt.id).map((r) => r.value);
      expect(prompt.ratingCount).toBe(values.length);
      expect(values.length).toBeGreaterThanOrEqual(6);
      const mean = values.reduce((a, b) => a + b, 0) / values.length;
      expect(prompt.rating).toBe(Math.round(mean * 10) / 10);
      expect(prompt.rating).toBe(DEMO_PROMPTS.find((p) => p.title === prompt.title)?.rating);
    }
  });

  it('lets no rater sign in', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'rater01@raters.promptlib.local', password: '!' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('starts every demo prompt at version 1', async () => {
    expect(await ctx.database.db.$count(promptVersions)).toBe(DEMO_PROMPTS.length);
    const all = (await ctx.app.inject({ method: 'GET', url: '/api/prompts?size=3' })).json();
    expect(all.list.map((p: { version: number }) => p.version)).toEqual([1, 1, 1]);
  });
});
