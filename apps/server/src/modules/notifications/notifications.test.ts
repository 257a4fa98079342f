// Notifications (issue 29): every call with who may make it, the fan-out of each event (suggestions,
// comments with replies and mentions, ratings gathered per day, groups, sharing, a resolved report),
// that nobody hears of their own action nor twice of one event, that a prompt the reader may no
// longer see is not shown, the preferences, and the e-mails against a real SMTP server.
import type { Notification, NotificationPage } from '@prompt-lib/contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationPreferences, promptComments } from '../../db/schema.ts';
import { createTestApp, createUser, type TestContext } from '../../test/app.ts';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp-server.ts';
import { addPrompt, promptInput, seedTaxonomy, type TestUser } from '../prompts/test-data.ts';
import { notify } from './notify.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function harness(get: () => TestContext) {
  const call = (method: Method, url: string, user?: TestUser, payload?: object) =>
    get().app.inject({ method, url, headers: user?.auth ?? {}, ...(payload ? { payload } : {}) });
  const page = async (user: TestUser, query = ''): Promise<NotificationPage> => {
    const res = await call('GET', `/api/notifications${query}`, user);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const texts = async (user: TestUser) => (await page(user)).list.map((n) => n.text);
  const ok = async (method: Method, url: string, user: TestUser, payload?: object) => {
    const res = await call(method, url, user, payload);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.statusCode === 204 ? null : res.json();
  };
  return { call, page, texts, ok };
}

