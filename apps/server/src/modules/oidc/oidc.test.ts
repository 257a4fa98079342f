import { ACCOUNT_MSG } from '@prompt-lib/contract';
import { and, eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config.ts';
import { auditLog, users } from '../../db/schema.ts';
import { createTestApp, createUser, TEST_JWT_SECRET, type TestContext } from '../../test/app.ts';
import { type OidcProviderFixture, startOidcProvider } from '../../test/oidc-provider.ts';
import { ssoProviders } from './providers.ts';

const PUBLIC_URL = 'https://prompts.example.com';
const CALLBACK = `${PUBLIC_URL}/auth/oidc/corp/callback`;
const FAILED = 'Sign-in with Acme ID failed. Please try again.';

let idp: OidcProviderFixture;
let ctx: TestContext;

beforeAll(async () => {
  idp = await startOidcProvider({
    redirectUris: [CALLBACK, `${PUBLIC_URL}/auth/oidc/flaky/callback`],
  });
  const provider = (id: string, name: string) => ({
    [`OIDC_${id}_ISSUER`]: idp.issuer,
    [`OIDC_${id}_CLIENT_ID`]: idp.clientId,
    [`OIDC_${id}_CLIENT_SECRET`]: idp.clientSecret,
    [`OIDC_${id}_NAME`]: name,
  });
  ctx = await createTestApp({
    PUBLIC_URL,
    OIDC_PROVIDERS: 'corp,flaky',
    OIDC_ALLOW_HTTP: 'true',
    ...provider('CORP', 'Acme ID'),
    OIDC_CORP_GROUPS_CLAIM: 'groups',
    ...provider('FLAKY', 'Flaky ID'),
  });
});
afterAll(async () => {
  await ctx?.close();
  await idp?.close();
});
afterEach(async () => {
  idp.available = true;
  await ctx.app.settings.save({ ...ctx.app.settings.current(), registration: 'open', allowedDomains: [] });
});

type Started = { location: URL; cookie: string; setCookie: string };

/** The browser opens the app's start link: it is sent to the provider with a state cookie. */
async function start(query = '', provider = 'corp'): Promise<Started> {
  const res = await ctx.app.inject({ method: 'GET', url: `/auth/oidc/${provider}/start${query}` });
  expect(res.statusCode).toBe(302);
  const setCookie = String(res.headers['set-cookie']);
  return {
    location: new URL(String(res.headers.location)),
    cookie: setCookie.split(';')[0] ?? '',
    setCookie,
  };
}

/** The browser arrives back at the app from the provider, with the cookie it holds. */
const callback = (url: URL, cookie?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: url.pathname + url.search,
    headers: cookie ? { cookie } : {},
  });

/** Start, sign in at the provider as `login`, and come back: the app's answer to the callback. */
async function signIn(login: string, query = '') {
  const started = await start(query);
  const back = await idp.signIn(started.location.href, login);
  return callback(back, started.cookie);
}

const exchange = (code: string) =>
  ctx.app.inject({ method: 'POST', url: '/auth/oidc/exchange', payload: { code } });

const redirect = (res: { headers: Record<string, unknown> }) =>
  new URL(String(res.headers.location), PUBLIC_URL);

/** The text the sign-in page shows after a refused sign-in. */
function refusal(res: { statusCode: number; headers: Record<string, unknown> }) {
  expect(res.statusCode).toBe(302);
  const to = redirect(res);
  expect(to.pathname).toBe('/login');
  return to.searchParams.get('error');
}

/** The whole journey to a sign-in token, through the web app's /sso page. */
async function signedIn(login: string, query = '') {
  const res = await signIn(login, query);
  expect(res.statusCode).toBe(302);
  const sso = redirect(res);
  expect(sso.pathname).toBe('/sso');
  const answer = await exchange(sso.searchParams.get('code') ?? '');
  expect(answer.statusCode).toBe(200);
  return { ...answer.json(), returnTo: sso.searchParams.get('returnTo'), location: sso.href };
}

