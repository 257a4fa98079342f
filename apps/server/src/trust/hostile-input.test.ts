// Hostile input (issue 12): a property-based fuzz over every route of the server's own table, its path
// params, query strings, bodies and headers (hostile-values.ts). Invariants: never a 5xx; every error
// in the { statusCode, error, message } shape; a refused request changes nothing (row counts, the
// touched prompt, the three accounts, used links and invitations, the audit log but for failed
// sign-ins, the instance settings); the kept counts still match a recount at the end.
// Besides hostile values, bodies and queries carry plausible ones (known e-mails and passwords, unused
// link and invitation tokens, the settings' modes), so requests reach past validation; the world a
// request changed is put back after it (restoreWorld), the accounts and their sign-ins included.
// FUZZ_SEED (default 424242) and FUZZ_RUNS (default 2,000 in all) pick the cases; `npm run fuzz` runs
// 20,000 from a random seed; FUZZ_ROUTES narrows them to some routes. A failure prints its route, seed
// and path to replay it. A second test sends each documented field a few sharp values (NUL, a lone
// surrogate, the ends of ranges) in a request that is otherwise valid.
import {
  ACCESS_MODES,
  EXPORT_FORMATS,
  EXPORT_IMAGE_MODES,
  EXPORT_SCOPES,
  IMAGE_VARIANT_WIDTHS,
  PACK_ICONS,
  REGISTRATION_MODES,
  type Settings,
  SUGGESTION_STATUSES,
  WEBHOOK_EVENTS,
  WEBHOOK_FORMATS,
} from '@prompt-lib/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { createLink, type LinkKind } from '../modules/account/links.ts';
import { STATE_COOKIE } from '../modules/oidc/state.ts';
import { addPrompt, seedTaxonomy, type TestUser } from '../modules/prompts/test-data.ts';
import { hashToken } from '../modules/tokens/repository.ts';
import { createJob } from '../modules/transfer/import-repository.ts';
import { createTestApp, createUser, type TestContext } from '../test/app.ts';
import { type OidcProviderFixture, startOidcProvider } from '../test/oidc-provider.ts';
import { keptCountsThatDiffer } from '../test/recount.ts';
import { startSmtpServer, type TestSmtpServer } from '../test/smtp-server.ts';
import {
  brokenEscape,
  encode,
  hostileBody,
  hostileString,
  nearlyValid,
  objectText,
  type Plausible,
  PROTO_KEYS,
} from './hostile-values.ts';
import { fillPath, serverRoutes } from './routes.ts';

const seedSetting = process.env.FUZZ_SEED ?? '424242';
const SEED = seedSetting === 'random' ? Math.floor(Math.random() * 2 ** 31) : Number(seedSetting);
const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);
/** FUZZ_ROUTES, a regular expression: only the routes it matches (`POST /auth/register`) are fuzzed. */
const ONLY = process.env.FUZZ_ROUTES ? new RegExp(process.env.FUZZ_ROUTES) : null;

const TABLES = [
  'prompts',
  'categories',
  'tags',
  'users',
  'saved_prompts',
  'prompt_ratings',
  'prompt_versions',
  'prompt_comments',
  'prompt_suggestions',
  'collections',
  'collection_prompts',
  'access_tokens',
  'prompt_usages',
  'images',
  'import_jobs',
  'prompt_categories',
  'prompt_tags',
  'invitations',
  'account_links',
  'revoked_sessions',
  'user_identities',
  'groups',
  'group_members',
  'webhooks',
];

/** The password of every account the fuzz makes. */
const PASSWORD = 'secret-password';
const SHARED = ['owner', 'user', 'admin'] as const;
type Shared = (typeof SHARED)[number];
/** What a shared account is put back to: a case may change its role, status or password, or delete it. */
type Original = { id: number; username: string; email: string; role: string; passwordHash: string };

/** The MCP transport answers protocol errors in JSON-RPC's own shape, as MCP clients expect. */
const JSON_RPC_ROUTES = new Set(['POST /mcp']);

type Auth = 'anonymous' | 'user' | 'owner' | 'admin' | 'token' | 'garbage';

