// Bugs the authorization matrix and the hostile-input fuzz found, each pinned by the smallest request
// that showed it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPrompt, seedTaxonomy } from '../modules/prompts/test-data.ts';
import { createTestApp, createUser, type TestContext } from '../test/app.ts';
import { keptCountsThatDiffer } from '../test/recount.ts';

describe('found by the fuzz', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('answers a URL the router cannot decode in the error shape', async () => {
    const res = await ctx.app.inject({ method: 'DELETE', url: '/api/categories/%' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'The request URL is not valid',
    });
  });

  it('answers an import job id with a NUL as a bad request, not a database error', async () => {
    const user = await createUser(ctx);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/import/%00', headers: user.auth });
    expect(res.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'jobId must be an import job id',
    });
  });

  it("restores a version whose categories and tags were all deleted since, as were the prompt's own", async () => {
    const { categoryId, tagId } = await seedTaxonomy(ctx);
    const admin = await createUser(ctx, { role: 'admin' });
    const owner = await createUser(ctx);
    const prompt = await addPrompt(ctx, owner, { categories: ['Writing'], tags: ['email'] });
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/categories/${categoryId.Writing}`,
      headers: admin.auth,
    });
    await ctx.app.inject({ method: 'DELETE', url: `/api/tags/${tagId.email}`, headers: admin.auth });
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/prompts/${prompt.id}/versions/1/restore`,
      headers: owner.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: prompt.id, title: prompt.title, categories: [], tags: [] });
    expect(await keptCountsThatDiffer(ctx.database.db)).toEqual([]);
  });
});