describe('notifications', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let alice: TestUser;
  let bob: TestUser;
  let carol: TestUser;
  let admin: TestUser;
  const { call, page, texts, ok } = harness(() => ctx);
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedTaxonomy(ctx);
    owner = await createUser(ctx, { username: `olivia${Date.now() % 10000}` });
    alice = await createUser(ctx, { username: `alice${Date.now() % 10000}` });
    bob = await createUser(ctx, { username: `bob${Date.now() % 10000}` });
    carol = await createUser(ctx);
    admin = await createUser(ctx, { role: 'admin' });
  });
  afterAll(() => ctx.close());

  const readAll = (user: TestUser) => ok('POST', '/api/notifications/read', user, {});
  const suggest = (promptId: number, user: TestUser) =>
    ok('POST', `/api/prompts/${promptId}/suggestions`, user, {
      ...promptInput({ title: 'A better title' }),
      message: 'Clearer title',
    });

  it('answers 401 to every call without sign-in', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['POST', '/api/notifications/read'],
      ['GET', '/api/notifications/preferences'],
      ['PUT', '/api/notifications/preferences'],
    ] as const) {
      expect((await call(method, url, undefined, {})).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('lists its calls in the API documentation', async () => {
    const doc = (await call('GET', '/api/docs/json')).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(doc.paths['/api/notifications/'] ?? {})).toEqual(['get']);
    expect(Object.keys(doc.paths['/api/notifications/read'] ?? {})).toEqual(['post']);
    expect(Object.keys(doc.paths['/api/notifications/preferences'] ?? {}).sort()).toEqual(['get', 'put']);
  });

  it('tells the owner of a suggestion and its author that it was accepted or declined', async () => {
    const prompt = await addPrompt(ctx, owner, { title: 'Cold email opener' });
    const first = await suggest(prompt.id, alice);
    const received = (await page(owner)).list[0];
    expect(received).toEqual({
      id: expect.any(Number),
      type: 'suggestion.received',
      createdAt: expect.any(String),
      readAt: null,
      actor: { id: alice.id, username: alice.username },
      text: `${alice.username} suggested an edit to “Cold email opener”`,
      link: `/explorer/prompt/${prompt.id}`,
    });
    expect(await texts(alice)).toEqual([]);
    await ok('POST', `/api/suggestions/${first.id}/accept`, owner);
    expect((await page(alice)).list[0]).toMatchObject({
      type: 'suggestion.accepted',
      actor: { id: owner.id, username: owner.username },
      // The accepted title is the prompt's title now: texts are written when read.
      text: `${owner.username} accepted your suggested edit to “A better title”`,
      link: `/explorer/prompt/${prompt.id}`,
    });
    expect((await page(owner)).list[0]?.text).toBe(`${alice.username} suggested an edit to “A better title”`);

    const second = await ok('POST', `/api/prompts/${prompt.id}/suggestions`, bob, {
      ...promptInput({ title: 'Another title' }),
      message: 'Try this',
    });
    await ok('POST', `/api/suggestions/${second.id}/decline`, owner, { reason: 'No thanks' });
    expect((await page(bob)).list[0]).toMatchObject({
      type: 'suggestion.declined',
      text: `${owner.username} declined your suggested edit to “A better title”`,
      link: '/suggestions?box=sent',
    });
    // The owner heard nothing of their own decisions.
    expect((await page(owner)).list.map((n) => n.type)).toEqual([
      'suggestion.received',
      'suggestion.received',
    ]);
  });

  it('fans a comment out to the owner, the replied-to author and the mentioned, once each, never the author', async () => {
    const prompt = await addPrompt(ctx, owner, { title: 'Blog outline' });
    await Promise.all([owner, alice, bob, carol].map(readAll));
    const top = await ok('POST', `/api/prompts/${prompt.id}/comments`, alice, { body: 'Nice one' });
    expect((await page(owner, '?unread=true')).list.map((n) => n.text)).toEqual([
      `${alice.username} commented on “Blog outline”`,
    ]);
    // A reply mentioning the prompt's owner, the author it answers, and someone else: the owner hears
    // one mention, alice one mention (not also a reply notice), carol a mention; bob, the author, nothing.
    await ok('POST', `/api/prompts/${prompt.id}/comments`, bob, {
      body: `@${owner.username.toUpperCase()} @${alice.username} and @${carol.username}, @${bob.username} agrees`,
      parentId: top.id,
    });
    const unread = async (user: TestUser) => (await page(user, '?unread=true')).list.map((n) => n.type);
    expect(await unread(owner)).toEqual(['mention', 'comment.on-my-prompt']);
    expect(await unread(alice)).toEqual(['mention']);
    expect(await unread(carol)).toEqual(['mention']);
    expect(await unread(bob)).toEqual([]);
    expect((await page(carol)).list[0]?.text).toBe(
      `${bob.username} mentioned you in a comment on “Blog outline”`,
    );

    // A plain reply: its parent's author hears of it as a reply; the owner of a comment on their prompt.
    await ok('POST', `/api/prompts/${prompt.id}/comments`, carol, { body: 'Same here', parentId: top.id });
    expect((await page(alice)).list[0]).toMatchObject({
      type: 'comment.reply',
      text: `${carol.username} replied to your comment on “Blog outline”`,
    });
    expect((await page(owner)).list[0]?.type).toBe('comment.on-my-prompt');

    // The owner commenting on their own prompt, mentioning themselves: nobody hears of it.
    const before = (await page(owner)).totalCount;
    await ok('POST', `/api/prompts/${prompt.id}/comments`, owner, { body: `Thanks! @${owner.username}` });
    expect((await page(owner)).totalCount).toBe(before);
  });

  it('notifies on an edit only the names a comment did not mention before', async () => {
    const prompt = await addPrompt(ctx, owner);
    const comment = await ok('POST', `/api/prompts/${prompt.id}/comments`, alice, {
      body: `cc @${bob.username}`,
    });
    const mentions = async (user: TestUser) =>
      (await page(user)).list.filter(
        (n) => n.type === 'mention' && n.link === `/explorer/prompt/${prompt.id}`,
      );
    expect(await mentions(bob)).toHaveLength(1);
    await ok('PUT', `/api/comments/${comment.id}`, alice, { body: `cc @${bob.username} @${carol.username}` });
    expect(await mentions(bob)).toHaveLength(1);
    expect(await mentions(carol)).toHaveLength(1);

    // A moderator hides the comment: its notices are no longer shown.
    await ctx.database.db
      .update(promptComments)
      .set({ hiddenAt: new Date() })
      .where(eq(promptComments.id, comment.id));
    expect(await mentions(bob)).toHaveLength(0);
  });

  it('does not notify a mentioned user who may not read the prompt, and hides notices of prompts made private', async () => {
    const prompt = await addPrompt(ctx, owner, { title: 'Team only', visibility: 'private' });
    await ok('PUT', `/api/prompts/${prompt.id}/sharing`, owner, {
      visibility: 'private',
      sharedWith: [{ kind: 'user', id: alice.id, canEdit: false }],
    });
    const shared = (await page(alice)).list[0];
    expect(shared).toMatchObject({
      type: 'share.received',
      text: `${owner.username} shared “Team only” with you`,
      link: `/explorer/prompt/${prompt.id}`,
    });
    const carolBefore = (await page(carol)).totalCount;
    await ok('POST', `/api/prompts/${prompt.id}/comments`, alice, { body: `@${carol.username} look` });
    expect((await page(carol)).totalCount).toBe(carolBefore);

    // The share is withdrawn: alice no longer sees the prompt, nor any notice naming it.
    const unreadBefore = (await page(alice)).unreadCount;
    await ok('PUT', `/api/prompts/${prompt.id}/sharing`, owner, { visibility: 'private', sharedWith: [] });
    const after = await page(alice);
    expect(after.list.map((n) => n.text).join('\n')).not.toContain('Team only');
    expect(after.unreadCount).toBe(unreadBefore - 1);
  });

  it('gathers the ratings of a prompt into one notice a day', async () => {
    const prompt = await addPrompt(ctx, owner, { title: 'Rated prompt' });
    const rate = (user: TestUser, value: number) =>
      ok('PUT', `/api/prompts/${prompt.id}/rating`, user, { value });
    const ratings = async () =>
      (await page(owner)).list.filter(
        (n) => n.type === 'rating.on-my-prompt' && n.link?.endsWith(`/${prompt.id}`),
      );
    await rate(alice, 4);
    expect((await ratings()).map((n) => n.text)).toEqual([`${alice.username} rated “Rated prompt”`]);
    await rate(bob, 5);
    await rate(alice, 3);
    const gathered = await ratings();
    expect(gathered).toHaveLength(1);
    expect(gathered[0]).toMatchObject({ text: '2 people rated “Rated prompt”', actor: { id: alice.id } });
    await ok('POST', '/api/notifications/read', owner, { ids: [gathered[0]?.id] });
    await rate(bob, 2);
    expect((await ratings())[0]?.readAt).not.toBeNull();
    await rate(carol, 5);
    expect((await ratings())[0]).toMatchObject({ text: '3 people rated “Rated prompt”', readAt: null });
  });

  it('tells an account added to a group, and the members of a group a prompt is shared with', async () => {
    const group = await ok('POST', '/api/groups', admin, { name: `Writers ${Date.now()}`, description: '' });
    for (const user of [alice, bob]) {
      await ok('PUT', `/api/groups/${group.id}/members/${user.id}`, admin, { role: 'member' });
    }
    expect((await page(alice)).list[0]).toMatchObject({
      type: 'group.added',
      actor: { id: admin.id },
      text: `${admin.username} added you to the group “${group.name}”`,
      link: `/groups/${group.id}`,
    });
    // A role change is not an addition.
    const bobCount = (await page(bob)).totalCount;
    await ok('PUT', `/api/groups/${group.id}/members/${bob.id}`, admin, { role: 'manager' });
    expect((await page(bob)).totalCount).toBe(bobCount);

    // bob, a member, shares his prompt with the group and carol: alice and carol hear, bob does not.
    const prompt = await addPrompt(ctx, bob, {
      title: 'For writers',
      visibility: 'private',
      sharedWith: [
        { kind: 'group', id: group.id, canEdit: false },
        { kind: 'user', id: carol.id, canEdit: false },
      ],
    });
    for (const user of [alice, carol]) {
      expect((await page(user)).list[0]?.text).toBe(`${bob.username} shared “For writers” with you`);
    }
    expect((await page(bob)).totalCount).toBe(bobCount);
    // Sharing again with the same audience tells nobody again.
    const aliceCount = (await page(alice)).totalCount;
    await ok('PUT', `/api/prompts/${prompt.id}/sharing`, bob, {
      visibility: 'private',
      sharedWith: [{ kind: 'group', id: group.id, canEdit: true }],
    });
    expect((await page(alice)).totalCount).toBe(aliceCount);
  });

  it('lets the reports module tell a reporter that their report was resolved', async () => {
    const prompt = await addPrompt(ctx, owner, { title: 'Reported prompt' });
    const request = { server: ctx.app } as FastifyRequest;
    await notify(request, [
      {
        type: 'report.resolved',
        actorId: admin.id,
        to: { userIds: [carol.id] },
        promptId: prompt.id,
        reportId: 7,
      },
    ]);
    expect((await page(carol)).list[0]).toMatchObject({
      type: 'report.resolved',
      text: 'Your report about “Reported prompt” was resolved',
    });
    await ok('DELETE', `/api/prompts/${prompt.id}`, owner);
    expect((await page(carol)).list[0]).toMatchObject({ text: 'Your report was resolved', link: null });
  });

  it('pages, filters unread and marks read only the caller’s own notifications', async () => {
    const reader = await createUser(ctx);
    for (let i = 0; i < 3; i++) {
      const prompt = await addPrompt(ctx, reader, { title: `Mine ${i}` });
      await ok('POST', `/api/prompts/${prompt.id}/comments`, alice, { body: 'Hello' });
    }
    const all = await page(reader, '?size=2');
    expect(all).toMatchObject({ totalCount: 3, unreadCount: 3 });
    expect(all.list.map((n) => n.text)).toEqual([
      `${alice.username} commented on “Mine 2”`,
      `${alice.username} commented on “Mine 1”`,
    ]);
    expect((await page(reader, '?size=2&page=1')).list.map((n) => n.text)).toEqual([
      `${alice.username} commented on “Mine 0”`,
    ]);
    const [newest] = all.list as [Notification];
    // Someone else's id changes nothing.
    expect(await ok('POST', '/api/notifications/read', alice, { ids: [newest.id] })).toEqual({
      unreadCount: (await page(alice)).unreadCount,
    });
    expect((await page(reader)).unreadCount).toBe(3);
    expect(await ok('POST', '/api/notifications/read', reader, { ids: [newest.id] })).toEqual({
      unreadCount: 2,
    });
    const unread = await page(reader, '?unread=true');
    expect(unread).toMatchObject({ totalCount: 2, unreadCount: 2 });
    expect(unread.list.map((n) => n.id)).not.toContain(newest.id);
    expect((await page(reader)).list[0]?.readAt).toEqual(expect.any(String));
    expect(await ok('POST', '/api/notifications/read', reader)).toEqual({ unreadCount: 0 });
    expect((await page(reader)).totalCount).toBe(3);
  });

  it('answers 400 to bad input and changes nothing', async () => {
    for (const query of ['?unread=yes', '?size=0', '?page=-1', '?size=101']) {
      expect((await call('GET', `/api/notifications${query}`, alice)).statusCode, query).toBe(400);
    }
    const unread = (await page(alice)).unreadCount;
    for (const body of [
      { ids: 'all' },
      { ids: [0] },
      { ids: Array.from({ length: 101 }, (_, i) => i + 1) },
    ]) {
      expect((await call('POST', '/api/notifications/read', alice, body)).statusCode).toBe(400);
    }
    // An id past any row's range is nobody's: nothing is marked.
    expect(await ok('POST', '/api/notifications/read', alice, { ids: [2 ** 31, 2 ** 40] })).toEqual({
      unreadCount: unread,
    });
    expect((await page(alice)).unreadCount).toBe(unread);
    for (const body of [{ mention: 'sms' }, { 'no.such-type': 'off' }, { mention: null }]) {
      const res = await call('PUT', '/api/notifications/preferences', alice, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it('keeps each account’s preferences, storing only those other than the default, and honours off', async () => {
    const user = await createUser(ctx);
    const defaults = await ok('GET', '/api/notifications/preferences', user);
    expect(defaults.emailEnabled).toBe(false);
    expect(Object.values(defaults.preferences)).toHaveLength(10);
    expect(new Set(Object.values(defaults.preferences))).toEqual(new Set(['app']));
    const changed = await ok('PUT', '/api/notifications/preferences', user, {
      'comment.on-my-prompt': 'off',
      mention: 'app+email',
    });
    expect(changed.preferences).toMatchObject({
      'comment.on-my-prompt': 'off',
      mention: 'app+email',
      'share.received': 'app',
    });
    await ok('PUT', '/api/notifications/preferences', user, { mention: 'app' });
    const stored = await ctx.database.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, user.id));
    expect(stored.map((row) => [row.type, row.delivery])).toEqual([['comment.on-my-prompt', 'off']]);
    expect(
      (await ok('GET', '/api/notifications/preferences', alice)).preferences['comment.on-my-prompt'],
    ).toBe('app');

    const prompt = await addPrompt(ctx, user);
    await ok('POST', `/api/prompts/${prompt.id}/comments`, alice, { body: 'Off for you' });
    expect((await page(user)).totalCount).toBe(0);
  });
});

describe('notifications by e-mail', () => {
  let smtp: TestSmtpServer;
  let ctx: TestContext;
  const { ok } = harness(() => ctx);
  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Prompt Lib <noreply@prompts.example.com>',
      PUBLIC_URL: 'https://prompts.example.com',
    });
    await seedTaxonomy(ctx);
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.stop();
  });

  it('e-mails the types chosen as app+email, and only those', async () => {
    const owner = await createUser(ctx);
    const commenter = await createUser(ctx);
    expect((await ok('GET', '/api/notifications/preferences', owner)).emailEnabled).toBe(true);
    await ok('PUT', '/api/notifications/preferences', owner, { 'comment.on-my-prompt': 'app+email' });
    const prompt = await addPrompt(ctx, owner, { title: 'Mailed prompt' });
    await ok('POST', `/api/prompts/${prompt.id}/comments`, commenter, { body: 'Hi' });
    const mail = await smtp.waitForMail(owner.email);
    expect(mail.subject).toBe(`${commenter.username} commented on “Mailed prompt”`);
    expect(mail.text).toContain(`https://prompts.example.com/explorer/prompt/${prompt.id}`);
    expect(mail.html).toContain(`Hello ${owner.username},`);

    // Ratings are app only for this owner: no e-mail, though the notice is there.
    await ok('PUT', `/api/prompts/${prompt.id}/rating`, commenter, { value: 5 });
    await ctx.app.mailer.settled();
    expect(smtp.received.filter((m) => m.to === owner.email)).toHaveLength(1);
  });
});
