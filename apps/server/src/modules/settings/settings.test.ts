// The instance settings: who reads and changes them, how each bad value is refused, what needs e-mail
// or single sign-on first, the first values from the environment, the public part, the audit entry,
// and a change reaching a second server on the same database.
import {
  ACCOUNT_MSG,
  BUILT_IN_OPEN_TARGETS,
  DEFAULT_OPEN_IN,
  SERVER_MSG,
  type Settings,
} from '@prompt-lib/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import { createTestApp, createUser, secondInstance, type TestContext } from '../../test/app.ts';

type TestUser = Awaited<ReturnType<typeof createUser>>;

const DEFAULTS: Settings = {
  access: 'public',
  registration: 'open',
  allowedDomains: [],
  passwordSignIn: true,
  defaultVisibility: 'public',
  openIn: DEFAULT_OPEN_IN,
};

/** E-mail and two SSO providers, none of them contacted by these tests (discovery is lazy). */
const EQUIPPED = {
  SMTP_URL: 'smtp://mailer:secret@127.0.0.1:2525',
  MAIL_FROM: 'Prompt Lib <noreply@prompts.example.com>',
  OIDC_PROVIDERS: 'corp,beta',
  OIDC_CORP_ISSUER: 'https://id.corp.example',
  OIDC_CORP_CLIENT_ID: 'prompt-lib',
  OIDC_CORP_CLIENT_SECRET: 'corp-secret',
  OIDC_CORP_NAME: 'Acme ID',
  OIDC_BETA_ISSUER: 'https://id.beta.example',
  OIDC_BETA_CLIENT_ID: 'prompt-lib',
  OIDC_BETA_CLIENT_SECRET: 'beta-secret',
};

