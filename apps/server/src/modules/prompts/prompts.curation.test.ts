import { SERVER_MSG } from '@prompt-lib/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from '../../test/app.ts';
import { addPrompt, errorBody, seedTaxonomy, type TestUser } from './test-data.ts';

describe('prompt curation: flags and status', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let other: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedTaxonomy(ctx);
    owner = await createUser(ctx);
    other = await createUser(ctx);
    admin = await createUser(ctx, { role: 'admin' });
  });
  afterAll(() => ctx.close());

  const put = (url: string, user?: TestUser) =>
    ctx.app.inject({ method: 'PUT', url, headers: user?.auth ?? {} });

  describe('trending, featured and new flags', () => {
    const flags = [
      { path: 'trending', param: 'trending', field: 'trending' },
      { path: 'featured', param: 'featured', field: 'featured' },
      { path: 'new', param: 'isNew', field: 'new' },
    ] as const;

    it('lets an admin set and clear each flag independently, leaving updatedAt alone', async () => {
      const prompt = await addPrompt(ctx, owner);
      for (const { path, param, field } of flags) {
        const on = await put(`/api/prompts/${prompt.id}/${path}?${param}=true`, admin);
        expect(on.statusCode).toBe(200);
        expect(on.json()).toMatchObject({ [field]: true, updatedAt: null });
      }
      const off = await put(`/api/prompts/${prompt.id}/featured?featured=false`, admin);
      expect(off.json()).toMatchObject({ trending: true, featured: false, new: true });
    });

    it('answers 403 to the owner and other users, 401 to anonymous callers', async () => {
      const prompt = await addPrompt(ctx, owner);
      for (const { path, param } of flags) {
        const url = `/api/prompts/${prompt.id}/${path}?${param}=true`;
        expect((await put(url, owner)).json()).toEqual(errorBody(403, 'Forbidden', SERVER_MSG.adminOnly));
        expect((await put(url, other)).statusCode).toBe(403);
        expect((await put(url)).json()).toEqual(errorBody(401, 'Unauthorized', SERVER_MSG.unauthorized));
      }
    });

    it('answers 400 to a value that is not true or false, 404 to an unknown prompt', async () => {
      const prompt = await addPrompt(ctx, owner);
      for (const query of ['trending=yes', 'trending=', '']) {
        const res = await put(`/api/prompts/${prompt.id}/trending?${query}`, admin);
        expect(res.json()).toEqual(errorBody(400, 'Bad Request', 'trending must be true or false'));
      }
      expect((await put(`/api/prompts/${prompt.id}/new?new=true`, admin)).json().message).toBe(
        'isNew must be true or false',
      );
      const missing = await put('/api/prompts/999999/featured?featured=true', admin);
      expect(missing.json()).toEqual(errorBody(404, 'Not Found', SERVER_MSG.promptNotFound));
    });
  });

  describe('status', () => {
    it('lets the owner change it, in any case, and answers it in lower case', async () => {
      const prompt = await addPrompt(ctx, owner);
      for (const [given, stored] of [
        ['DRAFT', 'draft'],
        ['Archived', 'archived'],
        ['published', 'published'],
      ]) {
        const res = await put(`/api/prompts/${prompt.id}/status?status=${given}`, owner);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ id: prompt.id, status: stored });
      }
    });

    it("lets an admin change anyone's; others get 403 (404 once hidden), anonymous 401", async () => {
      const prompt = await addPrompt(ctx, owner);
      const url = (status: string) => `/api/prompts/${prompt.id}/status?status=${status}`;
      expect((await put(url('draft'), other)).json()).toEqual(
        errorBody(403, 'Forbidden', SERVER_MSG.forbidden),
      );
      expect((await put(url('draft'))).statusCode).toBe(401);
      expect((await put(url('draft'), admin)).json().status).toBe('draft');
      expect((await put(url('published'), other)).statusCode).toBe(404);
    });

    it('answers 400 to an unknown status and 404 to an unknown prompt', async () => {
      const prompt = await addPrompt(ctx, owner);
      for (const query of ['status=deleted', 'status=', '']) {
        const res = await put(`/api/prompts/${prompt.id}/status?${query}`, owner);
        expect(res.json()).toEqual(
          errorBody(400, 'Bad Request', 'status must be published, draft or archived'),
        );
      }
      expect((await put('/api/prompts/999999/status?status=draft', admin)).statusCode).toBe(404);
    });
  });
});