describe('GET /auth/oidc/:id/start', () => {
  it('sends the browser to the provider with the code flow, PKCE (S256), state and nonce', async () => {
    const { location, setCookie } = await start();
    expect(location.origin).toBe(idp.issuer);
    const params = location.searchParams;
    expect(params.get('response_type')).toBe('code');
    expect(params.get('client_id')).toBe(idp.clientId);
    expect(params.get('redirect_uri')).toBe(CALLBACK);
    expect(params.get('scope')).toBe('openid email profile');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(params.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(setCookie).toMatch(
      /^promptlib_oidc=[\w.-]+; Path=\/auth\/oidc; Max-Age=600; HttpOnly; SameSite=Lax; Secure$/,
    );
  });

  it('answers 404 for a provider that is not configured', async () => {
    for (const url of ['/auth/oidc/nope/start', '/auth/oidc/nope/callback?code=x&state=y']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(ACCOUNT_MSG.ssoProviderUnknown);
    }
  });

  it('sends the browser back to sign-in while the provider is down, and tries again next time', async () => {
    idp.available = false;
    const down = await ctx.app.inject({ method: 'GET', url: '/auth/oidc/flaky/start?returnTo=/explorer' });
    expect(refusal(down)).toBe(
      'Sign-in with Flaky ID is not available right now (provider error). Please try again later.',
    );
    expect(redirect(down).searchParams.get('returnTo')).toBe('/explorer');
    idp.available = true;
    const up = await start('', 'flaky');
    expect(up.location.origin).toBe(idp.issuer);
  });
});

describe('signing in', () => {
  it('creates an account for a new person and signs them in through a one-time code', async () => {
    idp.setAccount({
      sub: 'dana-1',
      email: 'Dana@corp.example',
      email_verified: true,
      preferred_username: 'dana',
    });
    const { token, user, returnTo, location } = await signedIn('dana-1', '?returnTo=/prompts%3Ftab%3Dmine');
    expect(user).toMatchObject({ username: 'dana', email: 'Dana@corp.example', role: 'user' });
    expect(returnTo).toBe('/prompts?tab=mine');
    expect(location).not.toContain(token);

    const me = await ctx.app.inject({
      method: 'GET',
      url: '/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json()).toMatchObject({ id: user.id, username: 'dana' });
    // Single sign-on only: there is no password to sign in with.
    const password = await ctx.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'Dana@corp.example', password: 'anything' },
    });
    expect(password.statusCode).toBe(401);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toBeNull();
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(row?.lastSignInAt).toBeInstanceOf(Date);
  });

  it('makes the username unique, from the name or the e-mail when there is no preferred username', async () => {
    await createUser(ctx, { username: 'Frank Lee' });
    idp.setAccount({ sub: 'frank-2', email: 'frank2@corp.example', email_verified: true, name: 'Frank Lee' });
    idp.setAccount({ sub: 'jo', email: 'jo@corp.example', email_verified: true });
    expect((await signedIn('frank-2')).user.username).toBe('Frank Lee-2');
    expect((await signedIn('jo')).user.username).toBe('jo-2');
  });

  it('links the account that has the same verified e-mail, which keeps its password', async () => {
    const erin = await createUser(ctx, { username: 'erin', email: 'erin@corp.example' });
    idp.setAccount({ sub: 'erin-sub', email: 'ERIN@corp.example', email_verified: true });
    const { user } = await signedIn('erin-sub');
    expect(user).toMatchObject({ id: erin.id, username: 'erin', email: 'erin@corp.example' });
    const password = await ctx.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: erin.email, password: erin.password },
    });
    expect(password.statusCode).toBe(200);
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.type, 'auth.sso-linked'), eq(auditLog.actorId, erin.id)));
    expect(audit).toHaveLength(1);
  });

  it('finds the linked identity on the next sign-in, even after the e-mail changed at the provider', async () => {
    idp.setAccount({ sub: 'gus-1', email: 'gus@corp.example', email_verified: true });
    const first = await signedIn('gus-1');
    idp.setAccount({ sub: 'gus-1', email: 'gustav@corp.example', email_verified: false });
    const second = await signedIn('gus-1');
    expect(second.user).toMatchObject({ id: first.user.id, email: 'gus@corp.example' });
  });

  it('links by e-mail for Microsoft Entra ID, whose xms_edov claim stands for email_verified', async () => {
    const rosa = await createUser(ctx, { email: 'rosa@corp.example' });
    idp.setAccount({ sub: 'entra-rosa', email: 'rosa@corp.example', xms_edov: false });
    expect(refusal(await signIn('entra-rosa'))).toBe('Acme ID has not verified your e-mail address');
    idp.setAccount({ sub: 'entra-rosa', email: 'rosa@corp.example', xms_edov: true });
    expect((await signedIn('entra-rosa')).user.id).toBe(rosa.id);
  });

  it('does not link an account when the provider has not verified the e-mail', async () => {
    const hana = await createUser(ctx, { email: 'hana@corp.example' });
    idp.setAccount({ sub: 'not-hana', email: 'hana@corp.example', email_verified: false });
    expect(refusal(await signIn('not-hana'))).toBe('Acme ID has not verified your e-mail address');
    // The real owner, verified, still gets their own account.
    idp.setAccount({ sub: 'hana', email: 'hana@corp.example', email_verified: true });
    expect((await signedIn('hana')).user.id).toBe(hana.id);
  });

  it('does not create an account for an unverified e-mail where registration needs a verified one', async () => {
    await ctx.app.settings.save({
      ...ctx.app.settings.current(),
      registration: 'domains',
      allowedDomains: ['corp.example'],
    });
    idp.setAccount({ sub: 'ivan', email: 'ivan@corp.example', email_verified: false });
    expect(refusal(await signIn('ivan'))).toBe('Acme ID has not verified your e-mail address');
    idp.setAccount({ sub: 'ivan', email: 'ivan@corp.example', email_verified: true });
    expect((await signedIn('ivan')).user.email).toBe('ivan@corp.example');
    idp.setAccount({ sub: 'outsider', email: 'x@elsewhere.example', email_verified: true });
    expect(refusal(await signIn('outsider'))).toBe('Registration is limited to addresses at corp.example');
  });

  it('refuses a new person while registration is closed or by invitation, keeping where they were going', async () => {
    idp.setAccount({ sub: 'kim', email: 'kim@corp.example', email_verified: true });
    await ctx.app.settings.save({ ...ctx.app.settings.current(), registration: 'closed' });
    const closed = await signIn('kim', '?returnTo=/explorer');
    expect(refusal(closed)).toBe(ACCOUNT_MSG.registrationClosed);
    expect(redirect(closed).searchParams.get('returnTo')).toBe('/explorer');
    await ctx.app.settings.save({ ...ctx.app.settings.current(), registration: 'invite' });
    expect(refusal(await signIn('kim'))).toBe(ACCOUNT_MSG.invitationOnly);
    const rows = await ctx.database.db.select().from(users).where(eq(users.email, 'kim@corp.example'));
    expect(rows).toHaveLength(0);
  });

  it('creates an invited person’s account in any registration mode, with the role of the invitation, once', async () => {
    const admin = await createUser(ctx, { role: 'admin' });
    const invite = await ctx.app.inject({
      method: 'POST',
      url: '/api/invitations',
      headers: admin.auth,
      payload: { role: 'admin', maxUses: 1 },
    });
    const token = new URL(invite.json().url).searchParams.get('invitation') ?? '';
    await ctx.app.settings.save({ ...ctx.app.settings.current(), registration: 'closed' });
    idp.setAccount({ sub: 'nia', email: 'nia@corp.example', email_verified: true });
    const { user } = await signedIn('nia', `?invitation=${token}`);
    expect(user).toMatchObject({ email: 'nia@corp.example', role: 'admin' });
    const used = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.type, 'invitation.used'), eq(auditLog.actorId, user.id)));
    expect(used).toHaveLength(1);
    idp.setAccount({ sub: 'omar', email: 'omar@corp.example', email_verified: true });
    expect(refusal(await signIn('omar', `?invitation=${token}`))).toBe(ACCOUNT_MSG.invalidInvitation);
  });

  it('refuses a disabled account', async () => {
    idp.setAccount({ sub: 'lea', email: 'lea@corp.example', email_verified: true });
    const { user } = await signedIn('lea');
    await ctx.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, user.id));
    expect(refusal(await signIn('lea'))).toBe(ACCOUNT_MSG.accountDisabled);
  });

  it("shows the provider's refusal (the person cancelled there) and clears the state cookie", async () => {
    const started = await start();
    const back = await idp.signIn(started.location.href, { cancel: true });
    const res = await callback(back, started.cookie);
    expect(refusal(res)).toBe('Sign-in with Acme ID failed: The user cancelled the sign-in');
    expect(String(res.headers['set-cookie'])).toMatch(/^promptlib_oidc=; Path=\/auth\/oidc; Max-Age=0;/);
  });

  it('sends a path of this site on, and anything else as /', async () => {
    idp.setAccount({ sub: 'max', email: 'max@corp.example', email_verified: true });
    for (const elsewhere of [
      'https://evil.example/x',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
    ]) {
      const { returnTo } = await signedIn('max', `?returnTo=${encodeURIComponent(elsewhere)}`);
      expect(returnTo).toBe('/');
    }
    expect((await signedIn('max', '?returnTo=/explorer/prompt/3')).returnTo).toBe('/explorer/prompt/3');
  });
});

