// Sessions (issue 27): signing out one sign-in token, signing out everywhere, and changing the
// password, as a client notices them: which tokens still open /auth/me, which password signs in,
// and what the audit log says.
import { ACCOUNT_MSG, SERVER_MSG } from '@prompt-lib/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { createTestApp, createUser, type TestContext } from '../../test/app.ts';
import { testEngine } from '../../test/database.ts';

type TestUser = Awaited<ReturnType<typeof createUser>>;

describe(`sessions on ${testEngine}`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(() => ctx.close());

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: token ? bearer(token) : {}, payload });
  const me = (token: string) => call('GET', '/auth/me', token);
  const login = (email: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/auth/login', payload: { email, password } });
  /** A fresh sign-in of the user, as another browser would make it. */
  const signIn = async (user: TestUser, password = user.password) => {
    const res = await login(user.email, password);
    expect(res.statusCode).toBe(200);
    return res.json().token as string;
  };
  const accessToken = async (user: TestUser) => {
    const res = await call('POST', '/api/tokens', user.token, { name: 'A script' });
    expect(res.statusCode).toBe(201);
    return res.json().token as string;
  };
  const statuses = async (tokens: string[]) => Promise.all(tokens.map(async (t) => (await me(t)).statusCode));
  const auditOf = (type: string, userId: number) =>
    ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.type, type))
      .orderBy(asc(auditLog.id))
      .then((rows) => rows.filter((row) => row.target?.startsWith(`user:${userId} `)));

  describe('POST /auth/logout', () => {
    it('ends only the token it is called with', async () => {
      const user = await createUser(ctx);
      const laptop = await signIn(user);
      const phone = await signIn(user);
      expect(await statuses([laptop, phone])).toEqual([200, 200]);

      const res = await call('POST', '/auth/logout', laptop);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect((await me(laptop)).json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: SERVER_MSG.unauthorized,
      });
      expect(await statuses([phone, user.token])).toEqual([200, 200]);
      // Signed out is signed out: the same token cannot sign out again.
      expect((await call('POST', '/auth/logout', laptop)).statusCode).toBe(401);
    });

    it('answers 401 without a token', async () => {
      expect((await call('POST', '/auth/logout')).statusCode).toBe(401);
    });
  });

  describe('POST /auth/logout-all', () => {
    it("ends every sign-in token issued before it, the caller's too, but not access tokens", async () => {
      const user = await createUser(ctx);
      const other = await createUser(ctx);
      const laptop = await signIn(user);
      const phone = await signIn(user);
      const script = await accessToken(user);

      const res = await call('POST', '/auth/logout-all', phone);
      expect(res.statusCode).toBe(204);
      expect(await statuses([laptop, phone, user.token])).toEqual([401, 401, 401]);
      expect((await me(script)).json()).toMatchObject({ id: user.id });
      // Another account is not touched.
      expect((await me(other.token)).statusCode).toBe(200);
      // A sign-in after it works as usual.
      const again = await signIn(user);
      expect((await me(again)).json()).toMatchObject({ id: user.id });

      const entries = await auditOf('auth.sign-out-all', user.id);
      expect(entries).toEqual([
        expect.objectContaining({ actorId: user.id, target: `user:${user.id} ${user.username}` }),
      ]);
    });
  });

  describe('PUT /auth/password', () => {
    const change = (token: string, currentPassword: string, newPassword: string) =>
      call('PUT', '/auth/password', token, { currentPassword, newPassword });

    it('refuses a wrong current password and changes nothing', async () => {
      const user = await createUser(ctx);
      const res = await change(user.token, 'not-my-password', 'a-new-password');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: ACCOUNT_MSG.currentPasswordIncorrect,
      });
      expect((await me(user.token)).statusCode).toBe(200);
      expect((await login(user.email, user.password)).statusCode).toBe(200);
      expect((await login(user.email, 'a-new-password')).statusCode).toBe(401);
      expect(await auditOf('auth.password-changed', user.id)).toEqual([]);
    });

    it('answers a fresh token that works, ends the other sessions, and swaps the passwords', async () => {
      const user = await createUser(ctx);
      const here = await signIn(user);
      const elsewhere = await signIn(user);

      const res = await change(here, user.password, 'a-brand-new-password');
      expect(res.statusCode).toBe(200);
      const { token } = res.json();
      expect(res.json()).toEqual({ token: expect.any(String) });
      expect((await me(token)).json()).toMatchObject({ id: user.id, username: user.username });
      expect(await statuses([here, elsewhere, user.token])).toEqual([401, 401, 401]);

      const oldPassword = await login(user.email, user.password);
      expect(oldPassword.statusCode).toBe(401);
      expect(oldPassword.json().message).toBe(SERVER_MSG.invalidCredentials);
      const newPassword = await login(user.email, 'a-brand-new-password');
      expect(newPassword.statusCode).toBe(200);
      expect((await me(newPassword.json().token)).statusCode).toBe(200);
      // The fresh token outlives the sign-in that follows it.
      expect((await me(token)).statusCode).toBe(200);

      const entries = await auditOf('auth.password-changed', user.id);
      expect(entries).toEqual([
        expect.objectContaining({ actorId: user.id, target: `user:${user.id} ${user.username}` }),
      ]);
      expect(JSON.stringify(entries)).not.toContain('a-brand-new-password');
    });

    it('validates the new password like registration', async () => {
      const user = await createUser(ctx);
      const res = await change(user.token, user.password, '');
      expect(res.statusCode).toBe(400);
      expect((await login(user.email, user.password)).statusCode).toBe(200);
    });
  });

  it('refuses a personal access token on each of these calls with 403, and does nothing', async () => {
    const user = await createUser(ctx);
    const script = await accessToken(user);
    const session = await signIn(user);
    const calls = [
      call('POST', '/auth/logout', script),
      call('POST', '/auth/logout-all', script),
      call('PUT', '/auth/password', script, { currentPassword: user.password, newPassword: 'taken-over' }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.json()).toEqual({
        statusCode: 403,
        error: 'Forbidden',
        message: SERVER_MSG.tokenCannotDoThis,
      });
    }
    expect(await statuses([session, script])).toEqual([200, 200]);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    expect(await auditOf('auth.sign-out-all', user.id)).toEqual([]);
  });
});
