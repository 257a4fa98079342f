// X-Request-Id (issue 32): every answer names its request as the log does, whether Fastify or the
// HTTP server's early path sent it; behind a trusted proxy, the proxy's id is taken over.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './test/app.ts';
import { testEngine } from './test/database.ts';

/** A test app over real HTTP (so kept answers take the early path), with its base URL. */
async function served(env: Record<string, string>) {
  const ctx = await createTestApp({ RESPONSE_CACHE_MB: '8', ...env });
  const url = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  return { ctx, url };
}

describe(`request ids on ${testEngine}`, () => {
  let direct: { ctx: TestContext; url: string };
  let proxied: { ctx: TestContext; url: string };
  beforeAll(async () => {
    direct = await served({});
    proxied = await served({ TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await direct.ctx.close();
    await proxied.ctx.close();
  });

  const idOf = async (base: string, path: string, headers: Record<string, string> = {}) =>
    (await fetch(`${base}${path}`, { headers })).headers.get('x-request-id');

  it('names every answer, computed, kept, refused or unknown, each with an id of its own', async () => {
    const list = '/api/prompts?page=0&size=12';
    const ids = [
      await idOf(direct.url, list),
      await idOf(direct.url, list), // kept: sent before Fastify
      await idOf(direct.url, '/api/prompts/abc'),
      await idOf(direct.url, '/api/no-such-route'),
      await idOf(direct.url, '/auth/me'),
    ];
    for (const id of ids) expect(id).toMatch(/^req-[0-9a-z]+$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("ignores a client's own X-Request-Id unless a trusted proxy sends it", async () => {
    expect(await idOf(direct.url, '/api/categories', { 'x-request-id': 'from-the-client' })).toMatch(/^req-/);
    const list = '/api/prompts?page=0&size=6';
    for (const id of ['edge-7f3a:1', 'edge-7f3a:2']) {
      // The second read is a kept answer, sent before Fastify: it names the proxy's id too.
      expect(await idOf(proxied.url, list, { 'x-request-id': id })).toBe(id);
    }
  });

  it('replaces an id a proxy sends that is too long or holds other characters', async () => {
    for (const bad of ['two words', 'x'.repeat(129), 'tab\there', '{"json":1}']) {
      expect(await idOf(proxied.url, '/api/tags', { 'x-request-id': bad })).toMatch(/^req-[0-9a-z]+$/);
    }
  });
});