describe('refusing a callback that is not the one this browser started', () => {
  it('refuses a tampered state, and a callback without the state cookie', async () => {
    idp.setAccount({ sub: 'nia', email: 'nia@corp.example', email_verified: true });
    const started = await start();
    const back = await idp.signIn(started.location.href, 'nia');
    const tampered = new URL(back);
    tampered.searchParams.set('state', 'attacker-chosen');
    const res = await callback(tampered, started.cookie);
    expect(refusal(res)).toBe(FAILED);
    expect(String(res.headers['set-cookie'])).toContain('Max-Age=0');
    expect(refusal(await callback(back))).toBe(FAILED);
  });

  it("refuses another browser's callback (the state differs) and an ID token with another nonce", async () => {
    idp.setAccount({ sub: 'omar', email: 'omar@corp.example', email_verified: true });
    const victim = await start();
    const attacker = await start();
    const attackerBack = await idp.signIn(attacker.location.href, 'omar');
    expect(refusal(await callback(attackerBack, victim.cookie))).toBe(FAILED);

    // A state cookie that matches the state but not the nonce the ID token carries.
    const session = await start();
    const back = await idp.signIn(session.location.href, 'omar');
    const claims = decodeJwt(session.cookie.slice('promptlib_oidc='.length));
    const forged = await new SignJWT({ ...claims, nonce: 'another-nonce' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    expect(refusal(await callback(back, `promptlib_oidc=${forged}`))).toBe(FAILED);
    const rows = await ctx.database.db.select().from(users).where(eq(users.email, 'omar@corp.example'));
    expect(rows).toHaveLength(0);
  });
});

describe('POST /auth/oidc/exchange', () => {
  it('gives a token for a code once', async () => {
    idp.setAccount({ sub: 'pia', email: 'pia@corp.example', email_verified: true });
    const code = redirect(await signIn('pia')).searchParams.get('code') ?? '';
    expect((await exchange(code)).statusCode).toBe(200);
    const again = await exchange(code);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(ACCOUNT_MSG.ssoCodeInvalid);
    expect((await exchange('made-up')).json().message).toBe(ACCOUNT_MSG.ssoCodeInvalid);
  });

  it('refuses a code more than 60 seconds old', async () => {
    idp.setAccount({ sub: 'quinn', email: 'quinn@corp.example', email_verified: true });
    const started = await start();
    const back = await idp.signIn(started.location.href, 'quinn');
    // The callback happened 61 seconds ago.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 61_000);
    const res = await callback(back, started.cookie).finally(() => vi.useRealTimers());
    const answer = await exchange(redirect(res).searchParams.get('code') ?? '');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(ACCOUNT_MSG.ssoCodeInvalid);
  });
});

describe('configuration', () => {
  const env = {
    OIDC_PROVIDERS: 'corp',
    OIDC_CORP_ISSUER: 'http://sso.example.com/realms/main',
    OIDC_CORP_CLIENT_ID: 'prompt-lib',
    OIDC_CORP_CLIENT_SECRET: 'secret',
  };

  it('refuses an http issuer unless OIDC_ALLOW_HTTP is set', () => {
    expect(() => loadConfig(env)).toThrow(/OIDC_CORP_ISSUER: must be an https:\/\/ URL/);
    expect(loadConfig({ ...env, OIDC_ALLOW_HTTP: 'true' }).oidc[0]?.issuer).toBe(env.OIDC_CORP_ISSUER);
  });

  it('lists the providers for the sign-in page by id and name', () => {
    expect(ssoProviders(ctx.app.config)).toEqual([
      { id: 'corp', name: 'Acme ID' },
      { id: 'flaky', name: 'Flaky ID' },
    ]);
  });
});

describe('the groups claim (OIDC_<ID>_GROUPS_CLAIM)', () => {
  it('makes the account a member of the groups it names, and takes it out of the others, but not where it manages', async () => {
    const admin = await createUser(ctx, { role: 'admin' });
    const make = async (name: string, ssoName: string | null) =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/groups',
          headers: admin.auth,
          payload: { name, ssoName },
        })
      ).json().id as number;
    const writers = await make('SSO writers', 'writers');
    const editors = await make('SSO editors', 'editors');
    const leads = await make('SSO leads', 'leads');
    const handMade = await make('Hand made', null);
    const groupsOf = async (token: string) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/groups',
          headers: { authorization: `Bearer ${token}` },
        })
      ).json() as { id: number; myRole: string }[];

    idp.setAccount({
      sub: 'grace-1',
      email: 'grace@corp.example',
      email_verified: true,
      preferred_username: 'grace',
      groups: ['writers', 'editors', 'leads', 'unknown'],
    });
    const first = await signedIn('grace-1');
    expect((await groupsOf(first.token)).map((g) => [g.id, g.myRole])).toEqual(
      expect.arrayContaining([
        [writers, 'member'],
        [editors, 'member'],
        [leads, 'member'],
      ]),
    );
    const set = (group: number, role: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/groups/${group}/members/${first.user.id}`,
        headers: admin.auth,
        payload: { role },
      });
    await set(leads, 'manager');
    await set(handMade, 'member');

    // One string counts as one value; leads is managed and stays, the hand-made group has no ssoName.
    idp.setAccount({
      sub: 'grace-1',
      email: 'grace@corp.example',
      email_verified: true,
      preferred_username: 'grace',
      groups: 'writers',
    });
    const second = await signedIn('grace-1');
    expect((await groupsOf(second.token)).map((g) => [g.id, g.myRole]).sort()).toEqual(
      [
        [writers, 'member'],
        [leads, 'manager'],
        [handMade, 'member'],
      ].sort(),
    );
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.type, 'group.member-removed'), eq(auditLog.actorId, first.user.id)));
    expect(entries.map((entry) => entry.target)).toEqual([`group:${editors} SSO editors`]);
  });
});
