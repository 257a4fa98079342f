// Comments (issue 29): every call with who may make it, the one level of replies, validation, the
// cascade of a top-level comment's replies, and the prompt's kept commentCount against a recount.
import { SERVER_MSG } from '@prompt-lib/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { createTestApp, createUser, type TestContext } from '../../test/app.ts';
import { addPrompt, errorBody, seedTaxonomy, type TestUser } from '../prompts/test-data.ts';

describe('comments', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let reader: TestUser;
  let other: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedTaxonomy(ctx);
    owner = await createUser(ctx);
    reader = await createUser(ctx);
    other = await createUser(ctx);
    admin = await createUser(ctx, { role: 'admin' });
  });
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user?: TestUser, payload?: object) =>
    ctx.app.inject({ method, url, headers: user?.auth ?? {}, ...(payload ? { payload } : {}) });
  const comment = async (promptId: number, user: TestUser, body: string, parentId?: number) => {
    const res = await call('POST', `/api/prompts/${promptId}/comments`, user, { body, parentId });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; parentId: number | null };
  };
  const countOf = async (promptId: number, user?: TestUser) =>
    (await call('GET', `/api/prompts/${promptId}`, user ?? owner)).json().commentCount as number;

  it('lists top-level comments oldest first with their authors and reply counts, and pages them', async () => {
    const prompt = await addPrompt(ctx, owner);
    const first = await comment(prompt.id, reader, '  First!  ');
    await comment(prompt.id, other, 'Second', undefined);
    await comment(prompt.id, owner, 'A reply', first.id);
    const res = await call('GET', `/api/prompts/${prompt.id}/comments`);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.totalCount).toBe(2);
    expect(page.list.map((c: { body: string }) => c.body)).toEqual(['First!', 'Second']);
    expect(page.list[0]).toEqual({
      id: first.id,
      author: { id: reader.id, username: reader.username, avatarUrl: null },
      body: 'First!',
      createdAt: expect.any(String),
      editedAt: null,
      parentId: null,
      replyCount: 1,
    });
    const second = await call('GET', `/api/prompts/${prompt.id}/comments?page=1&size=1`);
    expect(second.json()).toMatchObject({ totalCount: 2, list: [{ body: 'Second' }] });
    const replies = await call('GET', `/api/comments/${first.id}/replies`);
    expect(replies.json()).toMatchObject({
      totalCount: 1,
      list: [{ body: 'A reply', parentId: first.id, replyCount: 0, author: { id: owner.id } }],
    });
    expect((await call('GET', `/api/prompts/${prompt.id}/comments?size=101`)).statusCode).toBe(400);
  });

  it('keeps commentCount on the prompt, in lists and the detail, through replies and deletes', async () => {
    const prompt = await addPrompt(ctx, owner);
    expect(prompt.commentCount).toBe(0);
    const top = await comment(prompt.id, reader, 'Top');
    await comment(prompt.id, other, 'Reply one', top.id);
    await comment(prompt.id, owner, 'Reply two', top.id);
    await comment(prompt.id, other, 'Another top');
    expect(await countOf(prompt.id)).toBe(4);
    const list = (await call('GET', '/api/prompts?size=100')).json();
    expect(list.list.find((p: { id: number }) => p.id === prompt.id)).toMatchObject({ commentCount: 4 });
    // Deleting a top-level comment deletes its replies.
    expect((await call('DELETE', `/api/comments/${top.id}`, reader)).statusCode).toBe(204);
    expect(await countOf(prompt.id)).toBe(1);
    expect((await call('GET', `/api/comments/${top.id}/replies`)).statusCode).toBe(404);
    const [mismatch] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from prompts p
          where comment_count <> (select count(*) from prompt_comments c where c.prompt_id = p.id)`,
    );
    expect(mismatch?.n).toBe(0);
  });

  it('keeps replies one level deep, on the same prompt', async () => {
    const prompt = await addPrompt(ctx, owner);
    const elsewhere = await addPrompt(ctx, owner);
    const top = await comment(prompt.id, reader, 'Top');
    const reply = await comment(prompt.id, other, 'Reply', top.id);
    const deeper = await call('POST', `/api/prompts/${prompt.id}/comments`, reader, {
      body: 'Reply to a reply',
      parentId: reply.id,
    });
    expect(deeper.statusCode).toBe(400);
    expect(deeper.json()).toEqual(errorBody(400, 'Bad Request', SERVER_MSG.replyToReply));
    for (const parentId of [999_999, 99_999_999_999, top.id]) {
      const target = parentId === top.id ? elsewhere.id : prompt.id;
      const res = await call('POST', `/api/prompts/${target}/comments`, reader, { body: 'Hi', parentId });
      expect(res.statusCode, `parent ${parentId}`).toBe(400);
      expect(res.json().message).toBe(SERVER_MSG.commentParentNotFound);
    }
  });

  it('validates the body: trimmed, 1–2000 characters, NUL dropped, plain text kept as typed', async () => {
    const prompt = await addPrompt(ctx, owner);
    const post = (body: unknown) => call('POST', `/api/prompts/${prompt.id}/comments`, reader, { body });
    for (const body of ['', '   ', '\u0000', 'x'.repeat(2001), 42]) {
      expect((await post(body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await post('   ')).json().message).toContain('Comment must not be empty');
    expect((await post('x'.repeat(2001))).json().message).toContain(
      'Comment must be at most 2000 characters',
    );
    expect((await post('x'.repeat(2000))).statusCode).toBe(201);
    const html = await post('<b>bold</b>\u0000 @someone https://example.com');
    expect(html.json().body).toBe('<b>bold</b> @someone https://example.com');
  });

  it('lets the author edit (setting editedAt); not the owner, an admin or anyone else', async () => {
    const prompt = await addPrompt(ctx, owner);
    const mine = await comment(prompt.id, reader, 'Before');
    const edit = (user?: TestUser) => call('PUT', `/api/comments/${mine.id}`, user, { body: ' After ' });
    expect((await edit()).statusCode).toBe(401);
    for (const user of [owner, admin, other]) expect((await edit(user)).statusCode).toBe(403);
    const edited = await edit(reader);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: mine.id, body: 'After', editedAt: expect.any(String) });
    expect((await call('PUT', `/api/comments/${mine.id}`, reader, { body: '' })).statusCode).toBe(400);
    expect((await call('PUT', '/api/comments/999999', reader, { body: 'x' })).statusCode).toBe(404);
  });

  it('lets the author, the prompt owner and admins delete; not anyone else', async () => {
    const prompt = await addPrompt(ctx, owner);
    const remove = (id: number, user?: TestUser) => call('DELETE', `/api/comments/${id}`, user);
    const first = await comment(prompt.id, reader, 'One');
    expect((await remove(first.id)).statusCode).toBe(401);
    expect((await remove(first.id, other)).statusCode).toBe(403);
    for (const user of [reader, owner, admin]) {
      const target = await comment(prompt.id, reader, 'To delete');
      expect((await remove(target.id, user)).statusCode).toBe(204);
      expect((await remove(target.id, user)).statusCode).toBe(404);
    }
    // The prompt's owner deletes others' comments only on their own prompts.
    const othersPrompt = await addPrompt(ctx, other);
    const there = await comment(othersPrompt.id, reader, 'Elsewhere');
    expect((await remove(there.id, owner)).statusCode).toBe(403);
  });

  it('needs sign-in to write, and answers 404 for an unknown prompt', async () => {
    const prompt = await addPrompt(ctx, owner);
    const anonymous = await call('POST', `/api/prompts/${prompt.id}/comments`, undefined, { body: 'Hi' });
    expect(anonymous.statusCode).toBe(401);
    expect((await call('GET', `/api/prompts/${prompt.id}/comments`)).statusCode).toBe(200);
    expect((await call('GET', '/api/prompts/999999/comments')).statusCode).toBe(404);
    expect((await call('POST', '/api/prompts/999999/comments', reader, { body: 'Hi' })).statusCode).toBe(404);
    expect((await call('GET', '/api/comments/999999/replies')).statusCode).toBe(404);
    expect((await call('GET', '/api/comments/abc/replies')).statusCode).toBe(400);
  });

  it('hides the comments of a draft and of a private prompt like the prompt itself', async () => {
    const draft = await addPrompt(ctx, owner, {}, 'draft');
    const ownComment = await comment(draft.id, owner, 'Note to self');
    expect((await call('GET', `/api/prompts/${draft.id}/comments`, admin)).statusCode).toBe(200);
    expect((await call('POST', `/api/prompts/${draft.id}/comments`, admin, { body: 'ok' })).statusCode).toBe(
      201,
    );
    for (const user of [undefined, reader]) {
      expect((await call('GET', `/api/prompts/${draft.id}/comments`, user)).statusCode).toBe(404);
      expect((await call('GET', `/api/comments/${ownComment.id}/replies`, user)).statusCode).toBe(404);
    }
    const write = await call('POST', `/api/prompts/${draft.id}/comments`, reader, { body: 'Hello' });
    expect(write.json()).toEqual(errorBody(404, 'Not Found', SERVER_MSG.promptNotFound));
    const reply = await call('POST', `/api/prompts/${draft.id}/comments`, reader, {
      body: 'Hello',
      parentId: ownComment.id,
    });
    expect(reply.statusCode).toBe(404);
    expect((await call('PUT', `/api/comments/${ownComment.id}`, reader, { body: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/comments/${ownComment.id}`, reader)).statusCode).toBe(404);

    const internal = await addPrompt(ctx, owner, { visibility: 'internal' });
    const signedInComment = await comment(internal.id, reader, 'Colleagues only');
    expect((await call('GET', `/api/prompts/${internal.id}/comments`)).statusCode).toBe(404);
    expect((await call('GET', `/api/comments/${signedInComment.id}/replies`)).statusCode).toBe(404);
    expect((await call('GET', `/api/prompts/${internal.id}/comments`, other)).statusCode).toBe(200);
  });

  it('behind sign-in answers a visitor 401 and a signed-in reader as before', async () => {
    const prompt = await addPrompt(ctx, owner);
    const top = await comment(prompt.id, reader, 'Inside');
    const settings = ctx.app.settings.current();
    await ctx.app.settings.save({ ...settings, access: 'signed-in' });
    try {
      for (const url of [`/api/prompts/${prompt.id}/comments`, `/api/comments/${top.id}/replies`]) {
        expect((await call('GET', url)).statusCode).toBe(401);
        expect((await call('GET', url, other)).statusCode).toBe(200);
      }
    } finally {
      await ctx.app.settings.save(settings);
    }
  });

  it('keeps commentCount exact under parallel comments', async () => {
    const prompt = await addPrompt(ctx, owner);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call('POST', `/api/prompts/${prompt.id}/comments`, reader, { body: `c${i}` }),
      ),
    );
    expect(results.map((res) => res.statusCode)).toEqual(Array(12).fill(201));
    expect(await countOf(prompt.id)).toBe(12);
  });
});
