import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { queryRows } from './db/client.ts';
import { createTestApp, createUser, type TestContext } from './test/app.ts';

// The web build inlines theme-init.js into index.html (apps/web inline-head.ts).
const THEME_INIT = "document.documentElement.classList.toggle('dark', true)";

describe('server shell', () => {
  let ctx: TestContext;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'promptlib-web-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(
      path.join(webDist, 'index.html'),
      `<!doctype html><script>${THEME_INIT}</script><title>Prompt Lib</title><div id="root"></div>`,
    );
    writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(webDist, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'));
    ctx = await createTestApp({ WEB_DIST: webDist });
  });
  afterAll(() => ctx.close());

  it('applies every migration to an empty database', async () => {
    const tables = await queryRows<{ table_name: string }>(
      ctx.database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(tables.map((t) => t.table_name)).toEqual([
      'access_tokens',
      'account_links',
      'audit_log',
      'categories',
      'collection_prompts',
      'collection_shares',
      'collections',
      'group_members',
      'groups',
      'images',
      'import_jobs',
      'instance_settings',
      'invitations',
      'notification_preferences',
      'notifications',
      'popularity_state',
      'prompt_categories',
      'prompt_comments',
      'prompt_counts',
      'prompt_ratings',
      'prompt_shares',
      'prompt_snapshots',
      'prompt_suggestions',
      'prompt_tags',
      'prompt_usages',
      'prompt_versions',
      'prompts',
      'rate_limits',
      'reports',
      'revoked_sessions',
      'saved_prompts',
      'search_words',
      'tags',
      'user_identities',
      'users',
      'webhook_deliveries',
      'webhooks',
    ]);
    const [trgm] = await queryRows<{ s: number }>(
      ctx.database.db,
      sql`select similarity('prompt', 'promt') as s`,
    );
    expect(trgm?.s).toBeGreaterThan(0.3);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    for (const url of ['/api/nope', '/auth/nope', '/api']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
  });

  it('falls back to index.html for client routes', async () => {
    for (const url of ['/', '/main', '/dashboard', '/legal/privacy?x=1']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('lets the build’s inline script run by its hash, and no other inline script', async () => {
    const hash = createHash('sha256').update(THEME_INIT).digest('base64');
    for (const url of ['/main', '/dashboard']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
      expect(scriptSrc, url).toBe(`'self' 'sha256-${hash}'`);
    }
  });

  it('serves hashed assets with a long cache lifetime', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the build’s compressed copy to a browser that accepts it', async () => {
    const url = '/assets/app-abc123.js';
    const compressed = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toContain('javascript');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log(1)');
    const plain = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('does not fall back for non-GET requests', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/main', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain('not found');
  });

  it('takes an empty body sent as JSON as no body, and refuses broken JSON', async () => {
    const user = await createUser(ctx);
    const headers = { ...user.auth, 'content-type': 'application/json' };
    const empty = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/saved-prompts/999',
      headers,
      payload: '',
    });
    expect(empty.statusCode).toBe(404);
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers,
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('The request body is not valid JSON');
  });

  it('reports health', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('sends a page’s security headers on pages, and a resource’s on the API and images', async () => {
    const owner = await createUser(ctx);
    const image = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/assets/image/upload',
      headers: { ...owner.auth, 'content-type': 'multipart/form-data; boundary=b' },
      payload: Buffer.concat([
        Buffer.from(
          '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n',
        ),
        await sharp({ create: { width: 4, height: 4, channels: 3, background: '#4f46e5' } })
          .png()
          .toBuffer(),
        Buffer.from('\r\n--b--\r\n'),
      ]),
    });
    expect(image.statusCode).toBe(201);
    // Pages: the web app's and the API's browsable documentation.
    for (const url of ['/main', '/api/docs/']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      const csp = String(res.headers['content-security-policy']);
      // Only this origin, and the build's inline script by its hash (the test above).
      expect(csp, url).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')*(;|$)/);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['permissions-policy']).toContain('camera=()');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      // Plain http here: no HSTS, which would lock browsers out of an http install.
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
    // The API's answers, JSON and images: nothing may load in them or frame them, nothing sniffed,
    // and none of a page's own headers.
    // A percent-encoded spelling of an API path reaches the API's route and gets its headers too.
    for (const url of ['/api/prompts', '/%61pi/prompts', image.json().url, '/auth/me']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: owner.auth });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
      for (const pageOnly of [
        'permissions-policy',
        'referrer-policy',
        'x-frame-options',
        'cross-origin-opener-policy',
      ])
        expect(res.headers[pageOnly], `${url} ${pageOnly}`).toBeUndefined();
    }
  });

  it('sends HSTS when the public address is https', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://prompts.example.com' });
    try {
      for (const url of ['/api/health', '/main']) {
        const res = await secure.app.inject({ method: 'GET', url });
        expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      }
    } finally {
      await secure.close();
    }
  });

  it('logs one line per request, with its method, address, status and time', async () => {
    const lines: string[] = [];
    const logged = await buildApp({
      config: ctx.app.config,
      db: ctx.database.db,
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    });
    try {
      await logged.inject({ method: 'GET', url: '/api/categories' });
      await logged.inject({ method: 'GET', url: '/api/nowhere' });
      const requests = lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'request');
      expect(lines).toHaveLength(2);
      expect(requests).toMatchObject([
        { method: 'GET', url: '/api/categories', statusCode: 200, ms: expect.any(Number) },
        { method: 'GET', url: '/api/nowhere', statusCode: 404 },
      ]);
    } finally {
      await logged.close();
    }
  });
});
