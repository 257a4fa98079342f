// Reports and moderation (issue 29): every call with who may make it; a hidden prompt gone from every
// read path for everyone but its owner and admins (lists, search, counts, detail, versions, saved,
// collections, MCP, export, the server-rendered page, the sitemap, profiles) and back when unhidden,
// with the kept counts equal to a recount; hidden comments and collections; delete; the audit log and
// the report.created webhook event.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { REPORT_MSG } from '@prompt-lib/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { webhooks } from '../../db/schema.ts';
import { createTestApp, createUser, type TestContext } from '../../test/app.ts';
import { keptCountsThatDiffer } from '../../test/recount.ts';
import { addPrompt, errorBody, seedTaxonomy, type TestUser } from '../prompts/test-data.ts';
import { promptSitemap } from '../seo/sitemap.ts';
import { fakeWebBuild } from '../seo/test-shell.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('reports and moderation', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let reporter: TestUser;
  let other: TestUser;
  let editor: TestUser;
  let admin: TestUser;
  let mcpUrl: URL;
  let categoryId: Record<string, number>;
  beforeAll(async () => {
    ctx = await createTestApp({ WEB_DIST: fakeWebBuild(), PUBLIC_URL: 'https://prompts.example.com' });
    // Nothing is sent from here: report.created deliveries stay in the queue.
    await ctx.app.webhooks.stop();
    ({ categoryId } = await seedTaxonomy(ctx));
    owner = await createUser(ctx);
    reporter = await createUser(ctx);
    other = await createUser(ctx);
    editor = await createUser(ctx);
    admin = await createUser(ctx, { role: 'admin' });
    mcpUrl = new URL('/mcp', await ctx.app.listen({ port: 0, host: '127.0.0.1' }));
  });
  afterAll(() => ctx.close());

  const call = (method: Method, url: string, user?: TestUser, payload?: object) =>
    ctx.app.inject({ method, url, headers: user?.auth ?? {}, ...(payload ? { payload } : {}) });
  const report = async (targetType: string, targetId: number, user: TestUser = reporter, reason = 'spam') => {
    const res = await call('POST', '/api/reports', user, { targetType, targetId, reason });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number };
  };
  const resolve = async (id: number, action: string, note?: string) => {
    const res = await call('POST', `/api/reports/${id}/resolve`, admin, { action, note });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  async function mcpIds(who: TestUser | null): Promise<number[]> {
    const client = new Client({ name: 'reports-test', version: '1.0.0' });
    const headers: Record<string, string> = who ? { Authorization: `Bearer ${who.token}` } : {};
    await client.connect(new StreamableHTTPClientTransport(mcpUrl, { requestInit: { headers } }));
    const ids: number[] = [];
    let cursor: string | undefined;
    do {
      const page = await client.listPrompts(cursor === undefined ? {} : { cursor });
      ids.push(...page.prompts.map((prompt) => Number(prompt.name.split('-')[0])));
      cursor = page.nextCursor;
    } while (cursor !== undefined);
    await client.close();
    return ids;
  }

  it('lets a signed-in user report what they see, once while it is open; checks the input', async () => {
    const prompt = await addPrompt(ctx, owner, { title: 'Once only' });
    const body = { targetType: 'prompt', targetId: prompt.id, reason: 'spam', details: '  Buy now links  ' };
    expect((await call('POST', '/api/reports', undefined, body)).statusCode).toBe(401);
    const created = await call('POST', '/api/reports', reporter, body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      target: { type: 'prompt', id: prompt.id, title: 'Once only', promptId: prompt.id, hidden: false },
      reason: 'spam',
      details: 'Buy now links',
      reporter: { id: reporter.id, username: reporter.username },
      status: 'open',
      action: null,
    });
    expect((await call('POST', '/api/reports', reporter, body)).json()).toEqual(
      errorBody(409, 'Conflict', REPORT_MSG.alreadyReported),
    );
    // Someone else may report it too.
    expect((await call('POST', '/api/reports', other, body)).statusCode).toBe(201);
    for (const [payload, message] of [
      [{ ...body, targetType: 'user' }, REPORT_MSG.targetType],
      [{ ...body, reason: 'boring' }, REPORT_MSG.reason],
      [{ ...body, targetId: -1 }, REPORT_MSG.targetId],
      [{ ...body, details: 'x'.repeat(1001) }, REPORT_MSG.detailsMax],
    ] as const) {
      const res = await call('POST', '/api/reports', reporter, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
    // A target they may not see is unknown to them.
    const secret = await addPrompt(ctx, owner, { visibility: 'private' });
    for (const [targetType, targetId, message] of [
      ['prompt', secret.id, 'Prompt not found'],
      ['prompt', 999_999, 'Prompt not found'],
      ['comment', 999_999, 'Comment not found'],
      ['collection', 999_999, 'Collection not found'],
    ] as const) {
      const res = await call('POST', '/api/reports', reporter, { targetType, targetId, reason: 'other' });
      expect(res.json()).toEqual(errorBody(404, 'Not Found', message));
    }
  });

  it('lets only admins read the queue, resolve and unhide: 401 without a sign-in, 403 for a user', async () => {
    const prompt = await addPrompt(ctx, owner);
    const { id } = await report('prompt', prompt.id);
    const calls: [Method, string, object | undefined][] = [
      ['GET', '/api/reports', undefined],
      ['GET', '/api/reports?status=resolved', undefined],
      ['POST', `/api/reports/${id}/resolve`, { action: 'hide' }],
      ['DELETE', `/api/moderation/prompt/${prompt.id}`, undefined],
    ];
    for (const [method, url, body] of calls) {
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, owner, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, reporter, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    const queue = (await call('GET', '/api/reports?size=100', admin)).json();
    expect(queue.list.map((r: { id: number }) => r.id)).toContain(id);
    expect(queue.totalCount).toBe(queue.list.length);
    expect((await call('GET', '/api/reports?status=closed', admin)).statusCode).toBe(400);
    expect((await call('POST', `/api/reports/${id}/resolve`, admin, { action: 'ban' })).statusCode).toBe(400);
    expect((await call('POST', '/api/reports/999999/resolve', admin, { action: 'dismiss' })).json()).toEqual(
      errorBody(404, 'Not Found', REPORT_MSG.notFound),
    );
    // Not hidden yet: nothing to show again.
    expect((await call('DELETE', `/api/moderation/prompt/${prompt.id}`, admin)).statusCode).toBe(409);
    expect((await call('DELETE', '/api/moderation/prompt/999999', admin)).statusCode).toBe(404);
    const resolved = await resolve(id, 'dismiss', 'Looks fine');
    expect(resolved).toMatchObject({ status: 'resolved', action: 'dismiss', note: 'Looks fine' });
    expect(resolved.resolvedBy).toEqual({ id: admin.id, username: admin.username });
    expect((await call('POST', `/api/reports/${id}/resolve`, admin, { action: 'hide' })).json()).toEqual(
      errorBody(409, 'Conflict', REPORT_MSG.alreadyResolved),
    );
    // Dismissing changes nothing else; the reporter may report it again.
    expect((await call('GET', `/api/prompts/${prompt.id}`)).statusCode).toBe(200);
    await report('prompt', prompt.id);
    const done = (await call('GET', '/api/reports?status=resolved&size=100', admin)).json();
    expect(done.list.map((r: { id: number }) => r.id)).toContain(id);
  });

  it('hides a prompt from every read but its owner’s and admins’, and shows it again', async () => {
    const word = 'zqxmoderated';
    const title = `Spam ${word}`;
    const prompt = await addPrompt(ctx, owner, {
      title,
      content: `Buy ${word} now`,
      categories: ['Coding'],
      sharedWith: [{ kind: 'user', id: editor.id, canEdit: true }],
    });
    const kept = await addPrompt(ctx, owner, {
      title: `Fine ${word}`,
      content: `Fine ${word}`,
      categories: ['Coding'],
    });
    await call('POST', `/api/saved-prompts/${prompt.id}`, other);
    const collection = await call('POST', '/api/collections', other, { name: 'Mixed', public: true });
    const collectionId = collection.json().id;
    await call('PUT', `/api/collections/${collectionId}/prompts/${prompt.id}`, other);
    await call('PUT', `/api/collections/${collectionId}/prompts/${kept.id}`, other);

    /** What `who` is answered about the prompt on every read path. */
    const reads = async (who: TestUser | null) => {
      const user = who ?? undefined;
      const ids = (list: { id: number }[]) => list.map((p) => p.id).includes(prompt.id);
      const list = (await call('GET', `/api/prompts?category=${categoryId.Coding}&size=100`, user)).json();
      const search = (await call('GET', `/api/prompts/search?query=${word}&size=100`, user)).json();
      const array = (await call('GET', `/api/prompts/category/${categoryId.Coding}`, user)).json();
      const read = (await call('GET', `/api/collections/${collectionId}`, user)).json();
      const profile = (await call('GET', `/api/users/${owner.username}/prompts?size=100`, user)).json();
      const answers: Record<string, unknown> = {
        list: ids(list.list),
        search: ids(search.list),
        searchCount: search.totalCount,
        array: ids(array),
        detail: (await call('GET', `/api/prompts/${prompt.id}`, user)).statusCode,
        versions: (await call('GET', `/api/prompts/${prompt.id}/versions`, user)).statusCode,
        collection: ids(read.prompts),
        collectionCount: read.promptCount,
        profile: ids(profile.list),
        mcp: (await mcpIds(who)).includes(prompt.id),
      };
      if (who) {
        const exported = (await call('GET', '/api/export?scope=library', user)).json();
        answers.export = exported.prompts.some((p: { title: string }) => p.title === title);
      }
      if (who === other) {
        const saved = (await call('GET', '/api/saved-prompts?size=100', user)).json();
        answers.saved = ids(saved.content.map((entry: { prompt: { id: number } }) => entry.prompt));
      }
      return answers;
    };
    const counts = async () => {
      const list = (await call('GET', `/api/prompts?category=${categoryId.Coding}&size=1`)).json();
      const profile = (await call('GET', `/api/users/${owner.username}/profile`)).json();
      return { list: list.totalCount as number, profile: profile.promptCount as number };
    };
    const page = async () => (await call('GET', `/explorer/prompt/${prompt.id}`)).statusCode;
    // The sitemap's answers are kept a minute (seo/routes.ts), as after any change: read it fresh.
    const sitemap = async () => {
      const xml = await promptSitemap(ctx.database.db, 'https://prompts.example.com', 1);
      return (xml ?? '').includes(`/explorer/prompt/${prompt.id}<`);
    };

    const seen = {
      list: true,
      search: true,
      searchCount: 2,
      array: true,
      detail: 200,
      versions: 200,
      collection: true,
      collectionCount: 2,
      profile: true,
      mcp: true,
    };
    expect(await reads(null)).toEqual(seen);
    expect(await reads(other)).toEqual({ ...seen, export: true, saved: true });
    const before = await counts();
    expect(await page()).toBe(200);
    expect(await sitemap()).toBe(true);

    const { id } = await report('prompt', prompt.id);
    await report('prompt', prompt.id, other, 'offensive');
    const resolved = await resolve(id, 'hide', 'Advertising is not allowed');
    expect(resolved).toMatchObject({ status: 'resolved', action: 'hide', target: { hidden: true } });
    // Both open reports on it are resolved at once.
    const open = (await call('GET', '/api/reports?size=100', admin)).json();
    expect(open.list.filter((r: { target: { id: number } }) => r.target.id === prompt.id)).toEqual([]);

    const gone = {
      list: false,
      search: false,
      searchCount: 1,
      array: false,
      detail: 404,
      versions: 404,
      collection: false,
      collectionCount: 1,
      profile: false,
      mcp: false,
    };
    expect(await reads(null)).toEqual(gone);
    expect(await reads(other)).toEqual({ ...gone, export: false, saved: false });
    // Shared with them to edit, they no longer see it either.
    expect(await reads(editor)).toEqual({ ...gone, export: false });
    expect(await counts()).toEqual({ list: before.list - 1, profile: before.profile - 1 });
    expect(await page()).toBe(404);
    expect(await sitemap()).toBe(false);
    expect(await keptCountsThatDiffer(ctx.database.db)).toEqual([]);

    // Its owner and admins still read it, with the moderator's note; lists show it to nobody.
    for (const who of [owner, admin]) {
      const detail = await call('GET', `/api/prompts/${prompt.id}`, who);
      expect(detail.statusCode).toBe(200);
      expect(detail.json().moderation).toEqual({
        hiddenAt: expect.any(String),
        note: 'Advertising is not allowed',
      });
      expect((await call('GET', `/api/prompts/${prompt.id}/versions`, who)).statusCode).toBe(200);
    }
    const mine = (await call('GET', '/api/prompts/my-prompts?size=100', owner)).json();
    const listed = mine.list.find((p: { id: number }) => p.id === prompt.id);
    expect(listed.moderation.note).toBe('Advertising is not allowed');
    expect((await call('GET', `/api/prompts/${kept.id}`, owner)).json().moderation).toBeUndefined();
    // Its owner may still edit it; the editor by share may not.
    expect((await call('PUT', `/api/prompts/${prompt.id}/status?status=draft`, editor)).statusCode).toBe(404);

    // An admin shows it again: every read has it back.
    expect((await call('DELETE', `/api/moderation/prompt/${prompt.id}`, admin)).statusCode).toBe(204);
    expect(await reads(null)).toEqual(seen);
    expect(await reads(other)).toEqual({ ...seen, export: true, saved: true });
    expect(await counts()).toEqual(before);
    expect((await call('GET', `/api/prompts/${prompt.id}`, owner)).json().moderation).toBeUndefined();
    expect(await keptCountsThatDiffer(ctx.database.db)).toEqual([]);

    const audit = (await call('GET', '/api/audit?size=100', admin)).json();
    const types = audit.list.filter((e: { target: string }) => e.target === `prompt:${prompt.id}`);
    expect(types.map((e: { type: string }) => e.type)).toEqual(['moderation.unhidden', 'report.resolved']);
    expect(types[1]).toMatchObject({
      actor: { id: admin.id },
      details: { action: 'hide', note: 'Advertising is not allowed' },
    });
  });

  it('hides a comment from everyone but its author and admins, who see the note', async () => {
    const prompt = await addPrompt(ctx, owner);
    const spam = await call('POST', `/api/prompts/${prompt.id}/comments`, other, {
      body: 'Cheap pills here',
    });
    const fine = await call('POST', `/api/prompts/${prompt.id}/comments`, reporter, {
      body: 'Useful, thanks',
    });
    const spamId = spam.json().id as number;
    const reply = await call('POST', `/api/prompts/${prompt.id}/comments`, owner, {
      body: 'Please stop',
      parentId: spamId,
    });
    expect(reply.statusCode).toBe(201);
    const bodies = async (who?: TestUser) =>
      (await call('GET', `/api/prompts/${prompt.id}/comments`, who)).json();
    const { id } = await report('comment', spamId);
    expect((await call('GET', '/api/reports?size=100', admin)).json().list).toContainEqual(
      expect.objectContaining({
        id,
        target: expect.objectContaining({
          title: 'Cheap pills here',
          promptId: prompt.id,
          owner: { id: other.id, username: other.username },
        }),
      }),
    );
    expect((await call('GET', `/api/prompts/${prompt.id}`)).json().commentCount).toBe(3);
    await resolve(id, 'hide', 'No ads');
    for (const who of [undefined, reporter, owner]) {
      const page = await bodies(who);
      expect(page.list.map((c: { body: string }) => c.body)).toEqual(['Useful, thanks']);
      expect(page.totalCount).toBe(1);
      expect((await call('GET', `/api/comments/${spamId}/replies`, who)).statusCode).toBe(404);
    }
    for (const who of [other, admin]) {
      const page = await bodies(who);
      expect(page.list[0]).toMatchObject({ id: spamId, moderation: { note: 'No ads' } });
      expect(page.list[1].moderation).toBeUndefined();
    }
    expect((await call('GET', `/api/prompts/${prompt.id}`)).json().commentCount).toBe(2);
    // Nobody else may report it now.
    expect(
      (await call('POST', '/api/reports', owner, { targetType: 'comment', targetId: spamId, reason: 'spam' }))
        .statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/moderation/comment/${spamId}`, admin)).statusCode).toBe(204);
    expect((await bodies()).totalCount).toBe(2);
    expect((await call('GET', `/api/prompts/${prompt.id}`)).json().commentCount).toBe(3);
    expect(fine.statusCode).toBe(201);
  });

  it('hides a collection: 404 to everyone but its owner and admins, gone from shared lists', async () => {
    const created = await call('POST', '/api/collections', owner, {
      name: 'Bad pack',
      visibility: 'public',
      sharedWith: [{ kind: 'user', id: other.id, canEdit: false }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const collectionId = created.json().id as number;
    const shared = async () =>
      (await call('GET', '/api/collections?scope=shared', other))
        .json()
        .list.map((c: { id: number }) => c.id);
    expect(await shared()).toContain(collectionId);
    const { id } = await report('collection', collectionId, reporter, 'offensive');
    await resolve(id, 'hide', 'Offensive name');
    for (const who of [undefined, other, reporter]) {
      expect((await call('GET', `/api/collections/${collectionId}`, who)).statusCode).toBe(404);
    }
    expect(await shared()).not.toContain(collectionId);
    for (const who of [owner, admin]) {
      const read = await call('GET', `/api/collections/${collectionId}`, who);
      expect(read.statusCode).toBe(200);
      expect(read.json().moderation).toEqual({ hiddenAt: expect.any(String), note: 'Offensive name' });
    }
    const mine = (await call('GET', '/api/collections', owner)).json().list;
    expect(mine.find((c: { id: number }) => c.id === collectionId).moderation.note).toBe('Offensive name');
    expect((await call('DELETE', `/api/moderation/collection/${collectionId}`, admin)).statusCode).toBe(204);
    expect((await call('GET', `/api/collections/${collectionId}`)).statusCode).toBe(200);
  });

  it('deletes the target as its owner would, and resolves every open report on it', async () => {
    const prompt = await addPrompt(ctx, owner, { title: 'To delete' });
    const first = await report('prompt', prompt.id);
    await report('prompt', prompt.id, other, 'copyright');
    await resolve(first.id, 'delete', 'Copied from a book');
    expect((await call('GET', `/api/prompts/${prompt.id}`, owner)).statusCode).toBe(404);
    const done = (await call('GET', '/api/reports?status=resolved&size=100', admin)).json();
    const onIt = done.list.filter(
      (r: { target: { id: number; type: string } }) =>
        r.target.type === 'prompt' && r.target.id === prompt.id,
    );
    expect(onIt).toHaveLength(2);
    for (const r of onIt)
      expect(r).toMatchObject({ action: 'delete', note: 'Copied from a book', target: { title: null } });

    const comment = await call('POST', `/api/prompts/${(await addPrompt(ctx, owner)).id}/comments`, other, {
      body: 'Gone soon',
    });
    const onComment = await report('comment', comment.json().id);
    await resolve(onComment.id, 'delete');
    expect((await call('GET', `/api/comments/${comment.json().id}/replies`, admin)).statusCode).toBe(404);

    const collection = await call('POST', '/api/collections', other, { name: 'Gone too', public: true });
    const onCollection = await report('collection', collection.json().id);
    await resolve(onCollection.id, 'delete');
    expect((await call('GET', `/api/collections/${collection.json().id}`, admin)).statusCode).toBe(404);
    expect(await keptCountsThatDiffer(ctx.database.db)).toEqual([]);
  });

  it('tells each reporter their report was resolved, naming the prompt only while they may see it', async () => {
    // Reporters of their own, whose only notices are these.
    const [first, second] = [await createUser(ctx), await createUser(ctx)];
    const kept = await addPrompt(ctx, owner, { title: 'Fine after all' });
    const hidden = await addPrompt(ctx, owner, { title: 'Spam to hide' });
    const onKept = await report('prompt', kept.id, first);
    await report('prompt', kept.id, second);
    await resolve(onKept.id, 'dismiss');
    await resolve((await report('prompt', hidden.id, first)).id, 'hide');
    const resolvedNotices = async (user: TestUser) =>
      (await call('GET', '/api/notifications?size=100', user))
        .json()
        .list.filter((n: { type: string }) => n.type === 'report.resolved');
    expect(await resolvedNotices(first)).toEqual([
      expect.objectContaining({
        actor: { id: admin.id, username: admin.username },
        text: 'Your report was resolved',
      }),
      expect.objectContaining({ text: 'Your report about “Fine after all” was resolved' }),
    ]);
    expect(await resolvedNotices(second)).toEqual([
      expect.objectContaining({ text: 'Your report about “Fine after all” was resolved' }),
    ]);
    expect(await resolvedNotices(admin)).toEqual([]);
  });

  it('queues report.created for webhooks that want it', async () => {
    await ctx.database.db
      .insert(webhooks)
      .values({ url: 'https://hooks.example.com/reports', events: ['report.created'], secret: 's' });
    const prompt = await addPrompt(ctx, owner, { title: 'Webhook target' });
    const { id } = await report('prompt', prompt.id, reporter, 'other');
    const rows = await queryRows<{ payload: Record<string, unknown> }>(
      ctx.database.db,
      sql`select payload from webhook_deliveries where event = 'report.created' order by created_at desc limit 1`,
    );
    expect(rows[0]?.payload).toMatchObject({
      report: { id, targetType: 'prompt', targetId: prompt.id, reason: 'other' },
      prompt: { id: prompt.id, title: 'Webhook target' },
      actor: { id: reporter.id, username: reporter.username },
    });
  });
});
