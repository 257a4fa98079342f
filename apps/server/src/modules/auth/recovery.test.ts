// Password reset and address verification by e-mail, end to end: the request, the e-mail as a real
// SMTP server receives it (test/smtp-server.ts), the link it carries, and the audit log.
import { ACCOUNT_MSG } from '@prompt-lib/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema.ts';
import { createTestApp, createUser, type TestContext } from '../../test/app.ts';
import { catalogText } from '../../test/catalog.ts';
import { type ReceivedMail, startSmtpServer, type TestSmtpServer } from '../../test/smtp-server.ts';
import { createLink } from '../account/links.ts';
import { createResetLink } from '../mail/account-mail.ts';
import { verifyPassword } from './password.ts';

const PUBLIC_URL = 'https://prompts.example.com';
const IP_LIMIT = 5;

let lastAddress = 0;
/** A client address of its own for each call, so that only the per-IP test meets that limit. */
const newAddress = () => `198.51.100.${++lastAddress}`;

/** An account whose address is not verified yet (new accounts count as verified unless registration asks). */
async function createUnverifiedUser(ctx: TestContext) {
  const user = await createUser(ctx);
  await ctx.database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, user.id));
  return user;
}

describe('account recovery', () => {
  let smtp: TestSmtpServer;
  let ctx: TestContext;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Prompt Lib <noreply@prompts.example.com>',
      PUBLIC_URL,
      AUTH_RATE_LIMIT_MAX: String(IP_LIMIT),
    });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.stop();
  });

  const post = (url: string, payload: object, remoteAddress = newAddress()) =>
    ctx.app.inject({ method: 'POST', url, payload, remoteAddress });
  /** Asks, and waits for the work done after the answer. */
  const ask = async (url: string, email: string, remoteAddress?: string) => {
    const res = await post(url, { email }, remoteAddress);
    await ctx.app.mailer.settled();
    return res;
  };
  const askReset = (email: string, remoteAddress?: string) =>
    ask('/auth/password-reset', email, remoteAddress);
  const askVerification = (email: string) => ask('/auth/verify-email/resend', email);
  const confirm = (token: string, newPassword = 'brand-new-password') =>
    post('/auth/password-reset/confirm', { token, newPassword });
  const verify = (token: string) => post('/auth/verify-email', { token });
  const tokenOf = (mail: ReceivedMail) => new URL(mail.link ?? '').searchParams.get('token') ?? '';
  const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to === email);
  const audit = (type: string) =>
    ctx.database.db.select().from(auditLog).where(eq(auditLog.type, type)).orderBy(asc(auditLog.id));
  const account = async (id: number) => {
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, id));
    return row;
  };

  describe('POST /auth/password-reset', () => {
    it('answers a known and an unknown address alike, and e-mails only the known one', async () => {
      const user = await createUser(ctx);
      const known = await askReset(user.email);
      const unknown = await askReset('nobody-here@example.com');
      for (const res of [known, unknown]) {
        expect(res.statusCode).toBe(202);
        expect(res.body).toBe('');
      }
      expect(known.headers['content-type']).toBe(unknown.headers['content-type']);
      expect(mailsTo('nobody-here@example.com')).toEqual([]);

      const mail = await smtp.waitForMail(user.email);
      expect(mail.subject).toBe('Reset your Prompt Lib password');
      expect(mail.from).toBe('"Prompt Lib" <noreply@prompts.example.com>');
      expect(mail.text).toContain(`Hello ${user.username},`);
      expect(mail.link).toMatch(/^https:\/\/prompts\.example\.com\/reset-password\?token=[\w-]{43}$/);
      expect(mail.html).toContain(`href="${mail.link}"`);
      expect(mail.html).toContain('Choose a new password');

      expect(await audit('auth.reset-requested')).toMatchObject([
        { target: `user:${user.id} ${user.username}`, actorId: null, details: { outcome: 'sent' } },
        { target: null, details: { outcome: 'no-account' } },
      ]);
    });

    it("writes the e-mail in the account's language over the request's, else in the request's (issue 31)", async () => {
      const german = await createUser(ctx);
      await ctx.database.db.update(users).set({ language: 'de' }).where(eq(users.id, german.id));
      const unset = await createUser(ctx);
      const askResetIn = async (email: string, acceptLanguage: string) => {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/auth/password-reset',
          payload: { email },
          headers: { 'accept-language': acceptLanguage },
          remoteAddress: newAddress(),
        });
        expect(res.statusCode).toBe(202);
        await ctx.app.mailer.settled();
      };
      await askResetIn(german.email, 'en-US,en;q=0.9');
      await askResetIn(unset.email, 'de-DE,de;q=0.9');
      for (const user of [german, unset]) {
        const mail = await smtp.waitForMail(user.email);
        expect(mail.subject).toBe(catalogText('de', ACCOUNT_MSG.resetEmailSubject));
        expect(mail.text).toContain(catalogText('de', 'Hello {username},', { username: user.username }));
        expect(mail.text).toContain(catalogText('de', 'Choose a new password'));
        expect(mail.html).toContain('<html lang="de" dir="ltr">');
      }
    });

    it('finds the account whatever the case of the address', async () => {
      const user = await createUser(ctx, { email: `Mixed.${Date.now()}@Example.com` });
      expect((await askReset(user.email.toUpperCase())).statusCode).toBe(202);
      expect((await smtp.waitForMail(user.email)).subject).toBe('Reset your Prompt Lib password');
    });

    it('sends at most 3 e-mails to one address in 15 minutes, and still answers 202 past that', async () => {
      const user = await createUser(ctx);
      for (let i = 0; i < 4; i += 1) {
        expect((await askReset(i % 2 ? user.email.toUpperCase() : user.email)).statusCode).toBe(202);
      }
      expect(mailsTo(user.email)).toHaveLength(3);
      const entries = (await audit('auth.reset-requested')).filter((e) =>
        e.target?.startsWith(`user:${user.id} `),
      );
      expect(entries.map((e) => (e.details as { outcome: string }).outcome)).toEqual([
        'sent',
        'sent',
        'sent',
        'too-many-requests',
      ]);
    });

    it('is limited per client address like sign-in', async () => {
      const address = newAddress();
      for (let i = 0; i < IP_LIMIT; i += 1) {
        expect((await askReset(`someone${i}@example.com`, address)).statusCode).toBe(202);
      }
      expect((await askReset('someone-else@example.com', address)).statusCode).toBe(429);
    });

    it('sends nothing for a disabled account', async () => {
      const user = await createUser(ctx);
      await ctx.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, user.id));
      expect((await askReset(user.email)).statusCode).toBe(202);
      expect(mailsTo(user.email)).toEqual([]);
      const [entry] = (await audit('auth.reset-requested')).filter((e) =>
        e.target?.startsWith(`user:${user.id} `),
      );
      expect(entry?.details).toEqual({ outcome: 'disabled' });
    });

    it('refuses a malformed address with 400', async () => {
      const res = await post('/auth/password-reset', { email: 'not-an-address' });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('POST /auth/password-reset/confirm', () => {
    it('sets the new password once, ends every session and verifies the address', async () => {
      const user = await createUnverifiedUser(ctx);
      expect((await account(user.id))?.emailVerifiedAt).toBeNull();
      await askReset(user.email);
      const token = tokenOf(await smtp.waitForMail(user.email));

      const done = await confirm(token);
      expect(done.statusCode).toBe(204);
      expect(done.body).toBe('');
      const again = await confirm(token, 'another-password');
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe(ACCOUNT_MSG.invalidResetLink);

      const row = await account(user.id);
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(row?.passwordHash ?? '', 'brand-new-password')).toBe(true);
      expect(row?.emailVerifiedAt).toBeInstanceOf(Date);

      const me = await ctx.app.inject({ method: 'GET', url: '/auth/me', headers: user.auth });
      expect(me.statusCode).toBe(401);
      const oldPassword = await post('/auth/login', { email: user.email, password: user.password });
      expect(oldPassword.statusCode).toBe(401);
      const signIn = await post('/auth/login', { email: user.email, password: 'brand-new-password' });
      expect(signIn.statusCode).toBe(200);
      const fresh = { authorization: `Bearer ${signIn.json().token}` };
      expect((await ctx.app.inject({ method: 'GET', url: '/auth/me', headers: fresh })).statusCode).toBe(200);

      const [entry] = (await audit('auth.reset-completed')).filter((e) => e.actorId === user.id);
      expect(entry).toMatchObject({ target: `user:${user.id} ${user.username}`, details: {} });
    });

    it("voids the account's other reset links", async () => {
      const user = await createUser(ctx);
      const first = await createResetLink(ctx.database.db, user.id, PUBLIC_URL);
      const second = await createResetLink(ctx.database.db, user.id, PUBLIC_URL);
      const tokenOfLink = (url: string) => new URL(url).searchParams.get('token') ?? '';
      expect((await confirm(tokenOfLink(second.url))).statusCode).toBe(204);
      expect((await confirm(tokenOfLink(first.url))).statusCode).toBe(400);
    });

    it('refuses an expired, an unknown and a verification token, leaving the password as it was', async () => {
      const user = await createUser(ctx);
      const expired = await createLink(ctx.database.db, user.id, 'reset', -1000);
      const verification = await createLink(ctx.database.db, user.id, 'verify', 60_000);
      for (const token of [expired.token, verification.token, 'no-such-token']) {
        const res = await confirm(token);
        expect(res.statusCode, token).toBe(400);
        expect(res.json().message).toBe(ACCOUNT_MSG.invalidResetLink);
      }
      expect(await verifyPassword((await account(user.id))?.passwordHash ?? '', user.password)).toBe(true);
    });

    it("refuses a disabled account's link", async () => {
      const user = await createUser(ctx);
      const link = await createLink(ctx.database.db, user.id, 'reset', 60_000);
      await ctx.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, user.id));
      const res = await confirm(link.token);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(ACCOUNT_MSG.invalidResetLink);
      expect(await verifyPassword((await account(user.id))?.passwordHash ?? '', user.password)).toBe(true);
    });

    it('refuses a password the registration rules refuse', async () => {
      const user = await createUser(ctx);
      const link = await createLink(ctx.database.db, user.id, 'reset', 60_000);
      expect((await confirm(link.token, '')).statusCode).toBe(400);
      expect((await confirm(link.token)).statusCode).toBe(204);
    });
  });

  describe('address verification', () => {
    it('e-mails a link to an unverified account, which verifies the address once', async () => {
      const user = await createUnverifiedUser(ctx);
      const res = await askVerification(user.email);
      expect(res.statusCode).toBe(202);
      expect(res.body).toBe('');
      const mail = await smtp.waitForMail(user.email);
      expect(mail.subject).toBe('Verify your e-mail address for Prompt Lib');
      expect(mail.link).toMatch(/^https:\/\/prompts\.example\.com\/verify-email\?token=[\w-]{43}$/);
      expect(mail.html).toContain(`href="${mail.link}"`);

      expect((await verify(tokenOf(mail))).statusCode).toBe(204);
      expect((await account(user.id))?.emailVerifiedAt).toBeInstanceOf(Date);
      const again = await verify(tokenOf(mail));
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe(ACCOUNT_MSG.invalidVerifyLink);
      const [entry] = (await audit('auth.email-verified')).filter((e) => e.actorId === user.id);
      expect(entry).toMatchObject({ target: `user:${user.id} ${user.username}` });
    });

    it('answers 202 alike but sends nothing to a verified, an unknown or a disabled account', async () => {
      const verified = await createUser(ctx);
      const disabled = await createUser(ctx);
      await ctx.database.db
        .update(users)
        .set({ emailVerifiedAt: new Date() })
        .where(eq(users.id, verified.id));
      await ctx.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, disabled.id));
      for (const email of [verified.email, 'nobody-verify@example.com', disabled.email]) {
        const res = await askVerification(email);
        expect(res.statusCode).toBe(202);
        expect(res.body).toBe('');
        expect(mailsTo(email)).toEqual([]);
      }
    });

    it('sends at most 3 verification e-mails to one address in 15 minutes', async () => {
      const user = await createUnverifiedUser(ctx);
      for (let i = 0; i < 4; i += 1) expect((await askVerification(user.email)).statusCode).toBe(202);
      expect(mailsTo(user.email)).toHaveLength(3);
    });

    it('refuses an expired, an unknown and a reset token', async () => {
      const user = await createUnverifiedUser(ctx);
      const expired = await createLink(ctx.database.db, user.id, 'verify', -1000);
      const reset = await createLink(ctx.database.db, user.id, 'reset', 60_000);
      for (const token of [expired.token, reset.token, 'no-such-token']) {
        const res = await verify(token);
        expect(res.statusCode, token).toBe(400);
        expect(res.json().message).toBe(ACCOUNT_MSG.invalidVerifyLink);
      }
      expect((await account(user.id))?.emailVerifiedAt).toBeNull();
    });
  });

  // Last: it stops the SMTP server.
  it('answers 202 while the SMTP server is down, and records the failure', async () => {
    await smtp.stop();
    const user = await createUser(ctx);
    expect((await askReset(user.email)).statusCode).toBe(202);
    const [failure] = (await audit('email.failed')).filter((e) => e.target === `user:${user.id}`);
    expect(failure).toMatchObject({
      details: { to: user.email, subject: 'Reset your Prompt Lib password', code: 'ESOCKET' },
    });
    expect(JSON.stringify(failure?.details)).not.toContain('token=');
    const [request] = (await audit('auth.reset-requested')).filter((e) =>
      e.target?.startsWith(`user:${user.id} `),
    );
    expect(request?.details).toEqual({ outcome: 'send-failed' });
  });
});