describe('hostile input', () => {
  let ctx: TestContext;
  let idp: OidcProviderFixture;
  let smtp: TestSmtpServer;
  let owner: TestUser;
  const headersFor: Partial<Record<Auth, Record<string, string>>> = {};
  /** The ids a path param may name, so that requests reach past the router and the 404s. */
  const ids: Record<string, string[]> = {};
  let touchedPrompt = 0;
  const originals = {} as Record<Shared, Original>;
  let initialSettings: Settings;
  /** An unused one-time link of the owner's, of each kind; used ones are replaced (restoreWorld). */
  const links = {} as Record<LinkKind, string>;
  /** Usable invitations: their ids and the tokens of their links. */
  const invitations: { id: string; token: string }[] = [];
  /** A single sign-on in progress with the test provider: its state cookie and state, renewed before they expire. */
  let signOn = { cookie: '', state: '', at: 0 };

  async function createToken() {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/tokens',
      headers: headersFor.owner,
      payload: { name: 'fuzz' },
    });
    const { id, token } = res.json();
    headersFor.token = { authorization: `Bearer ${token}` };
    return String(id);
  }

  /** A session for a shared account at its current session version (a case may end the old one). */
  async function signIn(who: Shared) {
    const { id, role } = originals[who];
    const auth = { authorization: `Bearer ${await ctx.app.signToken({ id, role })}` };
    headersFor[who] = auth;
    if (who === 'owner') owner = { ...owner, auth };
  }

  /** The shared accounts as they were made: back if deleted, with their role, status and password. */
  async function restoreAccounts() {
    for (const who of SHARED) {
      const { id, username, email, role, passwordHash } = originals[who];
      await queryRows(
        ctx.database.db,
        sql`insert into users (id, username, email, password_hash, role)
            overriding system value values (${id}, ${username}, ${email}, ${passwordHash}, ${role})
            on conflict do nothing`,
      );
      await queryRows(
        ctx.database.db,
        sql`update users set role = ${role}, status = 'active', password_hash = ${passwordHash},
              email_verified_at = coalesce(email_verified_at, now())
            where id = ${id} and (role <> ${role} or status <> 'active' or password_hash is distinct from ${passwordHash}
              or email_verified_at is null)`,
      );
      await signIn(who);
    }
  }

  async function newInvitation(): Promise<{ id: string; token: string }> {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/invitations',
      headers: headersFor.admin,
      payload: { maxUses: 1000, ...(invitations.length % 2 ? { email: 'invited@example.com' } : {}) },
    });
    const { id, url } = res.json();
    return { id: String(id), token: new URL(url).searchParams.get('invitation') ?? '' };
  }

  /** Replaces used links and invitations, and accounts an admin deleted, so each case has some to use. */
  async function restoreAccess() {
    for (const kind of Object.keys(links) as LinkKind[]) {
      const [unused] = await queryRows<{ yes: boolean }>(
        ctx.database.db,
        sql`select exists(select 1 from account_links where token_hash = ${hashToken(links[kind])}
            and used_at is null) as yes`,
      );
      if (!unused?.yes) links[kind] = (await createLink(ctx.database.db, owner.id, kind, 3_600_000)).token;
    }
    for (const [i, invitation] of invitations.entries()) {
      const [usable] = await queryRows<{ yes: boolean }>(
        ctx.database.db,
        sql`select exists(select 1 from invitations where id = ${Number(invitation.id)} and uses < max_uses) as yes`,
      );
      if (!usable?.yes) invitations[i] = await newInvitation();
    }
    ids.invitation = invitations.map((invitation) => invitation.id);
    const accounts = (ids.account ?? []).map(Number);
    const present = await queryRows<{ id: number }>(
      ctx.database.db,
      sql`select id from users where id = any(${sql.param(accounts)}::int[])`,
    );
    for (const [i, id] of accounts.entries()) {
      if (!present.some((row) => row.id === id)) accounts[i] = (await createUser(ctx)).id;
    }
    ids.account = accounts.map(String);
    if (JSON.stringify(ctx.app.settings.current()) !== JSON.stringify(initialSettings)) {
      await ctx.app.settings.save(initialSettings);
    }
  }

  /** A sign-on in progress with the test provider, begun again before its 10-minute cookie expires. */
  async function signOnInProgress() {
    if (Date.now() - signOn.at < 5 * 60_000) return signOn;
    const res = await ctx.app.inject({ method: 'GET', url: '/auth/oidc/corp/start' });
    const cookie = String(res.headers['set-cookie']).split(';')[0] ?? '';
    const state = new URL(String(res.headers.location)).searchParams.get('state') ?? '';
    signOn = { cookie, state, at: Date.now() };
    return signOn;
  }

  /** After a request that succeeded: put back what it may have deleted, so later cases meet the same world. */
  async function restoreWorld() {
    await ctx.app.mailer.settled();
    await restoreAccounts();
    await restoreAccess();
    // A case may have deleted the category or tag a new prompt names (plausible values name them too).
    await queryRows(
      ctx.database.db,
      sql`insert into categories (name, display_order) select 'Writing', 0
          where not exists (select 1 from categories where lower(name) = 'writing')`,
    );
    await queryRows(
      ctx.database.db,
      sql`insert into tags (name) select 'email' where not exists (select 1 from tags where lower(name) = 'email')`,
    );
    const [present] = await queryRows<{ prompt: boolean; collection: boolean; token: boolean }>(
      ctx.database.db,
      sql`select exists(select 1 from prompts where id = ${touchedPrompt} and status = 'published') as prompt,
                 exists(select 1 from collections where id = ${Number(ids.collection?.[0])}) as collection,
                 exists(select 1 from access_tokens where id = ${Number(ids.token?.[0])}) as token`,
    );
    if (!present?.prompt) {
      touchedPrompt = (await addPrompt(ctx, owner)).id;
      ids.prompt = [String(touchedPrompt), ...(ids.prompt ?? []).slice(1)];
    }
    if (!present?.collection)
      ids.collection = [String(await newCollection()), ...(ids.collection ?? []).slice(1)];
    if (!present?.token) ids.token = [await createToken()];
    const [job] = await queryRows<{ yes: boolean }>(
      ctx.database.db,
      sql`select exists(select 1 from import_jobs where id = ${ids.job?.[0] ?? ''}) as yes`,
    );
    if (!job?.yes) ids.job = [await createJob(ctx.database.db, owner.id, 5)];
    const [comments] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from prompt_comments where id = any(${sql.param((ids.comment ?? []).map(Number))}::int[])`,
    );
    if (comments?.n !== 2) ids.comment = await newComments();
    const [open] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from prompt_suggestions
          where status = 'open' and id = any(${sql.param((ids.suggestion ?? []).map(Number))}::int[])`,
    );
    if (open?.n !== 2) ids.suggestion = await newSuggestions();
    const [hook] = await queryRows<{ yes: boolean }>(
      ctx.database.db,
      sql`select exists(select 1 from webhooks where id = ${Number(ids.webhook?.[0])}) as yes`,
    );
    if (!hook?.yes) ids.webhook = [await newWebhook()];
  }

  /** A webhook (issue 29), written straight into the table: its loopback URL is refused at delivery. */
  async function newWebhook() {
    const [row] = await queryRows<{ id: number }>(
      ctx.database.db,
      sql`insert into webhooks (url, events, secret)
          values ('http://127.0.0.1:9/hook', '{prompt.created}', ${'f'.repeat(64)}) returning id`,
    );
    return String(row?.id);
  }

  /**
   * Two open suggestions of the user's on the touched prompt (issue 29), by id; written straight into
   * the table, so that the user's 20 a day are left for the fuzzed requests.
   */
  async function newSuggestions() {
    const rows = await queryRows<{ id: number }>(
      ctx.database.db,
      sql`insert into prompt_suggestions (prompt_id, author_id, base_version, message, title, content, categories, tags)
          select id, ${originals.user.id}, version, 'A clearer title', 'Suggested ' || n, 'Write about [topic], clearly.',
            '{Writing}', '{email}'
          from prompts, generate_series(1, 2) as n where id = ${touchedPrompt}
          returning id`,
    );
    return rows.map((row) => String(row.id));
  }

  /** A top-level comment of the owner's on the touched prompt and a reply to it, by id. */
  async function newComments() {
    const post = async (payload: object) =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/prompts/${touchedPrompt}/comments`,
          headers: headersFor.owner,
          payload,
        })
      ).json().id as number;
    const top = await post({ body: 'A comment' });
    return [String(top), String(await post({ body: 'A reply', parentId: top }))];
  }

  async function newCollection() {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/collections',
      headers: headersFor.owner,
      payload: { name: 'Fuzzed', public: true },
    });
    return res.json().id as number;
  }

  /**
   * Row counts of the main tables, the touched prompt, the shared accounts (their sign-in state too),
   * used links and invitations, the audit log and the settings, as one comparable text. A refused
   * sign-in is written to the audit log on purpose (auth.sign-in-failed), so those entries are not counted.
   */
  async function snapshot(): Promise<string> {
    // Work a request left running after its answer (the e-mails of a recovery request) is done first.
    await ctx.app.mailer.settled();
    const counts = TABLES.map(
      (table) => sql`(select count(*)::int from ${sql.identifier(table)}) as ${sql.identifier(table)}`,
    );
    const shared = SHARED.map((who) => originals[who].id);
    const [row] = await queryRows(
      ctx.database.db,
      sql`select ${sql.join(counts, sql`, `)},
        (select row_to_json(p) from prompts p where id = ${touchedPrompt}) as prompt,
        (select json_agg(category_id order by category_id) from prompt_categories where prompt_id = ${touchedPrompt}) as prompt_categories_of,
        (select json_agg(tag_id order by tag_id) from prompt_tags where prompt_id = ${touchedPrompt}) as prompt_tags_of,
        (select json_agg(json_build_array(id, username, email, avatar_url, bio, role, status, session_version,
            password_hash, email_verified_at is not null) order by id)
          from users where id = any(${sql.param(shared)}::int[])) as accounts,
        (select count(*)::int from audit_log where type <> 'auth.sign-in-failed') as audit_log,
        (select count(*)::int from account_links where used_at is not null) as used_links,
        (select coalesce(sum(uses), 0)::int from invitations) as invitation_uses,
        (select value from instance_settings where id = 1) as settings`,
    );
    return JSON.stringify(row);
  }

  beforeAll(async () => {
    idp = await startOidcProvider({ redirectUris: ['http://localhost:80/auth/oidc/corp/callback'] });
    smtp = await startSmtpServer();
    ctx = await createTestApp({
      AUTH_RATE_LIMIT_MAX: '1000000',
      // E-mail on: recovery, verification and welcome messages are written and sent for real.
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Prompt Lib <library@example.com>',
      OIDC_PROVIDERS: 'corp',
      OIDC_ALLOW_HTTP: 'true',
      OIDC_CORP_ISSUER: idp.issuer,
      OIDC_CORP_CLIENT_ID: idp.clientId,
      OIDC_CORP_CLIENT_SECRET: idp.clientSecret,
    });
    initialSettings = ctx.app.settings.current();
    await seedTaxonomy(ctx);
    owner = await createUser(ctx, { password: PASSWORD });
    const user = await createUser(ctx, { password: PASSWORD });
    const admin = await createUser(ctx, { role: 'admin', password: PASSWORD });
    const made = { owner, user, admin };
    for (const who of SHARED) {
      const [row] = await queryRows<{ passwordHash: string }>(
        ctx.database.db,
        sql`select password_hash as "passwordHash" from users where id = ${made[who].id}`,
      );
      const { id, username, email } = made[who];
      const role = who === 'admin' ? 'admin' : 'user';
      originals[who] = { id, username, email, role, passwordHash: row?.passwordHash ?? '' };
    }
    Object.assign(headersFor, { anonymous: {}, owner: owner.auth, user: user.auth, admin: admin.auth });
    const prompt = await addPrompt(ctx, owner);
    const draft = await addPrompt(ctx, owner, {}, 'draft');
    const others = await addPrompt(ctx, user);
    touchedPrompt = prompt.id;
    const [category] = await queryRows<{ id: number }>(
      ctx.database.db,
      sql`select id from categories limit 1`,
    );
    const [tag] = await queryRows<{ id: number }>(ctx.database.db, sql`select id from tags limit 1`);
    ids.prompt = [prompt.id, draft.id, others.id].map(String);
    ids.collection = [String(await newCollection())];
    ids.token = [await createToken()];
    ids.taxonomy = [String(category?.id), String(tag?.id), 'Writing', 'email'];
    ids.job = [await createJob(ctx.database.db, owner.id, 5)];
    ids.image = ['a'.repeat(64)];
    ids.version = ['1', '2'];
    ids.comment = await newComments();
    ids.suggestion = await newSuggestions();
    // Deliveries are not this test's subject: none is sent, so no request leaves the machine.
    await ctx.app.webhooks.stop();
    ids.webhook = [await newWebhook()];
    // Accounts an admin may change or delete, besides the shared ones (which restoreWorld puts back).
    ids.account = [(await createUser(ctx)).id, (await createUser(ctx)).id, owner.id, user.id, admin.id].map(
      String,
    );
    for (const kind of ['reset', 'verify', 'sso-code'] as const) links[kind] = '';
    invitations.push(await newInvitation(), await newInvitation());
    await restoreAccess();
  }, 60_000);
  afterAll(async () => {
    await ctx?.close();
    await idp?.close();
    await smtp?.stop();
  });

  /** One of a list read when the value is made, so that it names what exists then. */
  const oneOf = (list: () => readonly unknown[]) =>
    fc.nat().map((i) => {
      const values = list();
      return values.length > 0 ? values[i % values.length] : '';
    });
  const emails = () => SHARED.map((who) => originals[who].email);
  const dates = fc.constantFrom(
    '2020-01-01',
    '2999-12-31',
    '0000-01-01',
    '9999-12-31',
    '2024-02-29',
    '2024-01-01T00:00:00Z',
    '0000-01-01T00:00:00+14:00',
    '9999-12-31T23:59:59-14:00',
  );

  /** Plausible values by the route's field name (hostile-values.ts, Plausible). */
  const plausibleFor =
    (route: string): Plausible =>
    (field) => {
      switch (field) {
        case 'email':
          return fc.oneof(
            oneOf(emails),
            fc.constantFrom(
              'nobody@example.com',
              'invited@example.com',
              ` ${originals.owner.email.toUpperCase()} `,
            ),
            fc.nat().map((n) => `fuzz${n}@example.com`),
          );
        case 'username':
          return fc.oneof(
            fc.nat().map((n) => `fuzz${n}`),
            oneOf(() => SHARED.map((who) => originals[who].username)),
          );
        case 'password':
        case 'currentPassword':
          return fc.constantFrom(PASSWORD, 'wrong-password');
        case 'newPassword':
          return fc.constantFrom(PASSWORD, 'another-password', 'short');
        case 'invitation':
          return oneOf(() => invitations.map((invitation) => invitation.token));
        case 'token':
          return oneOf(() => [links.reset, links.verify]);
        case 'code':
          return route.endsWith('/callback')
            ? fc.constantFrom('x', 'bogus-code')
            : oneOf(() => [links['sso-code'], links.reset]);
        case 'state':
          return fc.constant(null).map(() => signOn.state);
        case 'error':
          return fc.constantFrom('access_denied', 'server_error');
        case 'error_description':
          return fc.constantFrom('The user cancelled', 'x'.repeat(300));
        case 'returnTo':
          return fc.constantFrom(
            '/',
            '/prompts/1',
            '//evil.example',
            '/\\evil.example',
            'https://evil.example',
          );
        case 'role':
          return fc.constantFrom('user', 'admin');
        case 'url':
          if (!route.includes('/webhooks')) return undefined;
          return fc.constantFrom('https://203.0.113.10/hook', 'http://127.0.0.1/hook', 'http://[::1]/x');
        case 'events':
          return route.includes('/webhooks') ? fc.subarray([...WEBHOOK_EVENTS]) : undefined;
        case 'includePrivate':
          return fc.boolean();
        case 'status':
          if (route.includes('suggestions')) return fc.constantFrom(...SUGGESTION_STATUSES);
          return route.includes('/api/prompts/')
            ? fc.constantFrom('published', 'draft', 'archived')
            : fc.constantFrom('active', 'disabled', 'unverified');
        case 'access':
          return fc.constantFrom(...ACCESS_MODES);
        case 'registration':
          return fc.constantFrom(...REGISTRATION_MODES);
        case 'allowedDomains':
          return fc.array(fc.constantFrom('example.com', '@Example.org'), { maxLength: 2 });
        case 'passwordSignIn':
          return fc.boolean();
        case 'expiresInDays':
          return fc.integer({ min: 0, max: 31 });
        case 'maxUses':
          return fc.integer({ min: 0, max: 1001 });
        case 'query':
          if (route.includes('/api/prompts/')) return fc.constantFrom('topic', 'write & topic');
          return fc.oneof(
            oneOf(() => SHARED.map((who) => originals[who].username)),
            fc.constantFrom('example', '%', '_', 'a\\b'),
          );
        case 'actor':
          return fc.oneof(
            oneOf(() => SHARED.map((who) => originals[who].username)),
            fc.constantFrom('example', '%', '_', 'a\\b'),
          );
        case 'type':
          return fc.constantFrom('auth.sign-in', 'account.created', 'no.such-type');
        case 'from':
          return dates;
        case 'to':
          // Another account receives a deleted account's prompts.
          return route.startsWith('DELETE /api/users')
            ? oneOf(() => [originals.owner.id, originals.user.id])
            : dates;
        case 'format':
          if (route.includes('/webhooks')) return fc.constantFrom(...WEBHOOK_FORMATS);
          return route.startsWith('GET /api/export')
            ? fc.constantFrom(...EXPORT_FORMATS)
            : fc.constantFrom('json', 'csv');
        case 'prompts':
          return fc.constantFrom('delete', 'transfer');
        case 'page':
          return fc.constantFrom(0, 1, 1000);
        case 'size':
          return fc.constantFrom(1, 5, 100, 101);
        // The fields of the library's own routes.
        case 'title':
          return fc.nat().map((n) => `Fuzz prompt ${n}`);
        case 'content':
          return fc.constantFrom('Write about [topic].', 'Plain text');
        case 'previewText':
        case 'description':
          return fc.constantFrom('A preview', null);
        case 'categories':
          return fc.constantFrom(['Writing'], ['Writing', 'Marketing']);
        case 'tags':
          return fc.constantFrom(['email'], ['email', 'seo']);
        case 'imageUrls':
          return fc.constant([]);
        case 'name':
          return fc.nat().map((n) => `Fuzz ${n}`);
        case 'displayOrder':
        case 'packOrder':
          return fc.integer({ min: 0, max: 5 });
        case 'public':
        case 'pack':
          return fc.boolean();
        case 'packIcon':
          return fc.constantFrom(...PACK_ICONS, null);
        case 'promptIds':
          return fc.oneof(
            fc.constant([]),
            oneOf(() => ids.prompt ?? []).map((id) => [Number(id)]),
          );
        case 'promptId':
          return oneOf(() => ids.prompt ?? []);
        case 'value':
          return fc.integer({ min: 1, max: 5 });
        case 'sort':
          return fc.constantFrom('createdAt,desc', 'title,asc', 'rating,desc');
        case 'category':
        case 'defaultCategory':
          return fc.constantFrom('Writing', 'Coding');
        case 'tag':
        case 'defaultTag':
          return fc.constantFrom('email', 'seo');
        case 'search':
          return fc.constantFrom('topic', 'write');
        case 'trending':
        case 'featured':
        case 'isNew':
        case 'dryRun':
          return fc.boolean();
        case 'images':
          return fc.constantFrom(...EXPORT_IMAGE_MODES);
        case 'actionType':
          return fc.constantFrom('COPY', 'VIEW');
        case 'scope':
          return fc.constantFrom(...EXPORT_SCOPES);
        case 'expiresAt':
          return fc.constantFrom('2999-01-01T00:00:00Z', '2000-01-01T00:00:00Z');
        case 'w':
          return fc.constantFrom(...IMAGE_VARIANT_WIDTHS);
        case 'message':
          return fc.constantFrom('A clearer title', ' ', 'x'.repeat(501));
        case 'reason':
          return fc.constantFrom('Not now', '', null);
        case 'box':
          return fc.constantFrom('received', 'sent');
        case 'force':
          return fc.boolean();
        default:
          return undefined;
      }
    };

  /** The plausible values of a path param, by its name and route. */
  const known = (route: string, name: string): string[] => {
    if (route.includes('/auth/oidc/')) return ['corp', 'nobody'];
    if (route.includes('/auth/invitations/')) return invitations.map((invitation) => invitation.token);
    if (route.includes('/api/users/')) return ids.account ?? [];
    if (route.includes('/api/invitations/')) return ids.invitation ?? [];
    if (name === 'jobId') return ids.job ?? [];
    if (name === 'n' || name === 'page') return ids.version ?? [];
    if (name === 'category' || name === 'tag') return ids.taxonomy ?? [];
    if (name === 'promptId') return ids.prompt ?? [];
    if (name === 'cid') return ids.comment ?? [];
    if (name === 'sid') return ids.suggestion ?? [];
    if (route.includes('/webhooks/')) return ids.webhook ?? [];
    if (route.includes('/collections/')) return ids.collection ?? [];
    if (route.includes('/tokens/')) return ids.token ?? [];
    if (route.includes('/categories/') || route.includes('/tags/')) return ids.taxonomy ?? [];
    if (route.includes('/image/')) return ids.image ?? [];
    return ids.prompt ?? [];
  };

  type Attempt = {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: string;
    headers: Record<string, string>;
    payload?: string | Buffer;
    remoteAddress?: string;
  };

  /**
   * Sends one request and checks the invariants: no 5xx; an error in the { statusCode, error, message }
   * shape; a refused request changes nothing. After a change that was let through, restores the world.
   */
  async function attempt(route: string, request: Attempt): Promise<number> {
    const before = await snapshot();
    const res = await ctx.app.inject(request);
    const where = `${route} → ${request.method} ${request.url.slice(0, 300)} ${res.statusCode}: ${res.body.slice(0, 300)}`;
    if (res.statusCode >= 500) throw new Error(`a 5xx: ${where}`);
    if (res.statusCode >= 400 && !JSON_RPC_ROUTES.has(route)) {
      const body = parseJson(res.body);
      const shaped =
        body !== null &&
        Object.keys(body).sort().join() === 'error,message,statusCode' &&
        body.statusCode === res.statusCode &&
        typeof body.message === 'string' &&
        body.message !== '';
      if (!shaped) throw new Error(`not the error shape: ${where}`);
    }
    if (res.statusCode >= 400) {
      const after = await snapshot();
      if (after !== before)
        throw new Error(`a refused request changed data: ${where}\nbefore ${before}\nafter  ${after}`);
    } else if (request.method !== 'GET') {
      await restoreWorld();
    }
    return res.statusCode;
  }

  it(
    'answers every hostile request without a 5xx, in the error shape, and changes nothing it refused',
    async () => {
      const docs = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApi;
      const routes = serverRoutes(ctx.app);
      const perRoute = Math.ceil(RUNS / routes.length);
      console.info(`hostile input: ${routes.length} routes × ${perRoute} cases, FUZZ_SEED=${SEED}`);
      for (const [index, route] of routes.entries()) {
        if (ONLY && !ONLY.test(route)) continue;
        const [method, pattern = ''] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
        const fields = documentedFields(docs, method, pattern);
        const plausible = plausibleFor(route);
        const params = [...pattern.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
        const paramArb = (name: string) =>
          fc.oneof(
            { weight: 3, arbitrary: oneOf(() => known(route, name)).map(String) },
            { weight: 2, arbitrary: hostileString.map(encode) },
            { weight: 1, arbitrary: brokenEscape },
          );
        const hostileQuery = fc.array(
          fc.tuple(
            fc.oneof(
              {
                weight: 4,
                arbitrary: fields.query.length ? fc.constantFrom(...fields.query) : fc.constant('page'),
              },
              { weight: 1, arbitrary: fc.constantFrom('page', 'size', 'sort', ...PROTO_KEYS) },
              { weight: 1, arbitrary: hostileString },
            ),
            fc.oneof(
              { weight: 4, arbitrary: hostileString.map(encode) },
              { weight: 1, arbitrary: brokenEscape },
            ),
          ),
          { maxLength: 5 },
        );
        const nearlyValidQuery = nearlyValid(fields.query, plausible, hostileString);
        const queryArb = nearlyValidQuery
          ? fc.oneof(
              { weight: 3, arbitrary: hostileQuery },
              {
                weight: 2,
                arbitrary: nearlyValidQuery.map((entries) =>
                  entries.map(([key, value]): [string, string] => [key, encode(String(value))]),
                ),
              },
            )
          : hostileQuery;
        // Each caller as often as a garbage bearer token.
        const headerArb = fc.constantFrom<Auth>('anonymous', 'user', 'owner', 'admin', 'token', 'garbage');
        const caseArb = fc.record({
          params: fc.tuple(...params.map(paramArb)),
          query: queryArb,
          body: hostileBody(fields.body, method, plausible),
          auth: headerArb,
          garbage: hostileString,
          // The state cookie a single sign-on's callback reads: none, a sign-on's in progress, or garbage.
          cookie: fc.oneof(
            { weight: 4, arbitrary: fc.constant<'none' | 'signing-on'>('none') },
            { weight: 2, arbitrary: fc.constant<'none' | 'signing-on'>('signing-on') },
            { weight: 1, arbitrary: hostileString.map(encode) },
          ),
          address: fc.ipV4(),
        });
        const property = fc.asyncProperty(caseArb, async (input) => {
          const path = fillPath(
            pattern,
            Object.fromEntries(params.map((name, i) => [name, input.params[i] ?? ''])),
          );
          const query = input.query.map(([key, value]) => `${encode(key)}=${value}`).join('&');
          const headers: Record<string, string> =
            input.auth === 'garbage'
              ? { authorization: `Bearer ${encode(input.garbage).slice(0, 4000)}` }
              : { ...headersFor[input.auth] };
          if (input.body.contentType !== undefined) headers['content-type'] = input.body.contentType;
          if (input.cookie === 'signing-on') headers.cookie = (await signOnInProgress()).cookie;
          else if (input.cookie !== 'none') headers.cookie = `${STATE_COOKIE}=${input.cookie.slice(0, 4000)}`;
          await attempt(route, {
            method,
            url: query ? `${path}?${query}` : path,
            headers,
            payload: input.body.payload,
            remoteAddress: input.address,
          });
        });
        try {
          await fc.assert(property, { seed: SEED + index, numRuns: perRoute, endOnFailure: true });
        } catch (error) {
          throw new Error(
            `${route} (FUZZ_SEED=${SEED}, this route's seed ${SEED + index}):\n${shorten((error as Error).message)}\n${shorten(String((error as Error).cause ?? ''))}`,
          );
        }
      }
      expect(await keptCountsThatDiffer(ctx.database.db)).toEqual([]);
    },
    Math.max(600_000, RUNS * 60),
  );

  it('answers each sharp value in each field of a request otherwise valid without a 5xx, and changes nothing it refused', async () => {
    const docs = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApi;
    const violations: string[] = [];
    for (const route of serverRoutes(ctx.app)) {
      const [method, pattern = ''] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
      if (ONLY && !ONLY.test(route)) continue;
      const fields = documentedFields(docs, method, pattern);
      const plausible = plausibleFor(route);
      const sweeps = [
        ...fields.body.flatMap((field) => SHARP_BODY_VALUES.map((value) => ({ field, value }))),
        ...fields.query.flatMap((field) => SHARP_QUERY_VALUES.map((value) => ({ field, value }))),
      ];
      if (sweeps.length === 0) continue;
      /** The fields plausible where they can be (the values `seed` picks), the swept one `value`. */
      const fill = (names: string[], seed: number, swept: string, value: unknown) =>
        names.flatMap((name, i): [string, unknown][] => {
          if (name === swept) return [[name, value]];
          const arbitrary = plausible(name);
          return arbitrary ? [[name, fc.sample(arbitrary, { seed: seed + i, numRuns: 1 })[0]]] : [];
        });
      const send = async (caller: Auth, seed: number, field = '', value?: unknown) => {
        const params = Object.fromEntries(
          [...pattern.matchAll(/:(\w+)/g)].map(([, name = '']) => [
            name,
            encode(known(route, name)[0] ?? ''),
          ]),
        );
        const query = fill(fields.query, seed, field, value)
          .map(([key, v]) => `${key}=${encode(String(v))}`)
          .join('&');
        const path = fillPath(pattern, params);
        const headers: Record<string, string> = { ...headersFor[caller] };
        if (route.endsWith('/callback')) headers.cookie = (await signOnInProgress()).cookie;
        let payload: string | undefined;
        if (fields.body.length > 0) {
          headers['content-type'] = 'application/json';
          payload = objectText(fill(fields.body, seed, field, value));
        }
        const url = query ? `${path}?${query}` : path;
        return attempt(route, { method, url, headers, payload }).catch((error: Error) => {
          violations.push(`${field} = ${shorten(JSON.stringify(value) ?? '')}: ${shorten(error.message)}`);
          return 0;
        });
      };
      // The caller and plausible values of a request the route lets through, when one of a few is
      // (an admin's, else the owner's: a private collection or a rating of the owner's prompt keeps
      // an admin out); each sharp value then replaces one field of it.
      let chosen: { caller: Auth; seed: number } = { caller: 'admin', seed: SEED };
      find: for (const seed of [SEED, SEED + 1, SEED + 2, SEED + 3, SEED + 4]) {
        for (const caller of ['admin', 'owner'] as const) {
          const status = await send(caller, seed);
          if (status >= 200 && status < 400) {
            chosen = { caller, seed };
            break find;
          }
        }
      }
      for (const { field, value } of sweeps) await send(chosen.caller, chosen.seed, field, value);
    }
    expect(violations).toEqual([]);
    expect(await keptCountsThatDiffer(ctx.database.db)).toEqual([]);
  }, 600_000);
});

