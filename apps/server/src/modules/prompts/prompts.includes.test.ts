// Prompts inside prompts (issue 30): a save that would make a prompt include itself, directly or
// through others, is a 400 naming the chain, whether it comes from an edit, a restored version or an
// accepted suggestion; and nothing changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from '../../test/app.ts';
import { addPrompt, promptInput, seedTaxonomy, type TestUser } from './test-data.ts';

describe('includes: a prompt may not include itself', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let reader: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedTaxonomy(ctx);
    owner = await createUser(ctx);
    reader = await createUser(ctx);
  });
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, user: TestUser, payload?: object) =>
    ctx.app.inject({ method, url, headers: user.auth, ...(payload ? { payload } : {}) });
  const put = (id: number, title: string, content: string) =>
    call('PUT', `/api/prompts/${id}`, owner, promptInput({ title, content }));

  it('refuses a direct self-include and one through other prompts, naming the chain', async () => {
    const a = await addPrompt(ctx, owner, { title: 'Aaa', content: 'Start here.' });
    const b = await addPrompt(ctx, owner, { title: 'Bbb', content: `Bbb then [[prompt: ${a.id}]]` });
    const c = await addPrompt(ctx, owner, { title: 'Ccc', content: `Ccc then [[prompt: ${b.id}]]` });

    const direct = await put(a.id, 'Aaa', `Me again: [[prompt: ${a.id}]]`);
    expect(direct.statusCode).toBe(400);
    expect(direct.json().message).toBe('This prompt includes itself through “Aaa”');

    const through = await put(a.id, 'Aaa renamed', `[[prompt: 999999]] and [[prompt: ${c.id}]]`);
    expect(through.statusCode).toBe(400);
    expect(through.json().message).toBe('This prompt includes itself through “Ccc” → “Bbb” → “Aaa renamed”');
    expect((await call('GET', `/api/prompts/${a.id}`, owner)).json()).toMatchObject({
      title: 'Aaa',
      content: 'Start here.',
      version: 1,
    });

    // Including the same prompt twice is fine.
    const other = await addPrompt(ctx, owner, { title: 'Ddd', content: 'Ddd text here.' });
    const twice = await put(a.id, 'Aaa', `[[prompt: ${other.id}]] [[prompt: ${other.id}]]`);
    expect(twice.statusCode).toBe(200);
  });

  it('refuses a restored version or an accepted suggestion that would include the prompt itself', async () => {
    const a = await addPrompt(ctx, owner, { title: 'Alpha', content: 'First text.' });
    const b = await addPrompt(ctx, owner, { title: 'Beta', content: 'Beta text.' });
    // Version 2 of B includes A; A then includes B (fine while B, at version 3, does not).
    expect((await put(b.id, 'Beta', `Beta with [[prompt: ${a.id}]]`)).statusCode).toBe(200);
    expect((await put(b.id, 'Beta', 'Beta alone here.')).statusCode).toBe(200);
    expect((await put(a.id, 'Alpha', `Alpha with [[prompt: ${b.id}]]`)).statusCode).toBe(200);
    const restore = await call('POST', `/api/prompts/${b.id}/versions/2/restore`, owner);
    expect(restore.statusCode).toBe(400);
    expect(restore.json().message).toBe('This prompt includes itself through “Alpha” → “Beta”');
    expect((await call('GET', `/api/prompts/${b.id}`, owner)).json()).toMatchObject({
      content: 'Beta alone here.',
    });

    const suggested = await call('POST', `/api/prompts/${b.id}/suggestions`, reader, {
      title: 'Beta, better',
      content: `Better, with [[prompt: ${a.id}]]`,
      previewText: null,
      categories: ['Writing'],
      tags: ['email'],
      message: 'Reuse Alpha',
    });
    expect(suggested.statusCode, suggested.body).toBe(201);
    const accept = await call('POST', `/api/suggestions/${suggested.json().id}/accept`, owner);
    expect(accept.statusCode).toBe(400);
    expect(accept.json().message).toBe('This prompt includes itself through “Alpha” → “Beta, better”');
    expect((await call('GET', `/api/prompts/${b.id}`, owner)).json()).toMatchObject({
      content: 'Beta alone here.',
    });
  });

  it('keeps references as written in the export', async () => {
    const a = await addPrompt(ctx, owner, { title: 'Exported', content: 'Base [[prompt: 1]] text.' });
    const exported = await call('GET', '/api/export', owner);
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain('Base [[prompt: 1]] text.');
    expect(a.content).toBe('Base [[prompt: 1]] text.');
  });
});
