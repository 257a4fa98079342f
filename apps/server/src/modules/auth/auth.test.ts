import { ACCOUNT_MSG, MSG, SERVER_MSG } from '@prompt-lib/contract';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { prompts, promptUsages, rateLimits, savedPrompts, users } from '../../db/schema.ts';
import { createTestApp, createUser, TEST_JWT_SECRET, type TestContext } from '../../test/app.ts';
import { createLink } from '../account/links.ts';

const register = (ctx: TestContext, payload: object, remoteAddress?: string) =>
  ctx.app.inject({ method: 'POST', url: '/auth/register', payload, remoteAddress });
const login = (ctx: TestContext, payload: object, remoteAddress?: string) =>
  ctx.app.inject({ method: 'POST', url: '/auth/login', payload, remoteAddress });
const me = (ctx: TestContext, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: '/auth/me', headers });
const updateMe = (ctx: TestContext, headers: Record<string, string>, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: '/auth/me', headers, payload });

describe('auth', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(() => ctx.close());

  describe('register', () => {
    it('creates the account and answers 201 with the user, never the hash', async () => {
      const res = await register(ctx, { username: 'alice', email: 'alice@example.com', password: 'pw' });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toEqual({
        message: 'User registered successfully',
        user: {
          id: expect.any(Number),
          username: 'alice',
          email: 'alice@example.com',
          avatarUrl: null,
          bio: null,
          role: 'user',
          promptsUsed: 0,
          promptsSaved: 0,
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          language: null,
        },
      });
      expect(res.body).not.toMatch(/argon2|password/i);
      const [row] = await ctx.database.db.select().from(users).where(eq(users.id, body.user.id));
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    });

    it('stores the e-mail trimmed, as typed', async () => {
      const res = await register(ctx, {
        username: 'mixed',
        email: '  Mixed.Case@Example.com ',
        password: 'pw',
      });
      expect(res.json().user.email).toBe('Mixed.Case@Example.com');
    });

    it('refuses an e-mail already taken in another case', async () => {
      await register(ctx, { username: 'bob', email: 'bob@example.com', password: 'pw' });
      const res = await register(ctx, { username: 'bobby', email: 'BOB@Example.COM', password: 'pw' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ statusCode: 409, error: 'Conflict', message: SERVER_MSG.emailTaken });
    });

    it('refuses a username already taken in another case', async () => {
      await register(ctx, { username: 'carol', email: 'carol@example.com', password: 'pw' });
      const res = await register(ctx, { username: 'CAROL', email: 'carol2@example.com', password: 'pw' });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(SERVER_MSG.usernameTaken);
    });

    it('answers 409, not 500, when two registrations race for one e-mail', async () => {
      const results = await Promise.all(
        ['racer1', 'racer2', 'racer3'].map((username) =>
          register(ctx, { username, email: 'race@example.com', password: 'pw' }),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    });

    it("validates with the spec's messages", async () => {
      const cases: [object, string][] = [
        [{ username: 'dave', email: 'not-an-email', password: 'pw' }, MSG.invalidEmail],
        [{ username: 'da', email: 'dave@example.com', password: 'pw' }, MSG.usernameMin],
        [{ username: '  da  ', email: 'dave@example.com', password: 'pw' }, MSG.usernameMin],
        [{ username: 'dave', email: 'dave@example.com', password: '' }, MSG.passwordRequired],
      ];
      for (const [payload, message] of cases) {
        const res = await register(ctx, payload);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
      }
    });
  });

  describe('login', () => {
    it('answers a token that opens /auth/me, whatever the e-mail case', async () => {
      await register(ctx, { username: 'erin', email: 'Erin@Example.com', password: 'right-password' });
      const res = await login(ctx, { email: 'erin@EXAMPLE.com', password: 'right-password' });
      expect(res.statusCode).toBe(200);
      const { token, user } = res.json();
      expect(user).toMatchObject({ username: 'erin', email: 'Erin@Example.com', role: 'user' });
      expect(res.body).not.toMatch(/argon2/);
      const current = await me(ctx, { authorization: `Bearer ${token}` });
      expect(current.statusCode).toBe(200);
      expect(current.json()).toEqual(user);
    });

    it('gives one answer for a wrong password and an unknown e-mail', async () => {
      await register(ctx, { username: 'frank', email: 'frank@example.com', password: 'right-password' });
      const wrongPassword = await login(ctx, { email: 'frank@example.com', password: 'wrong' });
      const unknownEmail = await login(ctx, { email: 'nobody@example.com', password: 'right-password' });
      for (const res of [wrongPassword, unknownEmail]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({
          statusCode: 401,
          error: 'Unauthorized',
          message: 'Invalid email or password',
        });
      }
    });

    it("validates with the spec's messages", async () => {
      const badEmail = await login(ctx, { email: 'frank', password: 'x' });
      expect(badEmail.json().message).toBe(MSG.invalidEmail);
      const noPassword = await login(ctx, { email: 'frank@example.com', password: '' });
      expect(noPassword.json().message).toBe(MSG.passwordRequired);
    });
  });

  describe('current user', () => {
    it('answers 401 without a token and with a garbage or foreign token', async () => {
      const foreign =
        'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.' + 'c2lnbmVkIHdpdGggYW5vdGhlciBzZWNyZXQgYWx0b2dldGhlcg';
      for (const headers of [
        {} as Record<string, string>,
        { authorization: 'Bearer garbage' },
        { authorization: `Bearer ${foreign}` },
      ]) {
        const res = await me(ctx, headers);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({
          statusCode: 401,
          error: 'Unauthorized',
          message: SERVER_MSG.unauthorized,
        });
      }
    });

    it('refuses a sign-in token once it expires, though it was accepted before', async () => {
      const user = await createUser(ctx);
      const now = Date.now();
      const token = await new SignJWT({ role: 'user' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(user.id))
        .setExpirationTime(Math.floor(now / 1000) + 60)
        .sign(new TextEncoder().encode(TEST_JWT_SECRET));
      const headers = { authorization: `Bearer ${token}` };
      expect((await me(ctx, headers)).statusCode).toBe(200);
      vi.useFakeTimers({ toFake: ['Date'], now: now + 61_000 });
      try {
        expect((await me(ctx, headers)).statusCode).toBe(401);
      } finally {
        vi.useRealTimers();
      }
      expect((await me(ctx, user.auth)).statusCode).toBe(200);
    });

    it('counts the usage records and saved prompts of the user only', async () => {
      const user = await createUser(ctx);
      const other = await createUser(ctx);
      const { db } = ctx.database;
      const made = await db
        .insert(prompts)
        .values([1, 2, 3].map((n) => ({ title: `Prompt ${n}`, content: 'Some prompt content' })))
        .returning({ id: prompts.id });
      const ids = made.map((p) => p.id);
      await db
        .insert(promptUsages)
        .values([
          ...ids.map((promptId) => ({ promptId, userId: user.id, actionType: 'COPY' })),
          { promptId: ids[0] as number, userId: user.id, actionType: 'SHARE' },
          { promptId: ids[0] as number, userId: other.id, actionType: 'COPY' },
          { promptId: ids[0] as number, userId: null, actionType: 'COPY' },
        ]);
      await db.insert(savedPrompts).values([
        { userId: user.id, promptId: ids[0] as number },
        { userId: user.id, promptId: ids[1] as number },
        { userId: other.id, promptId: ids[2] as number },
      ]);
      const res = await me(ctx, user.auth);
      expect(res.json()).toMatchObject({ id: user.id, promptsUsed: 4, promptsSaved: 2 });
      expect((await me(ctx, other.auth)).json()).toMatchObject({ promptsUsed: 1, promptsSaved: 1 });
    });
  });

  describe('profile update', () => {
    it('changes username and avatar, and clears the avatar with null', async () => {
      const user = await createUser(ctx);
      const res = await updateMe(ctx, user.auth, {
        username: `${user.username}-new`,
        avatarUrl: '/api/v1/assets/image/abc',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: user.id,
        username: `${user.username}-new`,
        email: user.email,
        avatarUrl: '/api/v1/assets/image/abc',
      });
      expect((await me(ctx, user.auth)).json().username).toBe(`${user.username}-new`);

      const kept = await updateMe(ctx, user.auth, { username: `${user.username}-new` });
      expect(kept.json().avatarUrl).toBe('/api/v1/assets/image/abc');
      const cleared = await updateMe(ctx, user.auth, { username: `${user.username}-new`, avatarUrl: null });
      expect(cleared.json().avatarUrl).toBeNull();
    });

    it('keeps the interface language the account chose, alone or with the profile, and refuses one it lacks', async () => {
      const user = await createUser(ctx);
      const chosen = await updateMe(ctx, user.auth, { language: 'ja' });
      expect(chosen.statusCode).toBe(200);
      expect(chosen.json()).toMatchObject({ username: user.username, language: 'ja' });

      const refused = await updateMe(ctx, user.auth, { language: 'xx' });
      expect(refused.statusCode).toBe(400);
      const renamed = await updateMe(ctx, user.auth, { username: `${user.username}-2` });
      expect(renamed.json()).toMatchObject({ username: `${user.username}-2`, language: 'ja' });

      const forgotten = await updateMe(ctx, user.auth, { language: null });
      expect(forgotten.json().language).toBeNull();
    });

    it('lets a user change the e-mail, and sign in with it', async () => {
      const user = await createUser(ctx);
      const res = await updateMe(ctx, user.auth, { username: user.username, email: 'moved@example.com' });
      expect(res.statusCode).toBe(200);
      expect(res.json().email).toBe('moved@example.com');
      const signIn = await login(ctx, { email: 'moved@example.com', password: user.password });
      expect(signIn.statusCode).toBe(200);
    });

    it('makes the reset links sent to the old address stop working when the e-mail changes', async () => {
      const user = await createUser(ctx);
      const { token } = await createLink(ctx.database.db, user.id, 'reset', 60_000);
      await updateMe(ctx, user.auth, {
        username: user.username,
        email: `${user.username}-moved@example.com`,
      });
      const reset = await ctx.app.inject({
        method: 'POST',
        url: '/auth/password-reset/confirm',
        payload: { token, newPassword: 'taken-over' },
      });
      expect(reset.statusCode).toBe(400);
      expect(reset.json().message).toBe(ACCOUNT_MSG.invalidResetLink);
    });

    it("refuses to change an admin's e-mail but accepts the same one", async () => {
      const admin = await createUser(ctx, { role: 'admin' });
      const refused = await updateMe(ctx, admin.auth, {
        username: admin.username,
        email: 'other@example.com',
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('Email cannot be changed for admin accounts');
      expect((await me(ctx, admin.auth)).json().email).toBe(admin.email);

      const same = await updateMe(ctx, admin.auth, {
        username: 'admin-renamed',
        email: admin.email.toUpperCase(),
      });
      expect(same.statusCode).toBe(200);
      expect(same.json()).toMatchObject({ username: 'admin-renamed', email: admin.email, role: 'admin' });
    });

    it('refuses a username or e-mail another account holds', async () => {
      const taken = await createUser(ctx);
      const user = await createUser(ctx);
      const byName = await updateMe(ctx, user.auth, { username: taken.username.toUpperCase() });
      expect(byName.statusCode).toBe(409);
      expect(byName.json().message).toBe(SERVER_MSG.usernameTaken);
      const byEmail = await updateMe(ctx, user.auth, { username: user.username, email: taken.email });
      expect(byEmail.statusCode).toBe(409);
      expect(byEmail.json().message).toBe(SERVER_MSG.emailTaken);
    });

    it('validates and needs a token', async () => {
      const user = await createUser(ctx);
      const short = await updateMe(ctx, user.auth, { username: 'ab' });
      expect(short.json()).toMatchObject({ statusCode: 400, message: MSG.usernameMin });
      const badEmail = await updateMe(ctx, user.auth, { username: user.username, email: 'nope' });
      expect(badEmail.json()).toMatchObject({ statusCode: 400, message: MSG.invalidEmail });
      const anonymous = await updateMe(ctx, {}, { username: 'someone' });
      expect(anonymous.statusCode).toBe(401);
    });
  });
});

describe('auth rate limit', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3' });
  });
  afterAll(() => ctx.close());

  it('answers 429 in the uniform shape once an IP exceeds the login limit', async () => {
    const attempt = { email: 'someone@example.com', password: 'guess' };
    for (let i = 0; i < 3; i++) expect((await login(ctx, attempt, '10.0.0.1')).statusCode).toBe(401);
    const limited = await login(ctx, attempt, '10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: SERVER_MSG.tooManyRequests,
    });
    expect((await login(ctx, attempt, '10.0.0.2')).statusCode).toBe(401);
  });

  it('limits registration per IP too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await register(
        ctx,
        { username: `limited${i}`, email: `limited${i}@example.com`, password: 'pw' },
        '10.0.0.3',
      );
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it('counts against one budget on every server sharing the database, until the window ends', async () => {
    const second = { ...ctx, app: await buildApp({ config: ctx.app.config, db: ctx.database.db }) };
    const attempt = { email: 'someone@example.com', password: 'guess' };
    const statuses: number[] = [];
    for (const server of [ctx, second, ctx, second]) {
      statuses.push((await login(server, attempt, '10.0.0.4')).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    // A minute later the address starts a new window.
    await ctx.database.db.update(rateLimits).set({ windowStart: sql`now() - interval '61 seconds'` });
    expect((await login(second, attempt, '10.0.0.4')).statusCode).toBe(401);
    await second.app.close();
  });
});