/** What a field's parsing and PostgreSQL most often trip over: NUL, a lone surrogate, the ends of ranges. */
const SHARP_QUERY_VALUES = [
  'a\u0000b',
  'x\uD800y',
  '',
  '-1',
  '99999999999999999999',
  '0000-01-01T00:00:00+14:00',
];
const SHARP_BODY_VALUES: unknown[] = [...SHARP_QUERY_VALUES, 2 ** 31, 1.5, null, ['a\u0000b']];

type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string }[];
        requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
      }
    >
  >;
};

/**
 * The query and body field names the route documents (hidden routes document none). A plugin's `/`
 * route is documented with the trailing slash (`/api/users/`), which the route table folds away.
 */
function documentedFields(docs: OpenApi, method: string, pattern: string) {
  const path = pattern.replace(/:(\w+)/g, '{$1}');
  const operation = (docs.paths[path] ?? docs.paths[`${path}/`])?.[method.toLowerCase()];
  const query = (operation?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  const body = Object.keys(operation?.requestBody?.content?.['application/json']?.schema?.properties ?? {});
  return { query, body };
}

/** A counterexample with a 300,000-character string, readable: long runs of one character counted. */
const shorten = (text: string) =>
  text.replace(/(.)\1{40,}/gs, (run, char: string) => `${char}…(×${run.length})`);

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(text);
    return typeof value === 'object' && value !== null ? value : null;
  } catch {
    return null;
  }
}
