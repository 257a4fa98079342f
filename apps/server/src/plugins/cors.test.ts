// Cross-origin token calls (issue 30's browser extension): a preflight asking to send Authorization and
// the call itself are allowed from any origin, a refused token's 401 too, answers kept by the response
// cache keep the allowance; a call that carries only cookies gets none, and credentials never do.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPrompt, seedTaxonomy, type TestUser } from '../modules/prompts/test-data.ts';
import { createTestApp, createUser, type TestContext } from '../test/app.ts';
import { testEngine } from '../test/database.ts';

const EXTENSION = 'chrome-extension://abcdef';

describe(`cross-origin token calls on ${testEngine}`, () => {
  let ctx: TestContext;
  let owner: TestUser;
  let accessToken: string;

  beforeAll(async () => {
    ctx = await createTestApp({ RESPONSE_CACHE_MB: '32' });
    await seedTaxonomy(ctx);
    owner = await createUser(ctx);
    await addPrompt(ctx, owner, { title: 'Cross-origin summary' });
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/tokens',
      headers: owner.auth,
      payload: { name: 'Browser extension' },
    });
    accessToken = created.json<{ token: string }>().token;
  });
  afterAll(() => ctx.close());

  const call = (url: string, headers: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url, headers: { origin: EXTENSION, ...headers } });

  it('answers a preflight that asks to send Authorization, without credentials', async () => {
    const res = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/prompts',
      headers: {
        origin: EXTENSION,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-methods']).toContain('POST');
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('allows the call itself from another origin, and a refused token is readable as such', async () => {
    const me = await call('/auth/me', { authorization: `Bearer ${accessToken}` });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username: owner.username });
    expect(me.headers['access-control-allow-origin']).toBe('*');
    expect(me.headers['access-control-allow-credentials']).toBeUndefined();

    const refused = await call('/auth/me', { authorization: 'Bearer plib_not-a-real-token-at-all' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['access-control-allow-origin']).toBe('*');
  });

  it('keeps the allowance on answers the response cache sends again', async () => {
    const search = '/api/prompts/search?query=summary';
    for (let round = 0; round < 2; round += 1) {
      const res = await call(search, { authorization: `Bearer ${accessToken}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().list.map((p: { title: string }) => p.title)).toContain('Cross-origin summary');
      expect(res.headers['access-control-allow-origin']).toBe('*');
    }
  });

  it('gives a request with only cookies, and a preflight without Authorization, no allowance', async () => {
    for (let round = 0; round < 2; round += 1) {
      const res = await call('/api/prompts/search?query=summary', { cookie: 'session=abc' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    }
    const me = await call('/auth/me', { cookie: 'session=abc' });
    expect(me.statusCode).toBe(401);
    expect(me.headers['access-control-allow-origin']).toBeUndefined();

    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/prompts',
      headers: {
        origin: EXTENSION,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
  });
});
