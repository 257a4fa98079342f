import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from '../../test/app.ts';
import {
  addGroup,
  addPrompt,
  privateToGroup,
  promptInput,
  seedTaxonomy,
  type TestUser,
} from '../prompts/test-data.ts';

describe('link-preview images', () => {
  let ctx: TestContext;
  let owner: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp();
    owner = await createUser(ctx);
    await seedTaxonomy(ctx);
  });
  afterAll(() => ctx.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

  it('draws a prompt as a 1200×630 PNG with an ETag, and answers 304 while it is unchanged', async () => {
    const prompt = await addPrompt(ctx, owner, {
      title: 'A <title> with ünïcode',
      previewText: 'Its preview',
    });
    const res = await get(`/og/prompt/${prompt.id}.png?v=1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const image = await sharp(res.rawPayload).metadata();
    expect([image.format, image.width, image.height]).toEqual(['png', 1200, 630]);
    // Text was drawn: the image is far from one flat background.
    const { channels } = await sharp(res.rawPayload).stats();
    expect(channels[0]?.stdev).toBeGreaterThan(10);

    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"og-[\w-]+"$/);
    const again = await get(`/og/prompt/${prompt.id}.png`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);

    // An edit makes a new image with a new tag; the old tag no longer matches.
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/prompts/${prompt.id}`,
      headers: owner.auth,
      payload: promptInput({ title: 'A new title' }),
    });
    expect(edited.statusCode).toBe(200);
    const remade = await get(`/og/prompt/${prompt.id}.png`, { 'if-none-match': etag });
    expect(remade.statusCode).toBe(200);
    expect(remade.headers.etag).not.toBe(etag);
  });

  it('has no image for drafts, archived or unknown prompts', async () => {
    const draft = await addPrompt(ctx, owner, {}, 'draft');
    const archived = await addPrompt(ctx, owner, {}, 'archived');
    for (const url of [
      `/og/prompt/${draft.id}.png`,
      `/og/prompt/${archived.id}.png`,
      '/og/prompt/999999.png',
    ]) {
      expect((await get(url)).statusCode).toBe(404);
    }
    expect((await get('/og/prompt/abc.png')).statusCode).toBe(404);
  });

  it('has no image for a published prompt that is internal or shared with a group, not even for a member (issue 28)', async () => {
    const admin = await createUser(ctx, { role: 'admin' });
    const member = await createUser(ctx);
    const team = await addGroup(ctx, admin, 'Image readers', [owner, member]);
    const internal = await addPrompt(ctx, owner, { visibility: 'internal' });
    const shared = await addPrompt(ctx, owner, privateToGroup(team));
    const open = await addPrompt(ctx, owner);
    const unknown = await get('/og/prompt/999999.png');
    expect(unknown.statusCode).toBe(404);
    for (const { id } of [internal, shared]) {
      for (const headers of [{}, member.auth]) {
        const res = await get(`/og/prompt/${id}.png`, headers);
        expect([res.statusCode, res.body]).toEqual([404, unknown.body]);
      }
    }
    const beside = await get(`/og/prompt/${open.id}.png`);
    expect([beside.statusCode, beside.headers['content-type']]).toEqual([200, 'image/png']);
  });

  it('draws the site’s own card for the lists', async () => {
    const res = await get('/og/site.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(1200);
  });
});
