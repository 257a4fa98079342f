import { gunzipSync } from 'node:zlib';
import { LANGUAGE_CODES } from '@prompt-lib/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { createTestApp, createUser, type TestContext } from '../../test/app.ts';
import { addGroup, addPrompt, privateToGroup, seedTaxonomy } from '../prompts/test-data.ts';
import { promptSitemap, sitemapIndex } from './sitemap.ts';

const BASE = 'https://prompts.example.com';
const COUNT = 1000;

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('robots.txt and the sitemap', () => {
  let ctx: TestContext;
  let categoryId: Record<string, number>;
  let firstId = 0;
  let author = '';
  beforeAll(async () => {
    ctx = await createTestApp({ PUBLIC_URL: BASE });
    const user = await createUser(ctx);
    author = user.username;
    ({ categoryId } = await seedTaxonomy(ctx));
    // 1,000 prompts: every 10th a draft, every other 25th archived; the rest published (880).
    const ids = await queryRows<{ id: number }>(
      ctx.database.db,
      sql`
      insert into prompts (title, content, created_by, status, created_at, updated_at)
      select 'Bulk ' || g, 'Bulk content ' || g, ${user.id}::int,
             case when g % 10 = 0 then 'draft' when g % 25 = 0 then 'archived' else 'published' end,
             timestamptz '2024-01-01T00:00:00Z' + g * interval '1 minute',
             case when g = 7 then timestamptz '2030-01-02T03:04:05Z' end
      from generate_series(1, ${COUNT}::int) g
      returning id`,
    );
    firstId = Math.min(...ids.map((row) => row.id));
  });
  afterAll(() => ctx.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

  it('robots.txt allows the public pages, keeps crawlers off the API and signed-in screens, names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of [
      '/api/',
      '/auth/',
      '/dashboard',
      '/myprompts',
      '/promptslist',
      '/profile/',
      '/login',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(res.body).not.toMatch(/Disallow: \/(main|explorer)/);
    expect(lines).toContain(`Sitemap: ${BASE}/sitemap.xml`);
  });

  it('the index lists the pages sitemap and one prompt page, with lastmod', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(res.body)).toEqual([`${BASE}/sitemap/pages.xml`, `${BASE}/sitemap/prompts-1.xml`]);
    expect(res.body).toContain(
      `<sitemap><loc>${BASE}/sitemap/prompts-1.xml</loc><lastmod>2030-01-02T03:04:05.000Z</lastmod></sitemap>`,
    );
  });

  it('a prompt page lists exactly the published prompts, each with its lastmod', async () => {
    const res = await get('/sitemap/prompts-1.xml');
    expect(res.statusCode).toBe(200);
    const urls = locs(res.body);
    expect(urls).toHaveLength(880);
    expect(urls[0]).toBe(`${BASE}/explorer/prompt/${firstId}`);
    expect(urls).not.toContain(`${BASE}/explorer/prompt/${firstId + 9}`); // g = 10, a draft
    expect(urls).not.toContain(`${BASE}/explorer/prompt/${firstId + 24}`); // g = 25, archived
    expect(res.body.match(/<lastmod>/g)).toHaveLength(880);
    // Edited: its edit; never edited: its creation.
    expect(res.body).toContain(
      `<url><loc>${BASE}/explorer/prompt/${firstId + 6}</loc><lastmod>2030-01-02T03:04:05.000Z</lastmod>`,
    );
    expect(res.body).toContain(
      `<url><loc>${BASE}/explorer/prompt/${firstId}</loc><lastmod>2024-01-01T00:01:00.000Z</lastmod>`,
    );
  });

  it('names each page in every interface language and the negotiated one (issue 31)', async () => {
    const body = (await get('/sitemap/prompts-1.xml')).body;
    expect(body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const prompt = `${BASE}/explorer/prompt/${firstId}`;
    const entry = body.slice(
      body.indexOf(`<loc>${prompt}</loc>`),
      body.indexOf('</url>', body.indexOf(`<loc>${prompt}</loc>`)),
    );
    const links = [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)];
    expect(links.map((m) => m[1])).toEqual([...LANGUAGE_CODES, 'x-default']);
    expect(links.find((m) => m[1] === 'ar')?.[2]).toBe(`${prompt}?lang=ar`);
    expect(links.at(-1)?.[2]).toBe(prompt);
    const pages = (await get('/sitemap/pages.xml')).body;
    expect(pages).toContain(
      `<xhtml:link rel="alternate" hreflang="de" href="${BASE}/main?category=${categoryId.Writing}&#38;lang=de"/>`,
    );
  });

  it('pages of a smaller size split the same prompts into id blocks', async () => {
    const size = 400;
    const index = await sitemapIndex(ctx.database.db, BASE, size);
    const pages = locs(index).slice(1);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    let total = 0;
    for (const page of pages) {
      const n = Number(/prompts-(\d+)\.xml$/.exec(page ?? '')?.[1]);
      const xml = (await promptSitemap(ctx.database.db, BASE, n, size)) ?? '';
      const count = locs(xml).length;
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThanOrEqual(size);
      total += count;
    }
    expect(total).toBe(880);
    expect(await promptSitemap(ctx.database.db, BASE, 999, size)).toBeNull();
  });

  it('the pages sitemap has home, the explorer, every category and the profile of each author', async () => {
    const res = await get('/sitemap/pages.xml');
    expect(locs(res.body)).toEqual([
      `${BASE}/`,
      `${BASE}/main`,
      `${BASE}/main?category=${categoryId.Writing}`,
      `${BASE}/main?category=${categoryId.Marketing}`,
      `${BASE}/main?category=${categoryId.Coding}`,
      `${BASE}/u/${encodeURIComponent(author)}`,
    ]);
    expect(res.body).toContain(`<url><loc>${BASE}/main</loc><lastmod>2030-01-02T03:04:05.000Z</lastmod>`);
  });

  it('an empty block is a 404, and a gzip-accepting crawler gets the compressed copy', async () => {
    expect((await get('/sitemap/prompts-2.xml')).statusCode).toBe(404);
    expect((await get('/sitemap/prompts-x.xml')).statusCode).toBe(404);
    const res = await get('/sitemap/prompts-1.xml', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(locs(gunzipSync(res.rawPayload).toString())).toHaveLength(880);
  });
});

