// /api/users, the admins' Users screen (issue 27): the list and its filters, creating an account that
// sets its password through a link (and is e-mailed it, through the real SMTP fixture), role and status
// changes that take effect on the account's open sessions at once, the last active admin, reset links,
// and deletion with the account's prompts or handing them to another account.
import { ACCOUNT_MSG, type AdminUser, SERVER_MSG } from '@prompt-lib/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema.ts';
import { createTestApp, createUser, type TestContext } from '../../test/app.ts';
import { testEngine } from '../../test/database.ts';
import { keptCountsThatDiffer } from '../../test/recount.ts';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp-server.ts';
import { addPrompt, errorBody, seedTaxonomy, type TestUser } from '../prompts/test-data.ts';

const PUBLIC_URL = 'https://prompts.example.com';

/** The calls a client makes, on one test app. */
function client(get: () => TestContext) {
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    get().app.inject({ method, url, headers: token ? bearer(token) : {}, payload });
  const login = (email: string, password: string) =>
    get().app.inject({ method: 'POST', url: '/auth/login', payload: { email, password } });
  const signIn = async (user: { email: string; password: string }) => {
    const res = await login(user.email, user.password);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().token as string;
  };
  const change = (admin: TestUser, id: number, payload: object) =>
    call('PUT', `/api/users/${id}`, admin.token, payload);
  return { call, login, signIn, change };
}

