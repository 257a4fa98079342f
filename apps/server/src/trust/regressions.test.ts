// Bugs the authorization matrix and the hostile-input fuzz found, each pinned by the smallest request
// that showed it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from '../test/app.ts';

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
});
