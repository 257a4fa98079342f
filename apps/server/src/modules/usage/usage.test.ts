import { SERVER_MSG, USAGE_MSG } from '@prompt-lib/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promptUsages } from '../../db/schema.ts';
import { createTestApp, createUser, type TestContext } from '../../test/app.ts';
import { addPrompt, errorBody, seedTaxonomy, type TestUser } from '../prompts/test-data.ts';
import { USAGE_RECORDS_PER_MINUTE } from './routes.ts';

describe('usage records', () => {
  let ctx: TestContext;
  let author: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedTaxonomy(ctx);
    author = await createUser(ctx);
  });
  afterAll(() => ctx.close());

  const record = (query: string, user?: TestUser) =>
    ctx.app.inject({ method: 'POST', url: `/api/prompt-usage/record?${query}`, headers: user?.auth ?? {} });
  const usesCount = async (id: number) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/prompts/${id}` })).json().usesCount;
  const promptsUsed = async (user: TestUser) =>
    (await ctx.app.inject({ method: 'GET', url: '/auth/me', headers: user.auth })).json().promptsUsed;

  it('counts an anonymous COPY toward the prompt, answering 201 with the new count', async () => {
    const prompt = await addPrompt(ctx, author);
    const res = await record(`promptId=${prompt.id}&actionType=COPY`);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ promptId: prompt.id, actionType: 'COPY', usesCount: 1 });
    expect(await usesCount(prompt.id)).toBe(1);
  });

  it("counts a signed-in caller's records toward their promptsUsed too; SHARE leaves usesCount alone", async () => {
    const user = await createUser(ctx);
    const prompt = await addPrompt(ctx, author);
    expect((await record(`promptId=${prompt.id}&actionType=copy`, user)).json().actionType).toBe('COPY');
    const share = await record(`promptId=${prompt.id}&actionType=Share`, user);
    expect(share.json()).toEqual({ promptId: prompt.id, actionType: 'SHARE', usesCount: 1 });
    expect(await promptsUsed(user)).toBe(2);
    expect(await promptsUsed(author)).toBe(0);
    const rows = await ctx.database.db
      .select()
      .from(promptUsages)
      .where(eq(promptUsages.promptId, prompt.id));
    expect(rows.map((row) => [row.userId, row.actionType])).toEqual([
      [user.id, 'COPY'],
      [user.id, 'SHARE'],
    ]);
  });

  it('counts an "Open in…" like a copy and keeps its target; an unknown target changes nothing', async () => {
    const user = await createUser(ctx);
    const prompt = await addPrompt(ctx, author);
    const res = await record(`promptId=${prompt.id}&actionType=OPEN&target=claude`, user);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ promptId: prompt.id, actionType: 'OPEN', target: 'claude', usesCount: 1 });
    expect((await record(`promptId=${prompt.id}&actionType=OPEN&target=bard`, user)).json()).toEqual(
      errorBody(400, 'Bad Request', USAGE_MSG.unknownTarget),
    );
    expect((await record(`promptId=${prompt.id}&actionType=OPEN`, user)).json()).toEqual(
      errorBody(400, 'Bad Request', 'target goes with OPEN, and only with it'),
    );
    expect(await usesCount(prompt.id)).toBe(1);
    const rows = await ctx.database.db
      .select()
      .from(promptUsages)
      .where(eq(promptUsages.promptId, prompt.id));
    expect(rows.map((row) => [row.userId, row.actionType, row.target])).toEqual([
      [user.id, 'OPEN', 'claude'],
    ]);
  });

  it('loses no count when 20 records arrive at once', async () => {
    const user = await createUser(ctx);
    const prompt = await addPrompt(ctx, author);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        record(`promptId=${prompt.id}&actionType=COPY`, i % 2 ? user : undefined),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(results.map((r) => r.json().usesCount)).size).toBe(20);
    expect(await usesCount(prompt.id)).toBe(20);
    expect(await promptsUsed(user)).toBe(10);
  });

  it('answers 404 for an unknown prompt or one the caller cannot see', async () => {
    const draft = await addPrompt(ctx, author, {}, 'draft');
    const stranger = await createUser(ctx);
    for (const [query, user] of [
      ['promptId=999999&actionType=COPY', author],
      ['promptId=99999999999&actionType=COPY', author],
      [`promptId=${draft.id}&actionType=COPY`, stranger],
      [`promptId=${draft.id}&actionType=COPY`, undefined],
    ] as const) {
      expect((await record(query, user)).json()).toEqual(
        errorBody(404, 'Not Found', SERVER_MSG.promptNotFound),
      );
    }
    expect((await record(`promptId=${draft.id}&actionType=COPY`, author)).statusCode).toBe(201);
  });

  it('answers 400 to an unknown action or a bad prompt id', async () => {
    const prompt = await addPrompt(ctx, author);
    const cases: [string, string][] = [
      [`promptId=${prompt.id}&actionType=VIEW`, 'actionType must be COPY, SHARE or OPEN'],
      [`promptId=${prompt.id}`, 'actionType must be COPY, SHARE or OPEN'],
      ['promptId=abc&actionType=COPY', 'promptId must be a prompt id'],
      ['promptId=-1&actionType=COPY', 'promptId must be a prompt id'],
      ['promptId=1.5&actionType=COPY', 'promptId must be a prompt id'],
      ['actionType=COPY', 'promptId must be a prompt id'],
    ];
    for (const [query, message] of cases) {
      expect((await record(query)).json(), query).toEqual(errorBody(400, 'Bad Request', message));
    }
    expect(await usesCount(prompt.id)).toBe(0);
  });
});

describe('usage record limit', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedTaxonomy(ctx);
  });
  afterAll(() => ctx.close());

  it('stops one address from inflating a count, and leaves others alone', async () => {
    const prompt = await addPrompt(ctx, await createUser(ctx));
    const record = (remoteAddress: string, headers: Record<string, string> = {}) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/prompt-usage/record?promptId=${prompt.id}&actionType=COPY`,
        remoteAddress,
        headers,
      });
    for (let i = 0; i < USAGE_RECORDS_PER_MINUTE; i += 1) {
      expect((await record('203.0.113.9')).statusCode).toBe(201);
    }
    const limited = await record('203.0.113.9');
    expect(limited.json()).toEqual(errorBody(429, 'Too Many Requests', SERVER_MSG.tooManyRequests));
    // Without TRUST_PROXY a client cannot step around the limit by naming another address.
    expect((await record('203.0.113.9', { 'x-forwarded-for': '192.0.2.77' })).statusCode).toBe(429);
    expect((await record('198.51.100.4')).statusCode).toBe(201);
    const count = (await ctx.app.inject({ method: 'GET', url: `/api/prompts/${prompt.id}` })).json()
      .usesCount;
    expect(count).toBe(USAGE_RECORDS_PER_MINUTE + 1);
  });
});
