// Version history: what records a version and what does not, the list and full versions, restore and
// who may do it, and the cascade when a prompt is deleted.
import type { Prompt, PromptInput } from '@prompt-lib/contract';
import { SERVER_MSG } from '@prompt-lib/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, promptVersions, users } from '../../db/schema.ts';
import { createTestApp, createUser, type TestContext } from '../../test/app.ts';
import { addPrompt, errorBody, promptInput, seedTaxonomy, type TestUser } from '../prompts/test-data.ts';

describe('version history', () => {
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

  const edit = async (prompt: Prompt, changes: Partial<PromptInput>, user = owner): Promise<Prompt> => {
    const { title, content, previewText, categories, tags, imageUrls } = prompt;
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/prompts/${prompt.id}`,
      headers: user.auth,
      payload: { title, content, previewText, categories, tags, imageUrls, ...changes },
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const get = (url: string, user?: TestUser) =>
    ctx.app.inject({ method: 'GET', url, headers: user?.auth ?? {} });
  const restore = (id: number, n: number, user?: TestUser) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/prompts/${id}/versions/${n}/restore`,
      headers: user?.auth ?? {},
    });

  it('records version 1 on create and one version per edit, with who, when and what changed', async () => {
    const created = await addPrompt(ctx, owner, { title: 'First title' });
    expect(created.version).toBe(1);
    const titled = await edit(created, { title: 'Second title' });
    expect(titled.version).toBe(2);
    expect(titled.updatedAt).not.toBeNull();
    const retagged = await edit(titled, {
      content: 'Completely new content for [topic].',
      tags: ['seo', 'python'],
      imageUrls: ['/api/v1/assets/image/abc'],
    });
    expect(retagged.version).toBe(3);

    const page = (await get(`/api/prompts/${created.id}/versions`)).json();
    expect(page.totalElements).toBe(3);
    expect(page.content.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
    expect(page.content[0]).toMatchObject({
      title: 'Second title',
      editedBy: { id: owner.id, username: owner.username },
      changed: ['content', 'tags', 'images'],
    });
    expect(page.content[1].changed).toEqual(['title']);
    expect(page.content[2]).toMatchObject({ title: 'First title', version: 1 });
    expect(Date.parse(page.content[0].createdAt)).toBeGreaterThanOrEqual(
      Date.parse(page.content[1].createdAt),
    );

    const paged = (await get(`/api/prompts/${created.id}/versions?page=1&size=2`)).json();
    expect(paged).toMatchObject({ totalElements: 3, content: [{ version: 1 }] });

    const full = (await get(`/api/prompts/${created.id}/versions/1`)).json();
    expect(full).toEqual({
      version: 1,
      createdAt: expect.any(String),
      editedBy: { id: owner.id, username: owner.username },
      acceptedBy: null,
      title: 'First title',
      changed: ['title', 'content', 'previewText', 'categories', 'tags', 'images'],
      content: created.content,
      previewText: null,
      categories: ['Writing'],
      tags: ['email'],
      imageUrls: [],
    });
  });

  it('records nothing for flags, status, ratings, uses or an edit that changes nothing', async () => {
    const prompt = await addPrompt(ctx, owner);
    for (const url of [
      `/api/prompts/${prompt.id}/trending?trending=true`,
      `/api/prompts/${prompt.id}/status?status=draft`,
      `/api/prompts/${prompt.id}/status?status=published`,
    ]) {
      expect((await ctx.app.inject({ method: 'PUT', url, headers: admin.auth })).statusCode).toBe(200);
    }
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/prompts/${prompt.id}/rating`,
      headers: other.auth,
      payload: { value: 3 },
    });
    await ctx.app.inject({
      method: 'POST',
      url: `/api/prompt-usage/record?promptId=${prompt.id}&actionType=COPY`,
    });
    // The same content again, categories and tags in other case and order.
    const same = await edit(prompt, { categories: ['writing'], tags: ['EMAIL'] });
    expect(same).toMatchObject({ version: 1, updatedAt: null });
    expect((await get(`/api/prompts/${prompt.id}/versions`)).json().totalElements).toBe(1);
  });

  it('restores a version as a new version, for the owner and admins only', async () => {
    const v1 = await addPrompt(ctx, owner, {
      title: 'Original title',
      content: 'The original content here.',
    });
    const v2 = await edit(v1, { title: 'Edited title' });
    await edit(v2, { content: 'Edited content, twice over.', categories: ['Coding'] });

    expect((await restore(v1.id, 1, other)).json()).toEqual(
      errorBody(403, 'Forbidden', SERVER_MSG.forbidden),
    );
    expect((await restore(v1.id, 1)).statusCode).toBe(401);
    expect((await restore(v1.id, 9, owner)).json()).toEqual(
      errorBody(404, 'Not Found', SERVER_MSG.versionNotFound),
    );

    const restored = await restore(v1.id, 1, owner);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({
      id: v1.id,
      title: 'Original title',
      content: 'The original content here.',
      categories: ['Writing'],
      version: 4,
    });
    const latest = (await get(`/api/prompts/${v1.id}/versions?size=1`)).json().content[0];
    expect(latest).toMatchObject({ version: 4, changed: ['title', 'content', 'categories'] });

    const byAdmin = await restore(v1.id, 2, admin);
    expect(byAdmin.json()).toMatchObject({ title: 'Edited title', version: 5 });
    expect((await get(`/api/prompts/${v1.id}/versions?size=1`)).json().content[0].editedBy).toEqual({
      id: admin.id,
      username: admin.username,
    });
  });

  it('restores what still exists of deleted categories, keeping the current ones when none is left', async () => {
    const db = ctx.database.db;
    const [temporary] = await db.insert(categories).values({ name: 'Temporary' }).returning();
    const v1 = await addPrompt(ctx, owner, {
      title: 'Filed in a temporary category',
      categories: ['Temporary'],
    });
    await edit(v1, { title: 'Moved away', categories: ['Marketing'] });
    await db.delete(categories).where(eq(categories.id, temporary?.id ?? 0));
    const restored = (await restore(v1.id, 1, owner)).json();
    expect(restored).toMatchObject({ title: 'Filed in a temporary category', categories: ['Marketing'] });
  });

  it('lets whoever may read the prompt read its history, and nobody else', async () => {
    const draft = await addPrompt(ctx, owner, {}, 'draft');
    expect((await get(`/api/prompts/${draft.id}/versions`, owner)).statusCode).toBe(200);
    expect((await get(`/api/prompts/${draft.id}/versions/1`, admin)).statusCode).toBe(200);
    for (const user of [other, undefined]) {
      expect((await get(`/api/prompts/${draft.id}/versions`, user)).json()).toEqual(
        errorBody(404, 'Not Found', SERVER_MSG.promptNotFound),
      );
      expect((await get(`/api/prompts/${draft.id}/versions/1`, user)).statusCode).toBe(404);
    }
    expect((await get('/api/prompts/999999/versions')).statusCode).toBe(404);
    expect((await get(`/api/prompts/${draft.id}/versions/abc`, owner)).statusCode).toBe(400);
    expect((await get(`/api/prompts/${draft.id}/versions/99999999999`, owner)).statusCode).toBe(404);
    expect((await get(`/api/prompts/${draft.id}/versions?size=0`, owner)).statusCode).toBe(400);
  });

  it('deletes a prompt with its versions', async () => {
    const prompt = await addPrompt(ctx, owner);
    await edit(prompt, { title: 'Another title' });
    await ctx.app.inject({ method: 'DELETE', url: `/api/prompts/${prompt.id}`, headers: owner.auth });
    const rows = await ctx.database.db
      .select()
      .from(promptVersions)
      .where(eq(promptVersions.promptId, prompt.id));
    expect(rows).toHaveLength(0);
  });

  it('keeps history when the editor is deleted, without naming them', async () => {
    const editor = await createUser(ctx);
    const prompt = await addPrompt(ctx, editor, promptInput());
    await ctx.database.db.delete(users).where(eq(users.id, editor.id));
    const page = (await get(`/api/prompts/${prompt.id}/versions`)).json();
    expect(page.content[0].editedBy).toBeNull();
  });
});
