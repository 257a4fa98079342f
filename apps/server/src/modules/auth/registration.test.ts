// Who may register (issue 27): each registration mode's answer, invitations (for one address or
// anyone, used up, expired, revoked, giving a role, working in every mode), registration by domain with
// the verification e-mail as a real SMTP server receives it (test/smtp-server.ts), password sign-in
// turned off, disabled accounts, and the audit entries.
import {
  ACCOUNT_MSG,
  DEFAULT_OPEN_IN,
  type Invitation,
  SERVER_MSG,
  type Settings,
} from '@prompt-lib/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { invitations, users } from '../../db/schema.ts';
import { createTestApp, createUser, type TestContext } from '../../test/app.ts';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp-server.ts';

const PUBLIC_URL = 'https://prompts.example.com';
const SSO_ONLY = 'Sign in with Acme ID or Beta ID';

type TestUser = Awaited<ReturnType<typeof createUser>>;

describe('registration', () => {
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
      // Providers for "Sign in with …"; never contacted here (their discovery is lazy).
      OIDC_PROVIDERS: 'corp,beta',
      OIDC_CORP_ISSUER: 'https://id.corp.example',
      OIDC_CORP_CLIENT_ID: 'prompt-lib',
      OIDC_CORP_CLIENT_SECRET: 'corp-secret',
      OIDC_CORP_NAME: 'Acme ID',
      OIDC_BETA_ISSUER: 'https://id.beta.example',
      OIDC_BETA_CLIENT_ID: 'prompt-lib',
      OIDC_BETA_CLIENT_SECRET: 'beta-secret',
      OIDC_BETA_NAME: 'Beta ID',
    });
    admin = await createUser(ctx, { role: 'admin' });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.stop();
  });
  afterEach(() =>
    ctx.app.settings.save({
      access: 'public',
      registration: 'open',
      allowedDomains: [],
      passwordSignIn: true,
      defaultVisibility: 'public',
      openIn: DEFAULT_OPEN_IN,
    }),
  );

  const setSettings = (changes: Partial<Settings>) =>
    ctx.app.settings.save({ ...ctx.app.settings.current(), ...changes });
  let count = 0;
  const newAccount = (overrides: { email?: string; invitation?: string } = {}) => {
    count += 1;
    return {
      username: `newcomer${count}`,
      email: `newcomer${count}@example.com`,
      password: 'a-good-password',
      ...overrides,
    };
  };
  const register = (payload: object) => ctx.app.inject({ method: 'POST', url: '/auth/register', payload });
  const login = (email: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/auth/login', payload: { email, password } });
  const refusal = (statusCode: number, message: string, error = 'Forbidden') => ({
    statusCode,
    error,
    message,
  });
  /** An admin's invitation, with the token its link carries. */
  const invite = async (body: object = {}) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/invitations',
      headers: admin.auth,
      payload: body,
    });
    expect(res.statusCode).toBe(201);
    const invitation: Invitation = res.json();
    return { ...invitation, token: new URL(invitation.url).searchParams.get('invitation') ?? '' };
  };
  const auditEntries = async (type: string) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/audit?type=${type}`, headers: admin.auth })).json()
      .list;

  describe('modes', () => {
    it('open: creates the account, which signs in at once, and logs it', async () => {
      const account = newAccount();
      const res = await register(account);
      expect(res.statusCode).toBe(201);
      const { user } = res.json();
      expect(res.json()).toMatchObject({
        message: SERVER_MSG.registered,
        user: { username: account.username, role: 'user' },
      });
      expect((await login(account.email, account.password)).statusCode).toBe(200);
      expect((await auditEntries('account.created'))[0]).toMatchObject({
        actor: { id: user.id, username: account.username },
        target: `user:${user.id} ${account.username}`,
        details: { via: 'register', role: 'user' },
      });
    });

    it('invite: refuses a registration without an invitation', async () => {
      await setSettings({ registration: 'invite' });
      const account = newAccount();
      const res = await register(account);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(refusal(403, ACCOUNT_MSG.invitationOnly));
      expect((await login(account.email, account.password)).statusCode).toBe(401);
    });

    it('closed: refuses every registration without an invitation', async () => {
      await setSettings({ registration: 'closed' });
      const res = await register(newAccount());
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(refusal(403, ACCOUNT_MSG.registrationClosed));
    });

    it('domains: refuses another domain, naming the allowed ones', async () => {
      await setSettings({ registration: 'domains', allowedDomains: ['example.org', 'corp.example'] });
      for (const email of ['someone@gmail.com', 'someone@notexample.org', 'someone@example.org.evil.com']) {
        const res = await register(newAccount({ email }));
        expect(res.statusCode, email).toBe(403);
        expect(res.json().message, email).toBe(
          'Registration is limited to addresses at example.org, corp.example',
        );
      }
    });

    it('domains: takes the domain in any case, and the account signs in only once its address is verified', async () => {
      await setSettings({ registration: 'domains', allowedDomains: ['example.org'] });
      const account = newAccount({ email: `Ann.${Date.now()}@EXAMPLE.Org` });
      expect((await register(account)).statusCode).toBe(201);

      const refused = await login(account.email, account.password);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(refusal(403, ACCOUNT_MSG.emailNotVerified, 'EmailNotVerified'));
      // Only someone who knows the password learns that.
      expect((await login(account.email, 'not-the-password')).statusCode).toBe(401);

      const mail = await smtp.waitForMail(account.email);
      expect(mail.subject).toBe(ACCOUNT_MSG.verifyEmailSubject);
      expect(mail.link).toMatch(/^https:\/\/prompts\.example\.com\/verify-email\?token=[\w-]+$/);
      const token = new URL(mail.link ?? '').searchParams.get('token');
      const verified = await ctx.app.inject({
        method: 'POST',
        url: '/auth/verify-email',
        payload: { token },
      });
      expect(verified.statusCode).toBe(204);
      expect((await login(account.email, account.password)).statusCode).toBe(200);
    });
  });

  describe('invitations', () => {
    it('admits anyone with an invitation for no address, as a user, and logs its use', async () => {
      await setSettings({ registration: 'invite' });
      const invitation = await invite();
      const account = newAccount({ invitation: invitation.token });
      const res = await register(account);
      expect(res.statusCode).toBe(201);
      const { user } = res.json();
      expect(user.role).toBe('user');
      expect((await login(account.email, account.password)).statusCode).toBe(200);
      expect((await auditEntries('invitation.used'))[0]).toMatchObject({
        actor: { id: user.id, username: account.username },
        target: `user:${user.id} ${account.username}`,
        details: { invitation: invitation.id },
      });
      expect((await auditEntries('account.created'))[0]).toMatchObject({ actor: { id: user.id } });
    });

    it('admits only the address an invitation is for, in any case', async () => {
      await setSettings({ registration: 'invite' });
      const email = `invited.${Date.now()}@example.com`;
      const { token } = await invite({ email });
      const other = await register(newAccount({ invitation: token }));
      expect(other.statusCode).toBe(403);
      expect(other.json()).toEqual(refusal(403, ACCOUNT_MSG.invitationForOtherEmail));
      const res = await register(newAccount({ email: email.toUpperCase(), invitation: token }));
      expect(res.statusCode).toBe(201);
    });

    it('is used up after its number of uses', async () => {
      await setSettings({ registration: 'invite' });
      const { token } = await invite({ maxUses: 2 });
      expect((await register(newAccount({ invitation: token }))).statusCode).toBe(201);
      expect((await register(newAccount({ invitation: token }))).statusCode).toBe(201);
      const third = await register(newAccount({ invitation: token }));
      expect(third.statusCode).toBe(403);
      expect(third.json()).toEqual(refusal(403, ACCOUNT_MSG.invalidInvitation));
      expect((await ctx.app.inject({ method: 'GET', url: `/auth/invitations/${token}` })).statusCode).toBe(
        404,
      );
    });

    it('admits one of two registrations that race for its last use', async () => {
      await setSettings({ registration: 'invite' });
      const { token } = await invite();
      const results = await Promise.all([
        register(newAccount({ invitation: token })),
        register(newAccount({ invitation: token })),
      ]);
      expect(results.map((res) => res.statusCode).sort()).toEqual([201, 403]);
    });

    it('refuses an expired invitation', async () => {
      await setSettings({ registration: 'invite' });
      const { id, token } = await invite({ expiresInDays: 1 });
      await ctx.database.db
        .update(invitations)
        .set({ expiresAt: sql`now() - interval '1 minute'` })
        .where(eq(invitations.id, id));
      const res = await register(newAccount({ invitation: token }));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(refusal(403, ACCOUNT_MSG.invalidInvitation));
    });

    it('refuses a revoked invitation, and one that never existed', async () => {
      await setSettings({ registration: 'invite' });
      const { id, token } = await invite();
      const revoked = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/invitations/${id}`,
        headers: admin.auth,
      });
      expect(revoked.statusCode).toBe(204);
      for (const invitation of [token, 'made-up-token']) {
        const res = await register(newAccount({ invitation }));
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual(refusal(403, ACCOUNT_MSG.invalidInvitation));
      }
    });

    it('gives the role it names: an invited admin manages the instance', async () => {
      await setSettings({ registration: 'invite' });
      const { token } = await invite({ role: 'admin' });
      const account = newAccount({ invitation: token });
      const res = await register(account);
      expect(res.statusCode).toBe(201);
      expect(res.json().user.role).toBe('admin');
      const signedIn = await login(account.email, account.password);
      const settings = await ctx.app.inject({
        method: 'GET',
        url: '/api/settings',
        headers: { authorization: `Bearer ${signedIn.json().token}` },
      });
      expect(settings.statusCode).toBe(200);
    });

    it('works while registration is closed, and outside the allowed domains without a verification', async () => {
      await setSettings({ registration: 'closed' });
      const closed = await register(newAccount({ invitation: (await invite()).token }));
      expect(closed.statusCode).toBe(201);

      await setSettings({ registration: 'domains', allowedDomains: ['example.org'] });
      const account = newAccount({
        email: `guest.${Date.now()}@elsewhere.example`,
        invitation: (await invite()).token,
      });
      expect((await register(account)).statusCode).toBe(201);
      expect((await login(account.email, account.password)).statusCode).toBe(200);
    });
  });

  describe('with password sign-in off', () => {
    it('refuses registration by password, with or without an invitation, naming the providers', async () => {
      await setSettings({ passwordSignIn: false });
      const { token } = await invite();
      for (const account of [newAccount(), newAccount({ invitation: token })]) {
        const res = await register(account);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual(refusal(403, SSO_ONLY));
      }
    });

    it('refuses a user signing in by password, but lets an admin in', async () => {
      const user = await createUser(ctx);
      await setSettings({ passwordSignIn: false });
      const refused = await login(user.email, user.password);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(refusal(403, SSO_ONLY));
      // A wrong password says nothing more than usual.
      expect((await login(user.email, 'not-the-password')).json()).toEqual(
        refusal(401, SERVER_MSG.invalidCredentials, 'Unauthorized'),
      );
      const adminIn = await login(admin.email, admin.password);
      expect(adminIn.statusCode).toBe(200);
      expect(adminIn.json().token).toEqual(expect.any(String));
    });
  });

  it('refuses a disabled account with the right password, and says no more to a wrong one', async () => {
    const user = await createUser(ctx);
    await ctx.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, user.id));
    const refused = await login(user.email, user.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(refusal(403, ACCOUNT_MSG.accountDisabled));
    expect((await login(user.email, 'not-the-password')).statusCode).toBe(401);
  });
});