describe(`users (admins) on ${testEngine}`, () => {
  let smtp: TestSmtpServer;
  let ctx: TestContext;
  let admin: TestUser;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Prompt Lib <noreply@prompts.example.com>',
      PUBLIC_URL,
      AUTH_RATE_LIMIT_MAX: '1000',
    });
    await seedTaxonomy(ctx);
    admin = await createUser(ctx, { role: 'admin' });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.stop();
  });

  const { call, login, signIn, change } = client(() => ctx);
  const list = async (query: string) => {
    const res = await call('GET', `/api/users?${query}`, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { list: AdminUser[]; totalCount: number };
  };
  const names = (page: { list: AdminUser[] }) => page.list.map((u) => u.username);
  const auditOf = (type: string, userId: number) =>
    ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.type, type))
      .orderBy(asc(auditLog.id))
      .then((rows) => rows.filter((row) => row.target?.startsWith(`user:${userId} `)));
  const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';
  const confirmReset = (token: string, newPassword: string) =>
    ctx.app.inject({ method: 'POST', url: '/auth/password-reset/confirm', payload: { token, newPassword } });
  const accessToken = async (user: TestUser) => {
    const res = await call('POST', '/api/tokens', user.token, { name: 'A script' });
    expect(res.statusCode).toBe(201);
    return res.json().token as string;
  };

  it('is for admins only', async () => {
    const user = await createUser(ctx);
    expect((await call('GET', '/api/users')).statusCode).toBe(401);
    expect((await call('GET', '/api/users', user.token)).json()).toEqual(
      errorBody(403, 'Forbidden', SERVER_MSG.adminOnly),
    );
    const created = await call('POST', '/api/users', user.token, { username: 'sneaky', email: 's@x.test' });
    expect(created.statusCode).toBe(403);
    expect((await change(user, user.id, { role: 'admin' })).statusCode).toBe(403);
    expect((await list('query=sneaky')).totalCount).toBe(0);
  });

  describe('GET /api/users', () => {
    let alpha: TestUser;
    let bravo: TestUser;
    let charlie: TestUser;
    let delta: TestUser;
    beforeAll(async () => {
      // Created in this order: the list shows the newest first.
      alpha = await createUser(ctx, { username: 'Listed_Alpha', email: 'first.person@mailer.test' });
      bravo = await createUser(ctx, {
        username: 'listed_bravo',
        email: 'Second@Listing.test',
        role: 'admin',
      });
      charlie = await createUser(ctx, { username: 'listed_charlie', email: 'third@mailer.test' });
      delta = await createUser(ctx, { username: 'listed_delta', email: 'fourth@mailer.test' });
    });

    it('finds a text in the username or the e-mail, in any case, newest first', async () => {
      expect(names(await list('query=LISTED_'))).toEqual([
        'listed_delta',
        'listed_charlie',
        'listed_bravo',
        'Listed_Alpha',
      ]);
      // "listing" is only in bravo's e-mail address, "mailer" in three others'.
      expect(names(await list('query=listing'))).toEqual(['listed_bravo']);
      expect(names(await list('query=%40mailer.test'))).toEqual([
        'listed_delta',
        'listed_charlie',
        'Listed_Alpha',
      ]);
      // LIKE's wildcards are searched for as they are typed.
      expect((await list('query=%25')).totalCount).toBe(0);
      expect(names(await list('query=listed%5Fd'))).toEqual(['listed_delta']);
      expect((await list('query=nobody-has-this')).list).toEqual([]);
    });

    it('answers each account as the admins see it', async () => {
      const [shown] = (await list('query=first.person')).list;
      expect(shown).toEqual({
        id: alpha.id,
        username: 'Listed_Alpha',
        email: 'first.person@mailer.test',
        role: 'user',
        status: 'active',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        lastSignInAt: null,
        promptCount: 0,
      });
      expect(JSON.stringify(await list('query=listed'))).not.toMatch(/argon2|password/i);
    });

    it('filters by role and status, and pages with the total count', async () => {
      expect(names(await list('query=listed&role=admin'))).toEqual(['listed_bravo']);
      expect(names(await list('query=listed&role=user'))).toEqual([
        'listed_delta',
        'listed_charlie',
        'Listed_Alpha',
      ]);

      await ctx.database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, charlie.id));
      expect((await change(admin, delta.id, { status: 'disabled' })).statusCode).toBe(200);
      const everyone = await list('query=listed');
      expect(everyone.list.map((u) => [u.username, u.status])).toEqual([
        ['listed_delta', 'disabled'],
        ['listed_charlie', 'unverified'],
        ['listed_bravo', 'active'],
        ['Listed_Alpha', 'active'],
      ]);
      expect(names(await list('query=listed&status=active'))).toEqual(['listed_bravo', 'Listed_Alpha']);
      expect(names(await list('query=listed&status=unverified'))).toEqual(['listed_charlie']);
      expect(names(await list('query=listed&status=disabled'))).toEqual(['listed_delta']);

      const first = await list('query=listed&size=3&page=0');
      const second = await list('query=listed&size=3&page=1');
      expect([first.totalCount, second.totalCount]).toEqual([4, 4]);
      expect([...names(first), ...names(second)]).toEqual(names(everyone));
      expect(names(second)).toEqual(['Listed_Alpha']);
      expect(await list('query=listed&size=3&page=2')).toEqual({ list: [], totalCount: 4 });
      expect((await list('query=listed&role=user&size=1')).totalCount).toBe(3);

      const wrong = await call('GET', '/api/users?status=sleeping', admin.token);
      expect(wrong.statusCode).toBe(400);
    });

    it('counts the prompts of each account in every status, and shows the last sign-in', async () => {
      await addPrompt(ctx, bravo);
      await addPrompt(ctx, bravo, {}, 'draft');
      await addPrompt(ctx, bravo, {}, 'archived');
      await addPrompt(ctx, alpha);
      const shown = async (username: string) => (await list(`query=${username}`)).list[0];
      expect(await shown('listed_bravo')).toMatchObject({ promptCount: 3, lastSignInAt: null });
      expect(await shown('Listed_Alpha')).toMatchObject({ promptCount: 1, lastSignInAt: null });

      const startedAt = Date.now();
      await signIn(bravo);
      const at = Date.parse((await shown('listed_bravo'))?.lastSignInAt ?? '');
      // The database's clock, a moment either side of the test's.
      expect(Math.abs(at - startedAt)).toBeLessThan(60_000);
      expect(await shown('Listed_Alpha')).toMatchObject({ lastSignInAt: null });
    });
  });

  describe('POST /api/users', () => {
    it('creates the account, e-mails its link, and the link sets a password that signs in', async () => {
      const res = await call('POST', '/api/users', admin.token, {
        username: 'made_by_admin',
        email: 'Made.By@Admin.test',
        role: 'admin',
      });
      expect(res.statusCode).toBe(201);
      const created = res.json();
      expect(created).toEqual({
        id: expect.any(Number),
        username: 'made_by_admin',
        email: 'Made.By@Admin.test',
        role: 'admin',
        status: 'active',
        createdAt: expect.any(String),
        lastSignInAt: null,
        promptCount: 0,
        resetUrl: expect.stringMatching(/^https:\/\/prompts\.example\.com\/reset-password\?token=[\w-]{43}$/),
      });
      expect((await list('query=made_by_admin')).list).toEqual([
        expect.objectContaining({ id: created.id, role: 'admin' }),
      ]);

      const mail = await smtp.waitForMail('Made.By@Admin.test');
      expect(mail.subject).toBe(ACCOUNT_MSG.welcomeEmailSubject);
      expect(mail.text).toContain('made_by_admin');
      expect(mail.link).toBe(created.resetUrl);

      // No password yet: nothing signs in.
      expect((await login('made.by@admin.test', '')).statusCode).toBe(400);
      expect((await login('made.by@admin.test', 'anything')).statusCode).toBe(401);
      expect((await confirmReset(tokenOf(created.resetUrl), 'my-own-password')).statusCode).toBe(204);
      const signedIn = await login('made.by@admin.test', 'my-own-password');
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json().user).toMatchObject({ id: created.id, role: 'admin' });

      const [entry] = await auditOf('account.created', created.id);
      expect(entry).toMatchObject({ actorId: admin.id, details: { via: 'admin', role: 'admin' } });
    });

    it('makes a user unless told otherwise', async () => {
      const res = await call('POST', '/api/users', admin.token, {
        username: 'plain_one',
        email: 'p1@x.test',
      });
      expect(res.json()).toMatchObject({ role: 'user', status: 'active' });
    });

    it('answers 409 for an e-mail or a username already taken, in any case', async () => {
      const taken = await createUser(ctx, { username: 'taken_name', email: 'taken@x.test' });
      const byEmail = await call('POST', '/api/users', admin.token, {
        username: 'fresh_name',
        email: 'TAKEN@x.test',
      });
      expect(byEmail.json()).toEqual(errorBody(409, 'Conflict', SERVER_MSG.emailTaken));
      const byName = await call('POST', '/api/users', admin.token, {
        username: 'Taken_Name',
        email: 'fresh@x.test',
      });
      expect(byName.json()).toEqual(errorBody(409, 'Conflict', SERVER_MSG.usernameTaken));
      expect((await list('query=fresh')).totalCount).toBe(0);
      expect((await list('query=taken')).list.map((u) => u.id)).toEqual([taken.id]);
    });
  });

  describe('PUT /api/users/{id}', () => {
    it("changes the role: the account's open session ends at once, a new sign-in has the new role", async () => {
      const user = await createUser(ctx);
      const session = await signIn(user);
      expect((await call('GET', '/api/users', session)).statusCode).toBe(403);

      const promoted = await change(admin, user.id, { role: 'admin' });
      expect(promoted.statusCode).toBe(200);
      expect(promoted.json()).toMatchObject({ id: user.id, role: 'admin', status: 'active' });
      expect((await call('GET', '/auth/me', session)).statusCode).toBe(401);
      const asAdmin = await signIn(user);
      expect((await call('GET', '/auth/me', asAdmin)).json()).toMatchObject({ role: 'admin' });
      expect((await call('GET', '/api/users', asAdmin)).statusCode).toBe(200);

      expect((await change(admin, user.id, { role: 'user' })).json()).toMatchObject({ role: 'user' });
      expect((await call('GET', '/api/users', asAdmin)).statusCode).toBe(401);
      const asUser = await signIn(user);
      expect((await call('GET', '/auth/me', asUser)).json()).toMatchObject({ role: 'user' });
      expect((await call('GET', '/api/users', asUser)).statusCode).toBe(403);

      expect((await auditOf('account.role-changed', user.id)).map((e) => [e.actorId, e.details])).toEqual([
        [admin.id, { from: 'user', to: 'admin' }],
        [admin.id, { from: 'admin', to: 'user' }],
      ]);
    });

    it('disables: no sign-in, and its sign-in and access tokens stop; enabling lets it sign in again', async () => {
      const user = await createUser(ctx);
      const session = await signIn(user);
      const script = await accessToken(user);

      const disabled = await change(admin, user.id, { status: 'disabled' });
      expect(disabled.json()).toMatchObject({ id: user.id, status: 'disabled' });
      const refused = await login(user.email, user.password);
      expect(refused.json()).toEqual(errorBody(403, 'Forbidden', ACCOUNT_MSG.accountDisabled));
      expect((await call('GET', '/auth/me', session)).statusCode).toBe(401);
      expect((await call('GET', '/auth/me', script)).json()).toEqual(
        errorBody(401, 'Unauthorized', SERVER_MSG.invalidToken),
      );
      expect((await call('GET', '/api/prompts/my-prompts', script)).statusCode).toBe(401);

      const enabled = await change(admin, user.id, { status: 'active' });
      expect(enabled.json()).toMatchObject({ id: user.id, status: 'active' });
      const again = await signIn(user);
      expect((await call('GET', '/auth/me', again)).json()).toMatchObject({ id: user.id });
      // The session that was open when it was disabled stays ended.
      expect((await call('GET', '/auth/me', session)).statusCode).toBe(401);

      expect((await auditOf('account.status-changed', user.id)).map((e) => e.details)).toEqual([
        { from: 'active', to: 'disabled' },
        { from: 'disabled', to: 'active' },
      ]);
    });

    it('leaves open sessions alone when nothing changes', async () => {
      const user = await createUser(ctx);
      const session = await signIn(user);
      expect((await change(admin, user.id, { role: 'user', status: 'active' })).statusCode).toBe(200);
      expect((await call('GET', '/auth/me', session)).statusCode).toBe(200);
      expect(await auditOf('account.role-changed', user.id)).toEqual([]);
      expect(await auditOf('account.status-changed', user.id)).toEqual([]);
    });

    it('answers 400 to an empty change and 404 to an unknown account', async () => {
      const user = await createUser(ctx);
      expect((await change(admin, user.id, {})).statusCode).toBe(400);
      expect((await change(admin, user.id, { role: 'owner' })).statusCode).toBe(400);
      expect((await change(admin, 999_999, { role: 'admin' })).json()).toEqual(
        errorBody(404, 'Not Found', SERVER_MSG.userNotFound),
      );
    });
  });

  describe('POST /api/users/{id}/reset-link', () => {
    it('answers a link that sets a new password once', async () => {
      const user = await createUser(ctx);
      const session = await signIn(user);
      const res = await call('POST', `/api/users/${user.id}/reset-link`, admin.token);
      expect(res.statusCode).toBe(200);
      const link = res.json();
      expect(link).toEqual({
        url: expect.stringMatching(/^https:\/\/prompts\.example\.com\/reset-password\?token=[\w-]{43}$/),
        expiresAt: expect.any(String),
      });
      const minutesLeft = (Date.parse(link.expiresAt) - Date.now()) / 60_000;
      expect(minutesLeft).toBeGreaterThan(55);
      expect(minutesLeft).toBeLessThanOrEqual(60);

      expect((await confirmReset(tokenOf(link.url), 'set-by-link')).statusCode).toBe(204);
      const again = await confirmReset(tokenOf(link.url), 'set-again');
      expect(again.json()).toEqual(errorBody(400, 'Bad Request', ACCOUNT_MSG.invalidResetLink));
      expect((await login(user.email, user.password)).statusCode).toBe(401);
      expect((await login(user.email, 'set-again')).statusCode).toBe(401);
      expect((await login(user.email, 'set-by-link')).statusCode).toBe(200);
      expect((await call('GET', '/auth/me', session)).statusCode).toBe(401);

      const [entry] = await auditOf('auth.reset-requested', user.id);
      expect(entry).toMatchObject({ actorId: admin.id, details: { by: 'admin' } });
      expect(JSON.stringify(entry)).not.toContain(tokenOf(link.url));
    });

    it('answers 404 for an unknown account', async () => {
      const res = await call('POST', '/api/users/999999/reset-link', admin.token);
      expect(res.json()).toEqual(errorBody(404, 'Not Found', SERVER_MSG.userNotFound));
    });
  });

  describe('DELETE /api/users/{id}', () => {
    const remove = (id: number, query = '') => call('DELETE', `/api/users/${id}${query}`, admin.token);
    const readPrompt = (id: number, token = admin.token) => call('GET', `/api/prompts/${id}`, token);

    it('deletes the account with its prompts', async () => {
      const user = await createUser(ctx);
      const published = await addPrompt(ctx, user, { title: 'Leaving with its owner' });
      const draft = await addPrompt(ctx, user, {}, 'draft');
      const res = await remove(user.id, '?prompts=delete');
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect((await readPrompt(published.id)).statusCode).toBe(404);
      expect((await readPrompt(draft.id)).statusCode).toBe(404);
      expect((await call('GET', '/api/prompts/search?query=leaving')).json().totalCount).toBe(0);
      expect((await call('GET', '/auth/me', user.token)).statusCode).toBe(401);
      expect((await list(`query=${user.username}`)).totalCount).toBe(0);
      expect(await keptCountsThatDiffer(ctx.database.db)).toEqual([]);

      const [entry] = await auditOf('account.deleted', user.id);
      expect(entry).toMatchObject({ actorId: admin.id, details: { by: 'admin', prompts: 'delete' } });
      // Deleting again: the account is gone.
      expect((await remove(user.id)).json()).toEqual(errorBody(404, 'Not Found', SERVER_MSG.userNotFound));
    });

    it('gives the prompts to another account when told to', async () => {
      const user = await createUser(ctx);
      const heir = await createUser(ctx);
      const published = await addPrompt(ctx, user);
      const draft = await addPrompt(ctx, user, {}, 'draft');
      // The heir had rated the prompt it receives: nobody rates their own prompt, so that rating goes.
      const rate = (who: TestUser, value: number) =>
        ctx.app.inject({
          method: 'PUT',
          url: `/api/prompts/${published.id}/rating`,
          headers: who.auth,
          payload: { value },
        });
      expect((await rate(heir, 2)).statusCode).toBe(200);
      expect((await rate(await createUser(ctx), 4)).statusCode).toBe(200);
      const res = await remove(user.id, `?prompts=transfer&to=${heir.id}`);
      expect(res.statusCode).toBe(204);
      expect((await readPrompt(published.id)).json()).toMatchObject({ rating: 4, ratingCount: 1 });

      for (const prompt of [published, draft]) {
        const moved = await readPrompt(prompt.id, heir.token);
        expect(moved.statusCode).toBe(200);
        expect(moved.json()).toMatchObject({ createdBy: heir.id, createdByName: heir.username });
      }
      const mine = (await call('GET', '/api/prompts/my-prompts?size=100', heir.token)).json();
      expect(mine.list.map((p: { id: number }) => p.id).sort()).toEqual([published.id, draft.id].sort());
      expect((await list(`query=${heir.username}`)).list[0]?.promptCount).toBe(2);
      expect((await list(`query=${user.username}`)).totalCount).toBe(0);
      expect(await keptCountsThatDiffer(ctx.database.db)).toEqual([]);

      const [entry] = await auditOf('account.deleted', user.id);
      expect(entry?.details).toEqual({ by: 'admin', prompts: 'transfer', to: heir.id });
    });

    it('refuses a transfer without a receiving account, to itself, or to an unknown or disabled one', async () => {
      const user = await createUser(ctx);
      const prompt = await addPrompt(ctx, user);
      const disabled = await createUser(ctx);
      await change(admin, disabled.id, { status: 'disabled' });

      expect((await remove(user.id, '?prompts=transfer')).json()).toEqual(
        errorBody(400, 'Bad Request', ACCOUNT_MSG.transferTargetRequired),
      );
      for (const to of [user.id, 999_999, disabled.id]) {
        expect((await remove(user.id, `?prompts=transfer&to=${to}`)).json()).toEqual(
          errorBody(400, 'Bad Request', ACCOUNT_MSG.transferTargetInvalid),
        );
      }
      expect((await remove(user.id, '?prompts=keep')).statusCode).toBe(400);
      // Nothing happened.
      expect((await list(`query=${user.username}`)).totalCount).toBe(1);
      expect((await readPrompt(prompt.id)).json()).toMatchObject({ createdBy: user.id });
      expect((await call('GET', '/auth/me', user.token)).statusCode).toBe(200);
      expect(await auditOf('account.deleted', user.id)).toEqual([]);
    });

    it('answers 404 for an unknown account', async () => {
      expect((await remove(999_999)).json()).toEqual(errorBody(404, 'Not Found', SERVER_MSG.userNotFound));
    });
  });
});

