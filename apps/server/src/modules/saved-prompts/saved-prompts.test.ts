import { type SavedPrompt, SERVER_MSG } from '@prompt-lib/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from '../../test/app.ts';
import { addPrompt, asReader, errorBody, seedTaxonomy, type TestUser } from '../prompts/test-data.ts';

describe('saved prompts', () => {
  let ctx: TestContext;
  let author: TestUser;
  let reader: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedTaxonomy(ctx);
    author = await createUser(ctx, { username: 'author' });
    reader = await createUser(ctx);
  });
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user?: TestUser) =>
    ctx.app.inject({ method, url, headers: user?.auth ?? {} });
  const save = (id: number, user: TestUser) => call('POST', `/api/saved-prompts/${id}`, user);
  const check = async (id: number, user: TestUser) => {
    const res = await call('GET', `/api/saved-prompts/check/${id}`, user);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    return res.body;
  };
  const savedTitles = (content: SavedPrompt[]) => content.map((s) => s.prompt.title);

  it('saves a prompt: 201 with the saved record, then 200 with the same record', async () => {
    const prompt = await addPrompt(ctx, author);
    expect(await check(prompt.id, reader)).toBe('false');
    const first = await save(prompt.id, reader);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(Number),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      prompt: { ...asReader(prompt), createdByName: 'author' },
    });
    const again = await save(prompt.id, reader);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await check(prompt.id, reader)).toBe('true');
    expect(await check(prompt.id, author)).toBe('false');
    expect((await call('GET', '/auth/me', reader)).json().promptsSaved).toBe(1);
  });

  it('lists the saves by when they were saved, newest first, with totalElements; pages and sorts', async () => {
    const user = await createUser(ctx);
    const created = [];
    for (const title of ['Saved one', 'Saved two', 'Saved three'])
      created.push(await addPrompt(ctx, author, { title }));
    // Saved in another order than created, so the save time is what orders them.
    for (const index of [1, 2, 0]) expect((await save(created[index]?.id ?? 0, user)).statusCode).toBe(201);
    const all = await call('GET', '/api/saved-prompts', user);
    expect(all.statusCode).toBe(200);
    expect(savedTitles(all.json().content)).toEqual(['Saved one', 'Saved three', 'Saved two']);
    expect(all.json().totalElements).toBe(3);
    const page = await call('GET', '/api/saved-prompts?page=1&size=2&sort=createdAt,asc', user);
    expect(page.json()).toMatchObject({ totalElements: 3 });
    expect(savedTitles(page.json().content)).toEqual(['Saved one']);
    const byTitle = await call('GET', '/api/saved-prompts?sort=title,desc', user);
    expect(savedTitles(byTitle.json().content)).toEqual(['Saved two', 'Saved three', 'Saved one']);
    expect((await call('GET', '/auth/me', user)).json().promptsSaved).toBe(3);
  });

  it('unsaves with 204, then answers 404 for a prompt that is not saved', async () => {
    const prompt = await addPrompt(ctx, author);
    await save(prompt.id, reader);
    const removed = await call('DELETE', `/api/saved-prompts/${prompt.id}`, reader);
    expect(removed.statusCode).toBe(204);
    expect(await check(prompt.id, reader)).toBe('false');
    for (const id of [prompt.id, 999999]) {
      const res = await call('DELETE', `/api/saved-prompts/${id}`, reader);
      expect(res.json()).toEqual(errorBody(404, 'Not Found', SERVER_MSG.notSaved));
    }
  });

  it('answers 404 when saving a prompt that does not exist or that the user cannot see', async () => {
    const draft = await addPrompt(ctx, author, {}, 'draft');
    for (const id of [999999, 99999999999, draft.id]) {
      const res = await save(id, reader);
      expect(res.json()).toEqual(errorBody(404, 'Not Found', SERVER_MSG.promptNotFound));
    }
    expect((await save(draft.id, author)).statusCode).toBe(201);
  });

  it('leaves out a saved prompt its owner has hidden, until it is published again', async () => {
    const user = await createUser(ctx);
    const prompt = await addPrompt(ctx, author, { title: 'Soon hidden' });
    await save(prompt.id, user);
    const setStatus = (status: string) =>
      call('PUT', `/api/prompts/${prompt.id}/status?status=${status}`, author);
    await setStatus('archived');
    expect((await call('GET', '/api/saved-prompts', user)).json()).toEqual({ content: [], totalElements: 0 });
    expect(await check(prompt.id, user)).toBe('false');
    expect((await call('GET', '/auth/me', user)).json().promptsSaved).toBe(0);
    await setStatus('published');
    expect((await call('GET', '/auth/me', user)).json().promptsSaved).toBe(1);
    expect(savedTitles((await call('GET', '/api/saved-prompts', user)).json().content)).toEqual([
      'Soon hidden',
    ]);
  });

  it('answers 401 to anonymous callers and 400 to bad ids and paging', async () => {
    for (const [method, url] of [
      ['GET', '/api/saved-prompts'],
      ['POST', '/api/saved-prompts/1'],
      ['DELETE', '/api/saved-prompts/1'],
      ['GET', '/api/saved-prompts/check/1'],
      ['POST', '/api/saved-prompts/abc'],
    ] as const) {
      const res = await call(method, url);
      expect(res.json(), url).toEqual(errorBody(401, 'Unauthorized', SERVER_MSG.unauthorized));
    }
    for (const [method, url] of [
      ['POST', '/api/saved-prompts/abc'],
      ['DELETE', '/api/saved-prompts/0'],
      ['GET', '/api/saved-prompts/check/1.5'],
    ] as const) {
      const res = await call(method, url, reader);
      expect(res.json(), url).toEqual(
        errorBody(400, 'Bad Request', 'promptId must be a positive whole number'),
      );
    }
    const badSort = await call('GET', '/api/saved-prompts?sort=savedAt,desc', reader);
    expect(badSort.statusCode).toBe(400);
  });
});