const read = (app: App, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/api/settings', headers });
const write = (app: App, headers: Record<string, string>, payload: unknown) =>
  app.inject({ method: 'PUT', url: '/api/settings', headers, payload: payload as object });
const readPublic = (app: App) => app.inject({ method: 'GET', url: '/api/settings/public' });

describe('instance settings without e-mail or single sign-on', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let user: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createUser(ctx, { role: 'admin' });
    user = await createUser(ctx);
  });
  afterAll(() => ctx.close());
  afterEach(() => ctx.app.settings.save(DEFAULTS));

  it('shows admins the settings, first the defaults', async () => {
    const res = await read(ctx.app, admin.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(DEFAULTS);
  });

  it('refuses users (403) and anonymous callers (401), and changes nothing for them', async () => {
    const change = { ...DEFAULTS, registration: 'closed' };
    for (const res of [await read(ctx.app, user.auth), await write(ctx.app, user.auth, change)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(SERVER_MSG.adminOnly);
    }
    for (const res of [await read(ctx.app), await write(ctx.app, {}, change)]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(SERVER_MSG.unauthorized);
    }
    expect((await read(ctx.app, admin.auth)).json()).toEqual(DEFAULTS);
  });

  it('keeps the default visibility when a change leaves it out, and tells anyone what it is', async () => {
    const res = await write(ctx.app, admin.auth, { ...DEFAULTS, defaultVisibility: 'internal' });
    expect(res.json().defaultVisibility).toBe('internal');
    const { defaultVisibility: _left, ...older } = DEFAULTS;
    expect((await write(ctx.app, admin.auth, { ...older, registration: 'invite' })).json()).toMatchObject({
      registration: 'invite',
      defaultVisibility: 'internal',
    });
    expect((await readPublic(ctx.app)).json().defaultVisibility).toBe('internal');
    const refused = await write(ctx.app, admin.auth, { ...DEFAULTS, defaultVisibility: 'secret' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('defaultVisibility must be "public", "internal" or "private"');
    expect((await read(ctx.app, admin.auth)).json().defaultVisibility).toBe('internal');
  });

  it('lets admins choose the "Open in…" targets and add their own, which anyone then reads in menu order', async () => {
    const openIn = {
      builtIn: ['claude', 'chatgpt'],
      custom: [{ id: 'our-chat', name: 'Our chat', urlTemplate: 'https://chat.example.com/?q={text}' }],
      urlTextMax: 2000,
    };
    const res = await write(ctx.app, admin.auth, { ...DEFAULTS, openIn });
    expect(res.statusCode, res.body).toBe(200);
    expect((await readPublic(ctx.app)).json()).toMatchObject({
      openTargets: [
        { id: 'chatgpt', name: 'ChatGPT', urlTemplate: 'https://chatgpt.com/?q={text}' },
        { id: 'claude', name: 'Claude', urlTemplate: 'https://claude.ai/new?q={text}' },
        { id: 'our-chat', name: 'Our chat', urlTemplate: 'https://chat.example.com/?q={text}' },
      ],
      openUrlTextMax: 2000,
    });
    const { openIn: _left, ...older } = DEFAULTS;
    expect((await write(ctx.app, admin.auth, older)).json().openIn).toEqual(openIn);
  });

  it.each([
    [{ builtIn: ['bard'] }, 'an unknown built-in target'],
    [
      { custom: [{ id: 'x', name: 'X', urlTemplate: 'javascript:alert({text})' }] },
      'a URL template must be an http or https address, such as https://chat.example.com/?q={text}',
    ],
    [
      { custom: [{ id: 'chatgpt', name: 'Mine', urlTemplate: 'https://a.example/' }] },
      'a custom target cannot take a built-in id',
    ],
    [
      { custom: [{ id: 'Bad Id', name: 'X', urlTemplate: 'https://a.example/' }] },
      'a target id is 1–40 lowercase letters, digits and hyphens',
    ],
    [{ custom: [{ id: 'x', name: ' ', urlTemplate: 'https://a.example/' }] }, 'a target needs a name'],
    [{ urlTextMax: 10 }, 'urlTextMax must be at least 100'],
  ])('refuses the "Open in…" choice %j: %s', async (change, message) => {
    const res = await write(ctx.app, admin.auth, { ...DEFAULTS, openIn: { ...DEFAULT_OPEN_IN, ...change } });
    expect(res.statusCode).toBe(400);
    // The message names the field: "openIn.custom.0.name: a target needs a name".
    const [field, reason] = res.json().message.split(': ');
    expect([field.split('.')[0], reason]).toEqual(['openIn', message]);
    expect((await read(ctx.app, admin.auth)).json().openIn).toEqual(DEFAULT_OPEN_IN);
  });

  it('saves a change and answers the settings in force, domains as a lower-case list without repeats', async () => {
    const res = await write(ctx.app, admin.auth, {
      access: 'signed-in',
      registration: 'invite',
      allowedDomains: ['Example.COM', '@example.com', ' corp.example '],
      passwordSignIn: true,
    });
    expect(res.statusCode).toBe(200);
    const saved = {
      access: 'signed-in',
      registration: 'invite',
      allowedDomains: ['example.com', 'corp.example'],
      passwordSignIn: true,
      defaultVisibility: 'public',
      openIn: DEFAULT_OPEN_IN,
    };
    expect(res.json()).toEqual(saved);
    expect((await read(ctx.app, admin.auth)).json()).toEqual(saved);
  });

  it.each([
    ['access', { access: 'private' }, 'access must be "public" or "signed-in"'],
    [
      'registration',
      { registration: 'sometimes' },
      'registration must be "open", "invite", "domains" or "closed"',
    ],
    [
      'allowedDomains (not a list)',
      { allowedDomains: 'example.com' },
      'allowedDomains must be a list of domains',
    ],
    [
      'allowedDomains (not a domain)',
      { allowedDomains: ['not a domain'] },
      'allowedDomains: not a domain name',
    ],
    ['allowedDomains (no dot)', { allowedDomains: ['localhost'] }, 'allowedDomains: not a domain name'],
    [
      'allowedDomains (too many)',
      { allowedDomains: Array.from({ length: 51 }, (_, i) => `d${i}.example`) },
      'allowedDomains: at most 50 domains',
    ],
    ['passwordSignIn', { passwordSignIn: 'no' }, 'passwordSignIn must be true or false'],
    ['a missing access', { access: undefined }, 'access must be "public" or "signed-in"'],
  ])('refuses a bad %s with a 400 naming the field, and keeps the settings', async (_, bad, message) => {
    const res = await write(ctx.app, admin.auth, { ...DEFAULTS, registration: 'invite', ...bad });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
    expect((await read(ctx.app, admin.auth)).json()).toEqual(DEFAULTS);
  });

  it('refuses registration by domains while e-mail is not set up', async () => {
    const res = await write(ctx.app, admin.auth, {
      ...DEFAULTS,
      registration: 'domains',
      allowedDomains: ['example.com'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ACCOUNT_MSG.domainsNeedEmail);
    expect(res.json().message).toContain('SMTP_URL and MAIL_FROM');
    expect((await read(ctx.app, admin.auth)).json()).toEqual(DEFAULTS);
  });

  it('refuses turning password sign-in off with no single sign-on provider', async () => {
    const res = await write(ctx.app, admin.auth, { ...DEFAULTS, passwordSignIn: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ACCOUNT_MSG.passwordSignInNeedsSso);
    expect((await read(ctx.app, admin.auth)).json().passwordSignIn).toBe(true);
  });

  it('tells anyone the modes, with no providers and no e-mail', async () => {
    await write(ctx.app, admin.auth, {
      ...DEFAULTS,
      registration: 'closed',
      allowedDomains: ['example.com'],
    });
    const res = await readPublic(ctx.app);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({
      access: 'public',
      registration: 'closed',
      passwordSignIn: true,
      defaultVisibility: 'public',
      sso: [],
      email: false,
      openTargets: BUILT_IN_OPEN_TARGETS,
      openUrlTextMax: 6000,
    });
  });

  it('logs a change with who made it and only what changed, from and to', async () => {
    await write(ctx.app, admin.auth, {
      ...DEFAULTS,
      access: 'signed-in',
      allowedDomains: ['example.com'],
    });
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/audit?type=settings.changed',
      headers: admin.auth,
    });
    expect(res.json().list[0]).toMatchObject({
      type: 'settings.changed',
      actor: { id: admin.id, username: admin.username },
      target: 'settings',
      details: {
        access: { from: 'public', to: 'signed-in' },
        allowedDomains: { from: [], to: ['example.com'] },
      },
    });
    expect(Object.keys(res.json().list[0].details).sort()).toEqual(['access', 'allowedDomains']);
  });

  // The other server learns of the change by the database's announcement (NOTIFY), a moment after the
  // commit; on PostgreSQL that can be after the writer's answer, hence the short wait.
  it('takes a change made on one server within 100 ms on another server on the same database', async () => {
    const second = await secondInstance(ctx);
    try {
      await second.ready();
      expect((await readPublic(second)).json().registration).toBe('open');
      expect((await write(ctx.app, admin.auth, { ...DEFAULTS, registration: 'closed' })).statusCode).toBe(
        200,
      );
      expect(await within100ms(async () => (await readPublic(second)).json().registration === 'closed')).toBe(
        true,
      );
      const refused = await second.inject({
        method: 'POST',
        url: '/auth/register',
        payload: { username: 'latecomer', email: 'latecomer@example.com', password: 'a-password' },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(ACCOUNT_MSG.registrationClosed);
    } finally {
      await second.close();
    }
  });
});

describe('instance settings with e-mail and single sign-on', () => {
  let ctx: TestContext;
  let admin: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp(EQUIPPED);
    admin = await createUser(ctx, { role: 'admin' });
  });
  afterAll(() => ctx.close());
  afterEach(() => ctx.app.settings.save(DEFAULTS));

  it('limits registration to domains once e-mail is set up, and asks for at least one', async () => {
    const none = await write(ctx.app, admin.auth, { ...DEFAULTS, registration: 'domains' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(ACCOUNT_MSG.domainsNeedList);
    const res = await write(ctx.app, admin.auth, {
      ...DEFAULTS,
      registration: 'domains',
      allowedDomains: ['example.com'],
    });
    expect(res.statusCode).toBe(200);
    expect((await read(ctx.app, admin.auth)).json()).toMatchObject({
      registration: 'domains',
      allowedDomains: ['example.com'],
    });
  });

  it('turns password sign-in off once a provider is configured', async () => {
    const res = await write(ctx.app, admin.auth, { ...DEFAULTS, passwordSignIn: false });
    expect(res.statusCode).toBe(200);
    expect((await readPublic(ctx.app)).json().passwordSignIn).toBe(false);
  });

  it('keeps password sign-in on for a server whose providers were since removed from its configuration', async () => {
    expect((await write(ctx.app, admin.auth, { ...DEFAULTS, passwordSignIn: false })).statusCode).toBe(200);
    const user = await createUser(ctx);
    const withoutSso = await buildApp({ config: { ...ctx.app.config, oidc: [] }, db: ctx.database.db });
    try {
      await withoutSso.ready();
      expect((await readPublic(withoutSso)).json()).toMatchObject({ passwordSignIn: true, sso: [] });
      const signIn = await withoutSso.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { email: user.email, password: user.password },
      });
      expect(signIn.statusCode).toBe(200);
    } finally {
      await withoutSso.close();
    }
  });

  it('tells anyone the providers, by id and button name, and that e-mail is on', async () => {
    expect((await readPublic(ctx.app)).json()).toEqual({
      access: 'public',
      registration: 'open',
      passwordSignIn: true,
      defaultVisibility: 'public',
      sso: [
        { id: 'corp', name: 'Acme ID' },
        { id: 'beta', name: 'beta' },
      ],
      email: true,
      openTargets: BUILT_IN_OPEN_TARGETS,
      openUrlTextMax: 6000,
    });
  });
});

describe('the first settings, from the environment', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      ...EQUIPPED,
      ACCESS: 'signed-in',
      REGISTRATION: 'domains',
      ALLOWED_DOMAINS: ' Example.com, @corp.example,',
    });
  });
  afterAll(() => ctx.close());

  it('come from ACCESS, REGISTRATION and ALLOWED_DOMAINS, with password sign-in on', async () => {
    const admin = await createUser(ctx, { role: 'admin' });
    expect((await read(ctx.app, admin.auth)).json()).toEqual({
      access: 'signed-in',
      registration: 'domains',
      allowedDomains: ['example.com', 'corp.example'],
      passwordSignIn: true,
      defaultVisibility: 'public',
      openIn: DEFAULT_OPEN_IN,
    });
    expect((await readPublic(ctx.app)).json()).toMatchObject({
      access: 'signed-in',
      registration: 'domains',
    });
  });

  it('are only the first: a server started later with other values keeps the stored settings', async () => {
    const later = await buildApp({
      config: {
        ...ctx.app.config,
        initialSettings: { access: 'public', registration: 'open', allowedDomains: [] },
      },
      db: ctx.database.db,
    });
    try {
      await later.ready();
      expect((await readPublic(later)).json()).toMatchObject({
        access: 'signed-in',
        registration: 'domains',
      });
    } finally {
      await later.close();
    }
  });
});

/** Polls `check` for up to 100 ms. */
async function within100ms(check: () => Promise<boolean>): Promise<boolean> {
  const deadline = performance.now() + 100;
  do {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 5));
  } while (performance.now() < deadline);
  return false;
}
