// Personal access tokens: shown once, stored as a hash, acting as their user on the REST API,
// revoked and expired at once, limited per user, and never able to manage the account's keys.
import { ACCESS_TOKENS_PER_USER, MSG, SERVER_MSG } from '@prompt-lib/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, users } from '../../db/schema.ts';
import { createTestApp, createUser, type TestContext } from '../../test/app.ts';
import { addPrompt, errorBody, seedTaxonomy, type TestUser } from '../prompts/test-data.ts';
import { hashToken } from './repository.ts';

describe('personal access tokens', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedTaxonomy(ctx);
    owner = await createUser(ctx);
    other = await createUser(ctx);
  });
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, auth?: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: auth ? { authorization: `Bearer ${auth}` } : {}, payload });
  const create = async (user: TestUser, payload: object = { name: 'My MCP client' }) => {
    const res = await call('POST', '/api/tokens', user.token, payload);
    expect(res.statusCode).toBe(201);
    return res.json() as {
      id: number;
      name: string;
      token: string;
      createdAt: string;
      expiresAt: string | null;
    };
  };

  it('shows the secret once, stores only its hash, and lists tokens without it', async () => {
    const created = await create(owner, { name: '  Claude Desktop  ' });
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Claude Desktop',
      token: expect.stringMatching(/^plib_[A-Za-z0-9_-]{43}$/),
      createdAt: expect.any(String),
      expiresAt: null,
    });
    const [row] = await ctx.database.db.select().from(accessTokens).where(eq(accessTokens.id, created.id));
    expect(row?.tokenHash).toBe(hashToken(created.token));
    expect(JSON.stringify(row)).not.toContain(created.token);
    const list = (await call('GET', '/api/tokens', owner.token)).json();
    expect(list[0]).toEqual({
      id: created.id,
      name: 'Claude Desktop',
      createdAt: created.createdAt,
      lastUsedAt: null,
      expiresAt: null,
    });
    expect(JSON.stringify(list)).not.toContain(created.token);
  });

  it('acts as its user on the REST API, drafts included, and records when it was last used', async () => {
    const draft = await addPrompt(ctx, owner, { title: 'A private draft' }, 'draft');
    const { id, token } = await create(owner);
    expect((await call('GET', '/auth/me', token)).json()).toMatchObject({ id: owner.id });
    expect((await call('GET', `/api/prompts/${draft.id}`, token)).json()).toMatchObject({
      title: 'A private draft',
    });
    const mine = (await call('GET', '/api/prompts/my-prompts', token)).json();
    expect(mine.list.map((p: { id: number }) => p.id)).toContain(draft.id);
    const created = await call('POST', '/api/prompts', token, {
      title: 'Made by a script',
      content: 'Content written through a token.',
      categories: ['Writing'],
      tags: ['email'],
    });
    expect(created.json()).toMatchObject({ createdBy: owner.id });
    const listed = (await call('GET', '/api/tokens', owner.token)).json();
    expect(listed.find((t: { id: number }) => t.id === id).lastUsedAt).toEqual(expect.any(String));
  });

  it('is refused at once once revoked, on every route, in the usual error shape', async () => {
    const { id, token } = await create(owner);
    expect((await call('DELETE', `/api/tokens/${id}`, owner.token)).statusCode).toBe(204);
    for (const url of ['/api/prompts/my-prompts', '/api/prompts', '/auth/me']) {
      expect((await call('GET', url, token)).json()).toEqual(
        errorBody(401, 'Unauthorized', SERVER_MSG.invalidToken),
      );
    }
    expect((await call('GET', '/api/prompts', 'plib_not-a-real-token')).statusCode).toBe(401);
    expect((await call('DELETE', `/api/tokens/${id}`, owner.token)).json()).toEqual(
      errorBody(404, 'Not Found', SERVER_MSG.tokenNotFound),
    );
  });

  it('expires: refused after its expiry; an expiry in the past is a 400', async () => {
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const { id, token, expiresAt } = await create(owner, { name: 'Short-lived', expiresAt: future });
    expect(expiresAt).toBe(future);
    expect((await call('GET', '/auth/me', token)).statusCode).toBe(200);
    await ctx.database.db
      .update(accessTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accessTokens.id, id));
    expect((await call('GET', '/auth/me', token)).statusCode).toBe(401);
    const past = await call('POST', '/api/tokens', owner.token, {
      name: 'x',
      expiresAt: '2020-01-01T00:00:00Z',
    });
    expect(past.json()).toEqual(errorBody(400, 'Bad Request', `expiresAt: ${MSG.tokenExpiry}`));
    const blank = await call('POST', '/api/tokens', owner.token, { name: '   ' });
    expect(blank.json()).toEqual(errorBody(400, 'Bad Request', MSG.tokenNameRequired));
  });

  it('cannot manage tokens or change the e-mail, but can change the rest of the profile', async () => {
    const { id, token } = await create(owner);
    for (const [method, url] of [
      ['GET', '/api/tokens'],
      ['POST', '/api/tokens'],
      ['DELETE', `/api/tokens/${id}`],
    ] as const) {
      expect(
        (await call(method, url, token, method === 'POST' ? { name: 'more' } : undefined)).json(),
      ).toEqual(errorBody(403, 'Forbidden', SERVER_MSG.tokenCannotDoThis));
    }
    const email = await call('PUT', '/auth/me', token, {
      username: owner.username,
      email: 'new@example.com',
    });
    expect(email.json()).toEqual(errorBody(403, 'Forbidden', SERVER_MSG.tokenCannotDoThis));
    const renamed = await call('PUT', '/auth/me', token, {
      username: `${owner.username}x`,
      email: owner.email,
    });
    expect(renamed.statusCode).toBe(200);
    await call('PUT', '/auth/me', owner.token, { username: owner.username });
  });

  it('keeps each user to their own tokens and to the limit', async () => {
    const { id } = await create(other);
    expect((await call('DELETE', `/api/tokens/${id}`, owner.token)).statusCode).toBe(404);
    const mine = (await call('GET', '/api/tokens', owner.token)).json();
    expect(mine.map((t: { id: number }) => t.id)).not.toContain(id);
    expect((await call('GET', '/api/tokens')).statusCode).toBe(401);

    const user = await createUser(ctx);
    const answers = await Promise.all(
      Array.from({ length: ACCESS_TOKENS_PER_USER + 3 }, (_, i) =>
        call('POST', '/api/tokens', user.token, { name: `t${i}` }),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(ACCESS_TOKENS_PER_USER);
    expect(answers.find((res) => res.statusCode !== 201)?.json()).toEqual(
      errorBody(400, 'Bad Request', SERVER_MSG.tooManyTokens),
    );
  });

  it('follows its user: a demoted admin loses admin at once, a deleted user’s token stops working', async () => {
    const admin = await createUser(ctx, { role: 'admin' });
    const { token } = await create(admin);
    expect((await call('POST', '/api/tags', token, { name: 'made-by-token' })).statusCode).toBe(201);
    await ctx.database.db.update(users).set({ role: 'user' }).where(eq(users.id, admin.id));
    expect((await call('POST', '/api/tags', token, { name: 'not-any-more' })).statusCode).toBe(403);
    await ctx.database.db.delete(users).where(eq(users.id, admin.id));
    expect((await call('GET', '/auth/me', token)).statusCode).toBe(401);
  });
});
