// The library behind sign-in (access "signed-in"): every read answers 401 to a visitor and works for a
// signed-in user, the door stays open, crawlers are turned away, the pages send visitors to sign in,
// and the response cache never hands a visitor an answer it kept while the library was public, over
// real HTTP too (a kept answer goes out before Fastify sees the request).
import { SERVER_MSG, type Settings } from '@prompt-lib/contract';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { storeImage } from '../modules/images/store.ts';
import { addPrompt, seedTaxonomy, type TestUser } from '../modules/prompts/test-data.ts';
import { fakeWebBuild } from '../modules/seo/test-shell.ts';
import { SETTINGS_CHANNEL } from '../modules/settings/store.ts';
import { createTestApp, createUser, type TestContext } from '../test/app.ts';
import { testEngine } from '../test/database.ts';

const BASE = 'https://prompts.example.com';
const LIST = '/api/prompts?page=0&size=12&sort=createdAt,desc';
const UNAUTHORIZED = { statusCode: 401, error: 'Unauthorized', message: SERVER_MSG.unauthorized };

const MCP_INITIALIZE = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'test', version: '1' } },
};

describe(`the library behind sign-in on ${testEngine}`, () => {
  let ctx: TestContext;
  let owner: TestUser;
  let admin: TestUser;
  let promptId: number;
  /** Every read of the library a visitor could make, by URL. */
  let reads: string[];
  /** The server over HTTP, where kept answers are sent before Fastify. */
  let origin: string;

  beforeAll(async () => {
    ctx = await createTestApp({
      WEB_DIST: fakeWebBuild(),
      PUBLIC_URL: BASE,
      RESPONSE_CACHE_MB: '32',
      AUTH_RATE_LIMIT_MAX: '1000',
    });
    await seedTaxonomy(ctx);
    owner = await createUser(ctx);
    admin = await createUser(ctx, { role: 'admin' });
    promptId = (await addPrompt(ctx, owner, { title: 'Behind the door' })).id;
    const collection = await ctx.app.inject({
      method: 'POST',
      url: '/api/collections',
      headers: owner.auth,
      payload: { name: 'Starter set', public: true },
    });
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#3366ff' } })
      .png()
      .toBuffer();
    const image = await storeImage(ctx.database.db, png, owner.id);
    reads = [
      LIST,
      `/api/prompts/${promptId}`,
      `/api/prompts/${promptId}/versions`,
      '/api/categories',
      '/api/tags',
      `/api/collections/${collection.json().id}`,
      image.url,
      '/api/export?format=json',
    ];
    origin = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => ctx.close());
  afterEach(() => setAccess('public'));

  /** An admin changes the setting, as the settings screen does. */
  async function setAccess(access: Settings['access']) {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: admin.auth,
      payload: { ...ctx.app.settings.current(), access },
    });
    expect(res.statusCode).toBe(200);
  }
  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });
  const mcp = (headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/mcp',
      headers: { accept: 'application/json, text/event-stream', ...headers },
      payload: MCP_INITIALIZE,
    });

  it('answers visitors while the library is public', async () => {
    for (const url of reads) expect((await get(url)).statusCode, url).toBe(200);
    expect((await mcp()).statusCode).toBe(200);
  });

  it('answers 401 to a visitor for every read, MCP included, once behind sign-in', async () => {
    await setAccess('signed-in');
    for (const url of reads) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json(), url).toEqual(UNAUTHORIZED);
      // A token that no longer signs anyone in is no way around it.
      expect((await get(url, { authorization: 'Bearer not-a-token' })).statusCode, url).toBe(401);
    }
    const refused = await mcp();
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(UNAUTHORIZED);
  });

  it('is not stepped around by spelling a path with percent-encoding, which reaches the same route', async () => {
    await setAccess('signed-in');
    for (const url of [
      '/%61pi/prompts',
      `/ap%69/prompts/${promptId}`,
      '/%61pi/categories',
      '/%6Fg/site.png',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(401);
      expect(res.body, url).not.toContain('Behind the door');
    }
    const encodedMcp = await ctx.app.inject({
      method: 'POST',
      url: '/%6Dcp',
      headers: { accept: 'application/json, text/event-stream' },
      payload: MCP_INITIALIZE,
    });
    expect(encodedMcp.statusCode).toBe(401);
    const page = await get(`/%65xplorer/prompt/${promptId}`);
    expect(page.statusCode).toBe(302);
    expect(page.body).not.toContain('Behind the door');
    expect((await get('/%73itemap.xml')).body).not.toContain('<loc>');
  });

  it('lets a signed-in user read everything behind sign-in', async () => {
    await setAccess('signed-in');
    for (const url of reads) expect((await get(url, owner.auth)).statusCode, url).toBe(200);
    expect((await mcp(owner.auth)).statusCode).toBe(200);
  });

  it('keeps the door open: sign-in, registration, invitation links, public settings, health, API docs', async () => {
    await setAccess('signed-in');
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: owner.email, password: owner.password },
    });
    expect(login.statusCode).toBe(200);
    const register = await ctx.app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { username: 'newcomer', email: 'newcomer@example.com', password: 'a-password' },
    });
    expect(register.statusCode).toBe(201);
    // Its answer is about the invitation (unknown), not about signing in.
    expect((await get('/auth/invitations/unknown-token')).statusCode).toBe(404);
    const settings = await get('/api/settings/public');
    expect(settings.statusCode).toBe(200);
    expect(settings.json().access).toBe('signed-in');
    expect((await get('/api/health')).statusCode).toBe(200);
    expect((await get('/api/docs/json')).statusCode).toBe(200);
    // The web app's own screens load, so that visitors can sign in.
    const loginScreen = await get('/login', { accept: 'text/html' });
    expect(loginScreen.statusCode).toBe(200);
    expect(loginScreen.body).toContain('<div id="root">');
  });

  it('turns crawlers away: robots.txt disallows everything and the sitemap lists nothing', async () => {
    const openRobots = (await get('/robots.txt')).body.split('\n');
    expect(openRobots).toContain('Allow: /');
    expect((await get('/sitemap.xml')).body).toContain('<loc>');

    await setAccess('signed-in');
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    const lines = robots.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /');
    expect(lines).not.toContain('Allow: /');
    expect(robots.body).not.toContain('Sitemap:');

    const sitemap = await get('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.body).toContain('<sitemapindex');
    expect(sitemap.body).not.toContain('<loc>');
    expect((await get('/sitemap/pages.xml')).statusCode).toBe(401);
    expect((await get('/sitemap/prompts-1.xml')).statusCode).toBe(401);
  });

  it('shows no preview image to a visitor', async () => {
    expect((await get(`/og/prompt/${promptId}.png`)).statusCode).toBe(200);
    await setAccess('signed-in');
    for (const url of [`/og/prompt/${promptId}.png`, '/og/site.png']) {
      expect([401, 404], url).toContain((await get(url)).statusCode);
    }
  });

  it('sends a visitor of a server-rendered page to sign in, then back', async () => {
    expect((await get(`/explorer/prompt/${promptId}`)).body).toContain('Behind the door');
    await setAccess('signed-in');
    for (const [url, location] of [
      ['/', '/login'],
      ['/main?q=email', '/login?returnTo=%2Fmain%3Fq%3Demail'],
      [`/explorer/prompt/${promptId}`, `/login?returnTo=%2Fexplorer%2Fprompt%2F${promptId}`],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe(location);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).not.toContain('Behind the door');
    }
  });

  describe('the response cache', () => {
    const fetchList = (headers: Record<string, string> = {}) => fetch(`${origin}${LIST}`, { headers });

    it('keeps a visitor read while public, refuses it behind sign-in (over HTTP too), serves it again after', async () => {
      const first = await get(LIST);
      expect(first.statusCode).toBe(200);
      expect((await get(LIST)).body).toBe(first.body);
      const overHttp = await fetchList();
      expect(overHttp.status).toBe(200);
      expect(await overHttp.text()).toBe(first.body);

      await setAccess('signed-in');
      expect((await get(LIST)).statusCode).toBe(401);
      const refused = await fetchList();
      expect(refused.status).toBe(401);
      expect(await refused.json()).toEqual(UNAUTHORIZED);
      const page = await fetch(`${origin}/`, { redirect: 'manual' });
      expect(page.status).toBe(302);
      // A signed-in read goes on working, and is not handed to the next visitor.
      expect((await fetchList({ authorization: owner.auth.authorization })).status).toBe(200);
      expect((await fetchList()).status).toBe(401);

      await setAccess('public');
      expect((await get(LIST)).body).toBe(first.body);
      const again = await fetchList();
      expect(again.status).toBe(200);
      expect(await again.text()).toBe(first.body);
    });

    // The settings and the cache learn of a change by two announcements, which may reach a server in
    // either order: here the cache still holds what it kept while public when the server learns that
    // the library is behind sign-in (the settings row changed with its triggers off, and only the
    // settings' announcement sent).
    it('never hands a visitor an answer kept while public, even before the cache learns of the change', async () => {
      await fetchList();
      const kept = await fetchList();
      expect(kept.status).toBe(200);
      const etag = kept.headers.get('etag') ?? '';

      await ctx.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.execute(
          sql`update instance_settings set value = jsonb_set(value, '{access}', '"signed-in"') where id = 1`,
        );
      });
      await ctx.database.db.execute(sql`select pg_notify(${SETTINGS_CHANNEL}, '')`);
      expect(await within100ms(async () => ctx.app.settings.current().access === 'signed-in')).toBe(true);

      expect((await get(LIST)).statusCode).toBe(401);
      const refused = await fetchList();
      expect(refused.status).toBe(401);
      expect(await refused.json()).toEqual(UNAUTHORIZED);
      expect((await fetchList({ 'if-none-match': etag })).status).toBe(401);
      expect((await fetchList({ 'accept-encoding': 'br' })).status).toBe(401);
    });
  });
});

/** Polls `check` for up to 100 ms: a change announced by NOTIFY arrives a moment after its commit. */
async function within100ms(check: () => Promise<boolean>): Promise<boolean> {
  const deadline = performance.now() + 100;
  do {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 5));
  } while (performance.now() < deadline);
  return false;
}