describe('the sitemap of a library with prompts a visitor may not read (issue 28)', () => {
  it('lists only the public prompt, and no profile of an author whose prompts are internal or shared', async () => {
    const ctx = await createTestApp({ PUBLIC_URL: BASE });
    try {
      await seedTaxonomy(ctx);
      const admin = await createUser(ctx, { role: 'admin' });
      const author = await createUser(ctx, { username: 'open-author' });
      const teamAuthor = await createUser(ctx, { username: 'team-author' });
      const team = await addGroup(ctx, admin, 'Sitemap readers', [teamAuthor]);
      await addPrompt(ctx, teamAuthor, { visibility: 'internal' });
      await addPrompt(ctx, teamAuthor, privateToGroup(team));
      const open = await addPrompt(ctx, author);
      const get = async (url: string) => locs((await ctx.app.inject({ method: 'GET', url })).body);
      expect(await get('/sitemap.xml')).toEqual([
        `${BASE}/sitemap/pages.xml`,
        `${BASE}/sitemap/prompts-1.xml`,
      ]);
      const prompts = await get('/sitemap/prompts-1.xml');
      expect(prompts).toEqual([`${BASE}/explorer/prompt/${open.id}`]);
      const profiles = (await get('/sitemap/pages.xml')).filter((loc) => loc?.startsWith(`${BASE}/u/`));
      expect(profiles).toEqual([`${BASE}/u/open-author`]);
    } finally {
      await ctx.close();
    }
  });
});