describe(`the last active admin on ${testEngine}`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(() => ctx.close());
  const { call, change } = client(() => ctx);
  const lastAdmin = errorBody(409, 'Conflict', ACCOUNT_MSG.lastAdmin);

  it('cannot be demoted, disabled or deleted; another active admin makes it possible', async () => {
    const first = await createUser(ctx, { role: 'admin' });
    expect((await change(first, first.id, { role: 'user' })).json()).toEqual(lastAdmin);
    expect((await change(first, first.id, { status: 'disabled' })).json()).toEqual(lastAdmin);
    expect((await call('DELETE', `/api/users/${first.id}`, first.token)).json()).toEqual(lastAdmin);
    // Still an admin, still signed in.
    expect((await call('GET', '/auth/me', first.token)).json()).toMatchObject({ role: 'admin' });

    // A disabled admin does not count.
    const second = await createUser(ctx, { role: 'admin' });
    expect((await change(first, second.id, { status: 'disabled' })).statusCode).toBe(200);
    expect((await change(first, first.id, { role: 'user' })).json()).toEqual(lastAdmin);

    expect((await change(first, second.id, { status: 'active' })).statusCode).toBe(200);
    expect((await change(first, second.id, { role: 'user' })).json()).toMatchObject({ role: 'user' });
    const third = await createUser(ctx, { role: 'admin' });
    expect((await change(third, first.id, { status: 'disabled' })).json()).toMatchObject({
      status: 'disabled',
    });
    expect((await change(third, third.id, { role: 'user' })).json()).toEqual(lastAdmin);
    expect((await change(third, first.id, { status: 'active' })).statusCode).toBe(200);
    const firstAgain = await ctx.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: first.email, password: first.password },
    });
    expect(firstAgain.json().user).toMatchObject({ role: 'admin' });
    expect((await change(third, first.id, { role: 'user' })).json()).toMatchObject({ role: 'user' });
  });
});
