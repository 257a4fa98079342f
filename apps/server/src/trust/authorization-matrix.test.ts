// The authorization matrix (issue 12): every route of the server's own table × eight callers, the
// status each must get written down once per route. Besides anonymous, a user, the owner, an admin and
// the owner's access token, three callers meet the owner's prompts as a team does (issue 28): for them
// a row's prompt is private and shared with the owner's group to read and with one person to edit, and
// they are a member of that group, someone outside it, and that editor. A route added without its row fails, and so does
// a row whose route is gone. Each call gets fresh data owned by the "owner" account, so a DELETE that
// one caller is allowed does not change what the next caller meets; a call that ends its caller's
// session or account (sign out, a new password, deleting the account) is made by a stand-in of the
// caller's kind (w.standIn()), so the callers of later rows keep theirs.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promptComments, promptSuggestions, prompts, reports, webhooks } from '../db/schema.ts';
import { createLink, type LinkKind } from '../modules/account/links.ts';
import { addPrompt, seedTaxonomy, type TestUser } from '../modules/prompts/test-data.ts';
import { createJob } from '../modules/transfer/import-repository.ts';
import { createTestApp, createUser, type TestContext } from '../test/app.ts';
import { type OidcProviderFixture, startOidcProvider } from '../test/oidc-provider.ts';
import { fillPath, serverRoutes } from './routes.ts';

const ROLES = ['anonymous', 'user', 'owner', 'admin', 'token', 'member', 'nonMember', 'editor'] as const;
type Role = (typeof ROLES)[number];
const TEAM: readonly Role[] = ['member', 'nonMember', 'editor'];
/** `caller`: the headers of a stand-in for the row's caller (w.standIn()), used instead of the caller's own. */
type Call = {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  caller?: Record<string, string>;
};

/** The world a row's request is built in; `as` is the caller, so a row can prepare the caller's own state. */
type World = {
  ctx: TestContext;
  owner: TestUser;
  admin: TestUser;
  as: Role;
  headers: (role: Role) => Record<string, string>;
  fresh: () => number;
  /** The owner's group, which the member is in and the non-member and editor are not. */
  teamId: number;
  editorId: number;
  /** A new account of the caller's kind (an admin's, a user's, a user's access token), signed in. */
  standIn: () => Promise<Record<string, string>>;
};
type Row = [expected: Record<Role, number>, build: (w: World) => Promise<Call> | Call];

/**
 * The expected statuses: anonymous, user, owner, admin, token; the team's callers as the user unless
 * `team` says otherwise (a row about the owner's prompts).
 */
const s = (
  anonymous: number,
  user: number,
  owner: number,
  admin: number,
  token: number,
  team: Partial<Record<'member' | 'nonMember' | 'editor', number>> = {},
): Record<Role, number> => ({
  anonymous,
  user,
  owner,
  admin,
  token,
  member: team.member ?? user,
  nonMember: team.nonMember ?? user,
  editor: team.editor ?? user,
});
/** A row's expectations with the team's callers' own. */
const withTeam = (row: Record<Role, number>, member: number, nonMember: number, editor: number) => ({
  ...row,
  member,
  nonMember,
  editor,
});
const all = (status: number) => s(status, status, status, status, status);
const signedIn = (status: number) => s(401, status, status, status, status);
const adminOnly = (status: number) => s(401, 403, 403, status, 403);
/** Who may change the owner's resource: the owner, an admin, and the owner's token. */
const manage = (status: number) => s(401, 403, status, status, status);
/** A draft the owner can read (its token too) and an admin; others are told it does not exist. */
const seeDraft = s(404, 404, 200, 200, 200);
/** The owner's private collection exists for the owner and admins alone. */
const ownPrivate = (status: number) => s(401, 404, status, status, status);

const send = async (w: World, method: 'POST' | 'PUT', url: string, role: Role, payload?: unknown) => {
  const res = await w.ctx.app.inject({ method, url, headers: w.headers(role), payload: payload as object });
  if (res.statusCode >= 300) throw new Error(`setup ${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
};
/** The owner's prompt: private and shared with the team for the team's callers, else public. */
const prompt = async (w: World, status?: 'draft') => {
  const sharing = TEAM.includes(w.as)
    ? {
        visibility: 'private' as const,
        sharedWith: [
          { kind: 'group' as const, id: w.teamId, canEdit: false },
          { kind: 'user' as const, id: w.editorId, canEdit: true },
        ],
      }
    : {};
  return (await addPrompt(w.ctx, w.owner, sharing, status)).id;
};
/**
 * An open suggestion on the owner's prompt (issue 29), made against its first version: by the row's
 * caller (`byCaller`: their id read from /auth/me) or by a new account. Written straight into the
 * table, as the owner, an admin and an editor may not suggest through the API.
 */
const suggestion = async (w: World, byCaller = false) => {
  const promptId = await prompt(w);
  const me =
    byCaller && w.as !== 'anonymous'
      ? await w.ctx.app.inject({ url: '/auth/me', headers: w.headers(w.as) })
      : null;
  const authorId: number = me ? me.json().id : (await createUser(w.ctx)).id;
  const [row] = await w.ctx.database.db
    .insert(promptSuggestions)
    .values({
      promptId,
      authorId,
      baseVersion: 1,
      message: 'A clearer title',
      title: `Suggested ${w.fresh()}`,
      content: 'Write about [topic], clearly.',
      categories: ['Writing'],
      tags: ['email'],
    })
    .returning({ id: promptSuggestions.id });
  return row?.id as number;
};
const webhookInput = { url: 'https://203.0.113.10/hook', events: ['report.created'] };
/** A webhook on a loopback address, which deliveries refuse at once: nothing is sent anywhere. */
const webhook = async (w: World) => {
  const [row] = await w.ctx.database.db
    .insert(webhooks)
    .values({ url: 'http://127.0.0.1:9/hook', events: ['report.created'], secret: 'matrix'.repeat(8) })
    .returning({ id: webhooks.id });
  return row?.id as number;
};
/** An open report of the owner's prompt (issue 29), by a new account, written straight into the table. */
const report = async (w: World) => {
  const targetId = await prompt(w);
  const reporterId = (await createUser(w.ctx)).id;
  const [row] = await w.ctx.database.db
    .insert(reports)
    .values({ targetType: 'prompt', targetId, reporterId, reason: 'spam' })
    .returning({ id: reports.id });
  return row?.id as number;
};
/** The owner's prompt, hidden by a moderator (issue 29). */
const hiddenPrompt = async (w: World) => {
  const id = await prompt(w);
  await w.ctx.database.db.update(prompts).set({ hiddenAt: new Date() }).where(eq(prompts.id, id));
  return id;
};
/** A comment of the owner's on the owner's prompt `promptId`. */
const ownerComment = async (w: World, promptId: number) =>
  (await send(w, 'POST', `/api/prompts/${promptId}/comments`, 'owner', { body: 'Mine' })).id as number;
const collection = async (w: World, isPublic: boolean, promptId?: number) => {
  const { id } = await send(w, 'POST', '/api/collections', 'owner', {
    name: `C${w.fresh()}`,
    public: isPublic,
  });
  if (promptId) await send(w, 'PUT', `/api/collections/${id}/prompts/${promptId}`, 'owner');
  return id as number;
};
const category = async (w: World) =>
  (await send(w, 'POST', '/api/categories', 'admin', { name: `Cat ${w.fresh()}`, displayOrder: 1 })).id;
const tag = async (w: World) => (await send(w, 'POST', '/api/tags', 'admin', { name: `tag${w.fresh()}` })).id;
const promptBody = (w: World) => ({
  title: `Matrix prompt ${w.fresh()}`,
  content: 'Write about [topic].',
  categories: ['Writing'],
  tags: ['email'],
});
/** A one-time link of a new account (a password reset, an e-mail verification, a single sign-on's code). */
const linkToken = async (w: World, kind: LinkKind) =>
  (await createLink(w.ctx.database.db, (await createUser(w.ctx)).id, kind, 60_000)).token;
const invitation = async (w: World) => {
  const made = await send(w, 'POST', '/api/invitations', 'admin', {});
  return { id: made.id as number, token: new URL(made.url).searchParams.get('invitation') ?? '' };
};
/** A group made by an admin, which the owner manages (issue 28); the user is in none. */
const group = async (w: World) => {
  const { id } = await send(w, 'POST', '/api/groups', 'admin', { name: `Group ${w.fresh()}` });
  await send(w, 'PUT', `/api/groups/${id}/members/${w.owner.id}`, 'admin', { role: 'manager' });
  return id as number;
};
/** The owner's username as it is now (a row of PUT /auth/me changes it), after a prompt of theirs. */
const ownerName = async (w: World) => {
  await prompt(w);
  const me = await w.ctx.app.inject({ method: 'GET', url: '/auth/me', headers: w.headers('owner') });
  return encodeURIComponent(me.json().username);
};
/** Seen by its members and admins; to anyone else a group does not exist. */
const groupMember = (status: number) => s(401, 404, status, status, status);
const mcpInitialize = {
  url: '/mcp',
  headers: { accept: 'application/json, text/event-stream' },
  payload: {
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: { protocolVersion: '2025-03-26', capabilities: {}, clientInfo: { name: 'matrix', version: '1' } },
  },
};

let imageId = '';
let loginAccount: TestUser;

const MATRIX: Record<string, Row> = {
  'POST /auth/register': [all(201), (w) => ({ url: '/auth/register', payload: account(w.fresh()) })],
  'POST /auth/login': [all(200), () => ({ url: '/auth/login', payload: credentials(loginAccount) })],
  'GET /auth/me': [signedIn(200), () => ({ url: '/auth/me' })],
  // An admin's e-mail is locked (400); a token may not change the e-mail (403).
  'PUT /auth/me': [s(401, 200, 200, 400, 403), (w) => ({ url: '/auth/me', payload: account(w.fresh()) })],
  // Sessions and the account's end (issue 27) need a password sign-in; each ends its caller's session
  // or account, so a stand-in makes the call.
  'POST /auth/logout': [
    s(401, 204, 204, 204, 403),
    async (w) => ({ url: '/auth/logout', caller: await w.standIn() }),
  ],
  'POST /auth/logout-all': [
    s(401, 204, 204, 204, 403),
    async (w) => ({ url: '/auth/logout-all', caller: await w.standIn() }),
  ],
  'PUT /auth/password': [
    s(401, 200, 200, 200, 403),
    async (w) => ({
      url: '/auth/password',
      payload: { currentPassword: 'secret-password', newPassword: 'matrix-password' },
      caller: await w.standIn(),
    }),
  ],
  // An admin too, while another active admin remains.
  'DELETE /auth/me': [
    s(401, 204, 204, 204, 403),
    async (w) => ({ url: '/auth/me', payload: { password: 'secret-password' }, caller: await w.standIn() }),
  ],
  'GET /api/me/export': [s(401, 200, 200, 200, 403), () => ({ url: '/api/me/export' })],
  // Recovery is for anyone holding the address or the link, signed in or not.
  'POST /auth/password-reset': [
    all(202),
    (w) => ({ url: '/auth/password-reset', payload: { email: `nobody${w.fresh()}@example.com` } }),
  ],
  'POST /auth/password-reset/confirm': [
    all(204),
    async (w) => ({
      url: '/auth/password-reset/confirm',
      payload: { token: await linkToken(w, 'reset'), newPassword: 'matrix-password' },
    }),
  ],
  'POST /auth/verify-email': [
    all(204),
    async (w) => ({ url: '/auth/verify-email', payload: { token: await linkToken(w, 'verify') } }),
  ],
  'POST /auth/verify-email/resend': [
    all(202),
    (w) => ({ url: '/auth/verify-email/resend', payload: { email: `nobody${w.fresh()}@example.com` } }),
  ],
  'GET /auth/invitations/:token': [
    all(200),
    async (w) => ({ url: `/auth/invitations/${(await invitation(w)).token}` }),
  ],
  // Single sign-on, with the test provider: the browser is sent there, and back to the sign-in page
  // from a callback without the sign-in's cookie; a one-time code is traded by whoever holds it.
  'GET /auth/oidc/:id/start': [all(302), () => ({ url: '/auth/oidc/corp/start?returnTo=%2Fprompts' })],
  'GET /auth/oidc/:id/callback': [all(302), () => ({ url: '/auth/oidc/corp/callback?code=x&state=y' })],
  'POST /auth/oidc/exchange': [
    all(200),
    async (w) => ({ url: '/auth/oidc/exchange', payload: { code: await linkToken(w, 'sso-code') } }),
  ],

  // The instance's settings, users, invitations and audit log are for admins.
  'GET /api/settings/public': [all(200), () => ({ url: '/api/settings/public' })],
  'GET /api/settings': [adminOnly(200), () => ({ url: '/api/settings' })],
  'PUT /api/settings': [
    adminOnly(200),
    (w) => ({
      url: '/api/settings',
      payload: { ...w.ctx.app.settings.current(), allowedDomains: ['Example.com', '@example.org'] },
    }),
  ],
  'GET /api/users': [adminOnly(200), () => ({ url: '/api/users?query=user&role=user&status=active&size=5' })],
  'POST /api/users': [
    adminOnly(201),
    (w) => ({
      url: '/api/users',
      payload: { username: `made${w.fresh()}`, email: `made${w.fresh()}@example.com` },
    }),
  ],
  // Each call changes or deletes an account of its own, so no caller's session ends.
  'PUT /api/users/:id': [
    adminOnly(200),
    async (w) => ({ url: `/api/users/${(await createUser(w.ctx)).id}`, payload: { status: 'disabled' } }),
  ],
  'POST /api/users/:id/reset-link': [adminOnly(200), (w) => ({ url: `/api/users/${w.owner.id}/reset-link` })],
  'DELETE /api/users/:id': [
    adminOnly(204),
    async (w) => {
      const leaving = await createUser(w.ctx);
      await addPrompt(w.ctx, leaving);
      return { url: `/api/users/${leaving.id}?prompts=transfer&to=${w.owner.id}` };
    },
  ],
  'GET /api/invitations': [adminOnly(200), () => ({ url: '/api/invitations' })],
  'POST /api/invitations': [
    adminOnly(201),
    (w) => ({
      url: '/api/invitations',
      payload: { email: `invited${w.fresh()}@example.com`, role: 'user', expiresInDays: 3, maxUses: 2 },
    }),
  ],
  'DELETE /api/invitations/:id': [
    adminOnly(204),
    async (w) => ({ url: `/api/invitations/${(await invitation(w)).id}` }),
  ],
  // Groups (issue 28): admins make and delete them; the owner manages the row's group (so does its token).
  'POST /api/groups': [
    adminOnly(201),
    (w) => ({ url: '/api/groups', payload: { name: `Team ${w.fresh()}` } }),
  ],
  'GET /api/groups': [signedIn(200), () => ({ url: '/api/groups?all=true' })],
  'GET /api/groups/:id': [groupMember(200), async (w) => ({ url: `/api/groups/${await group(w)}` })],
  'PUT /api/groups/:id': [
    groupMember(200),
    async (w) => ({ url: `/api/groups/${await group(w)}`, payload: { name: `Renamed ${w.fresh()}` } }),
  ],
  'DELETE /api/groups/:id': [adminOnly(204), async (w) => ({ url: `/api/groups/${await group(w)}` })],
  'PUT /api/groups/:id/members/:userId': [
    groupMember(200),
    async (w) => ({
      url: `/api/groups/${await group(w)}/members/${(await createUser(w.ctx)).id}`,
      payload: { role: 'member' },
    }),
  ],
  'DELETE /api/groups/:id/members/:userId': [
    groupMember(204),
    async (w) => {
      const id = await group(w);
      const leaving = await createUser(w.ctx);
      await send(w, 'PUT', `/api/groups/${id}/members/${leaving.id}`, 'admin', { role: 'member' });
      return { url: `/api/groups/${id}/members/${leaving.id}` };
    },
  ],
  'GET /api/users/lookup': [signedIn(200), () => ({ url: '/api/users/lookup?query=user' })],
  // A public profile exists for anyone while the library is open (issue 29); what it counts differs
  // by caller (profiles.test.ts). Behind sign-in a visitor gets the 401 of every read.
  'GET /api/users/:username/profile': [
    all(200),
    async (w) => ({ url: `/api/users/${await ownerName(w)}/profile` }),
  ],
  'GET /api/users/:username/prompts': [
    all(200),
    async (w) => ({ url: `/api/users/${await ownerName(w)}/prompts?size=5` }),
  ],
  'GET /api/audit': [
    adminOnly(200),
    () => ({ url: '/api/audit?type=auth.sign-in&from=2020-01-01&to=2999-12-31&size=5' }),
  ],

  'GET /api/prompts': [all(200), () => ({ url: '/api/prompts' })],
  'GET /api/prompts/trending': [all(200), () => ({ url: '/api/prompts/trending' })],
  'GET /api/prompts/featured': [all(200), () => ({ url: '/api/prompts/featured' })],
  'GET /api/prompts/new': [all(200), () => ({ url: '/api/prompts/new' })],
  'GET /api/prompts/popular': [all(200), () => ({ url: '/api/prompts/popular' })],
  'GET /api/prompts/search': [all(200), () => ({ url: '/api/prompts/search?query=topic' })],
  'GET /api/prompts/my-prompts': [signedIn(200), () => ({ url: '/api/prompts/my-prompts' })],
  'GET /api/prompts/my-trending': [signedIn(200), () => ({ url: '/api/prompts/my-trending' })],
  'GET /api/prompts/my-featured': [signedIn(200), () => ({ url: '/api/prompts/my-featured' })],
  'GET /api/prompts/my-new': [signedIn(200), () => ({ url: '/api/prompts/my-new' })],
  'GET /api/prompts/category/:category': [all(200), () => ({ url: '/api/prompts/category/Writing' })],
  'GET /api/prompts/tag/:tag': [all(200), () => ({ url: '/api/prompts/tag/email' })],
  'GET /api/prompts/:id': [
    withTeam(seeDraft, 404, 404, 200),
    async (w) => ({ url: `/api/prompts/${await prompt(w, 'draft')}` }),
  ],
  'POST /api/prompts': [signedIn(201), (w) => ({ url: '/api/prompts', payload: promptBody(w) })],
  'PUT /api/prompts/:id': [
    withTeam(manage(200), 403, 404, 200),
    async (w) => ({ url: `/api/prompts/${await prompt(w)}`, payload: promptBody(w) }),
  ],
  'DELETE /api/prompts/:id': [
    withTeam(manage(204), 403, 404, 403),
    async (w) => ({ url: `/api/prompts/${await prompt(w)}` }),
  ],
  'PUT /api/prompts/:id/trending': [
    adminOnly(200),
    async (w) => ({ url: `/api/prompts/${await prompt(w)}/trending?trending=true` }),
  ],
  'PUT /api/prompts/:id/featured': [
    adminOnly(200),
    async (w) => ({ url: `/api/prompts/${await prompt(w)}/featured?featured=true` }),
  ],
  'PUT /api/prompts/:id/new': [
    adminOnly(200),
    async (w) => ({ url: `/api/prompts/${await prompt(w)}/new?isNew=false` }),
  ],
  'PUT /api/prompts/:id/status': [
    withTeam(manage(200), 403, 404, 403),
    async (w) => ({ url: `/api/prompts/${await prompt(w)}/status?status=archived` }),
  ],
  'PUT /api/prompts/:id/sharing': [
    withTeam(manage(200), 403, 404, 403),
    async (w) => ({
      url: `/api/prompts/${await prompt(w)}/sharing`,
      payload: { visibility: 'internal', sharedWith: [] },
    }),
  ],
  // Nobody rates their own prompt, through a token neither.
  'PUT /api/prompts/:id/rating': [
    s(401, 200, 403, 200, 403, { member: 200, nonMember: 404, editor: 200 }),
    async (w) => ({ url: `/api/prompts/${await prompt(w)}/rating`, payload: { value: 4 } }),
  ],
  'DELETE /api/prompts/:id/rating': [
    s(401, 200, 403, 200, 403, { member: 200, nonMember: 404, editor: 200 }),
    async (w) => {
      const id = await prompt(w);
      if (w.as === 'user' || w.as === 'admin' || w.as === 'member' || w.as === 'editor')
        await send(w, 'PUT', `/api/prompts/${id}/rating`, w.as, { value: 2 });
      return { url: `/api/prompts/${id}/rating` };
    },
  ],
  'GET /api/prompts/:id/versions': [
    withTeam(seeDraft, 404, 404, 200),
    async (w) => ({ url: `/api/prompts/${await prompt(w, 'draft')}/versions` }),
  ],
  'GET /api/prompts/:id/versions/:n': [
    withTeam(seeDraft, 404, 404, 200),
    async (w) => ({ url: `/api/prompts/${await prompt(w, 'draft')}/versions/1` }),
  ],
  'POST /api/prompts/:id/versions/:n/restore': [
    withTeam(manage(200), 403, 404, 200),
    async (w) => {
      const id = await prompt(w);
      await send(w, 'PUT', `/api/prompts/${id}`, 'owner', promptBody(w));
      return { url: `/api/prompts/${id}/versions/1/restore` };
    },
  ],
  // The production mark (issue 29): an edit, as restoring is.
  'PUT /api/prompts/:id/versions/:n/label': [
    withTeam(manage(200), 403, 404, 200),
    async (w) => ({
      url: `/api/prompts/${await prompt(w)}/versions/1/label`,
      payload: { label: 'production' },
    }),
  ],
  'DELETE /api/prompts/:id/versions/:n/label': [
    withTeam(manage(200), 403, 404, 200),
    async (w) => {
      const url = `/api/prompts/${await prompt(w)}/versions/1/label`;
      await send(w, 'PUT', url, 'owner', { label: 'production' });
      return { url };
    },
  ],
  // Comments (issue 29): whoever reads the prompt reads and writes them (a draft: its editors); only
  // the author edits; the author, the prompt's owner and admins delete.
  'GET /api/prompts/:id/comments': [
    withTeam(seeDraft, 404, 404, 200),
    async (w) => ({ url: `/api/prompts/${await prompt(w, 'draft')}/comments` }),
  ],
  'POST /api/prompts/:id/comments': [
    withTeam(s(401, 404, 201, 201, 201), 404, 404, 201),
    async (w) => ({ url: `/api/prompts/${await prompt(w, 'draft')}/comments`, payload: { body: 'Nice' } }),
  ],
  'GET /api/comments/:cid/replies': [
    withTeam(seeDraft, 404, 404, 200),
    async (w) => ({ url: `/api/comments/${await ownerComment(w, await prompt(w, 'draft'))}/replies` }),
  ],
  'PUT /api/comments/:cid': [
    withTeam(s(401, 403, 200, 403, 200), 403, 404, 403),
    async (w) => ({
      url: `/api/comments/${await ownerComment(w, await prompt(w))}`,
      payload: { body: 'Edited' },
    }),
  ],
  'DELETE /api/comments/:cid': [
    withTeam(manage(204), 403, 404, 403),
    async (w) => {
      const author = await createUser(w.ctx);
      const [row] = await w.ctx.database.db
        .insert(promptComments)
        .values({ promptId: await prompt(w), authorId: author.id, body: 'Someone else' })
        .returning({ id: promptComments.id });
      return { url: `/api/comments/${row?.id}` };
    },
  ],
  // Suggested edits (issue 29): a reader who may not edit suggests (the owner, admins, editors and the
  // owner's token are told to edit instead); the prompt's editors list them all, others their own;
  // editors accept and decline, and others do not learn that someone else's suggestion exists; the
  // author withdraws.
  'GET /api/prompts/:id/suggestions': [
    withTeam(signedIn(200), 200, 404, 200),
    async (w) => ({ url: `/api/prompts/${await prompt(w)}/suggestions` }),
  ],
  'POST /api/prompts/:id/suggestions': [
    withTeam(s(401, 201, 400, 400, 400), 201, 404, 400),
    async (w) => ({
      url: `/api/prompts/${await prompt(w)}/suggestions`,
      payload: { ...promptBody(w), message: 'A clearer title' },
    }),
  ],
  'GET /api/suggestions': [signedIn(200), () => ({ url: '/api/suggestions?box=sent' })],
  'POST /api/suggestions/:sid/accept': [
    withTeam(s(401, 404, 200, 200, 200), 404, 404, 200),
    async (w) => ({ url: `/api/suggestions/${await suggestion(w)}/accept` }),
  ],
  'POST /api/suggestions/:sid/decline': [
    withTeam(s(401, 404, 200, 200, 200), 404, 404, 200),
    async (w) => ({ url: `/api/suggestions/${await suggestion(w)}/decline`, payload: { reason: 'Not now' } }),
  ],
  'DELETE /api/suggestions/:sid': [
    withTeam(s(401, 204, 204, 204, 204), 204, 404, 204),
    async (w) => ({ url: `/api/suggestions/${await suggestion(w, true)}` }),
  ],

  // Reports (issue 29): whoever is signed in reports what they may see (the non-member does not see
  // the team's private prompt); the queue, its resolutions and unhiding are admins' alone.
  'POST /api/reports': [
    withTeam(s(401, 201, 201, 201, 201), 201, 404, 201),
    async (w) => ({
      url: '/api/reports',
      payload: { targetType: 'prompt', targetId: await prompt(w), reason: 'spam' },
    }),
  ],
  'GET /api/reports': [adminOnly(200), () => ({ url: '/api/reports?status=open' })],
  'POST /api/reports/:id/resolve': [
    adminOnly(200),
    async (w) => ({ url: `/api/reports/${await report(w)}/resolve`, payload: { action: 'dismiss' } }),
  ],
  'DELETE /api/moderation/:targetType/:targetId': [
    adminOnly(204),
    async (w) => ({ url: `/api/moderation/prompt/${await hiddenPrompt(w)}` }),
  ],

  // Notifications (issue 29): each signed-in caller reads and marks only their own.
  'GET /api/notifications': [signedIn(200), () => ({ url: '/api/notifications?unread=true' })],
  'POST /api/notifications/read': [signedIn(200), () => ({ url: '/api/notifications/read', payload: {} })],
  'GET /api/notifications/preferences': [signedIn(200), () => ({ url: '/api/notifications/preferences' })],
  'PUT /api/notifications/preferences': [
    signedIn(200),
    () => ({ url: '/api/notifications/preferences', payload: { mention: 'off' } }),
  ],

  'GET /api/categories': [all(200), () => ({ url: '/api/categories' })],
  'POST /api/categories': [
    adminOnly(201),
    (w) => ({ url: '/api/categories', payload: { name: `New ${w.fresh()}`, displayOrder: 2 } }),
  ],
  'PUT /api/categories/:id': [
    adminOnly(200),
    async (w) => ({
      url: `/api/categories/${await category(w)}`,
      payload: { name: `R${w.fresh()}`, displayOrder: 3 },
    }),
  ],
  'DELETE /api/categories/:id': [
    adminOnly(204),
    async (w) => ({ url: `/api/categories/${await category(w)}` }),
  ],
  'GET /api/tags': [all(200), () => ({ url: '/api/tags' })],
  'POST /api/tags': [adminOnly(201), (w) => ({ url: '/api/tags', payload: { name: `new${w.fresh()}` } })],
  'PUT /api/tags/:id': [
    adminOnly(200),
    async (w) => ({ url: `/api/tags/${await tag(w)}`, payload: { name: `renamed${w.fresh()}` } }),
  ],
  'DELETE /api/tags/:id': [adminOnly(204), async (w) => ({ url: `/api/tags/${await tag(w)}` })],

  'GET /api/saved-prompts': [signedIn(200), () => ({ url: '/api/saved-prompts' })],
  'POST /api/saved-prompts/:promptId': [
    s(401, 201, 201, 201, 201, { nonMember: 404 }),
    async (w) => ({ url: `/api/saved-prompts/${await prompt(w)}` }),
  ],
  // Someone who may not see the prompt never saved it: not saved, 404.
  'DELETE /api/saved-prompts/:promptId': [
    s(401, 204, 204, 204, 204, { nonMember: 404 }),
    async (w) => {
      const id = await prompt(w);
      if (w.as !== 'anonymous' && w.as !== 'nonMember')
        await send(w, 'POST', `/api/saved-prompts/${id}`, w.as);
      return { url: `/api/saved-prompts/${id}` };
    },
  ],
  'GET /api/saved-prompts/check/:promptId': [
    signedIn(200),
    async (w) => ({ url: `/api/saved-prompts/check/${await prompt(w)}` }),
  ],

  'GET /api/collections': [signedIn(200), () => ({ url: '/api/collections' })],
  'POST /api/collections': [
    signedIn(201),
    (w) => ({ url: '/api/collections', payload: { name: `N${w.fresh()}` } }),
  ],
  'GET /api/collections/packs': [all(200), () => ({ url: '/api/collections/packs' })],
  'GET /api/collections/:id': [
    s(404, 404, 200, 200, 200),
    async (w) => ({ url: `/api/collections/${await collection(w, false)}` }),
  ],
  // The owner's public collection: others may read it but not change it.
  'PUT /api/collections/:id': [
    manage(200),
    async (w) => ({
      url: `/api/collections/${await collection(w, true)}`,
      payload: { name: `R${w.fresh()}` },
    }),
  ],
  'DELETE /api/collections/:id': [
    manage(204),
    async (w) => ({ url: `/api/collections/${await collection(w, true)}` }),
  ],
  'PUT /api/collections/:id/prompts/:promptId': [
    ownPrivate(201),
    async (w) => ({ url: `/api/collections/${await collection(w, false)}/prompts/${await prompt(w)}` }),
  ],
  'DELETE /api/collections/:id/prompts/:promptId': [
    manage(204),
    async (w) => {
      const promptId = await prompt(w);
      return { url: `/api/collections/${await collection(w, true, promptId)}/prompts/${promptId}` };
    },
  ],
  'PUT /api/collections/:id/order': [
    ownPrivate(200),
    async (w) => {
      const promptId = await prompt(w);
      return {
        url: `/api/collections/${await collection(w, false, promptId)}/order`,
        payload: { promptIds: [promptId] },
      };
    },
  ],
  // Anyone signed in may copy a public collection (a "Get Pack"); a private one only its owner and admins.
  'POST /api/collections/:id/copy': [
    ownPrivate(201),
    async (w) => ({ url: `/api/collections/${await collection(w, false)}/copy` }),
  ],
  'PUT /api/collections/:id/sharing': [
    ownPrivate(200),
    async (w) => ({
      url: `/api/collections/${await collection(w, false)}/sharing`,
      payload: { visibility: 'internal', sharedWith: [] },
    }),
  ],

  'POST /api/prompt-usage/record': [
    s(201, 201, 201, 201, 201, { nonMember: 404 }),
    async (w) => ({ url: `/api/prompt-usage/record?promptId=${await prompt(w)}&actionType=COPY` }),
  ],
  'POST /api/v1/assets/image/upload': [signedIn(201), async () => imageUpload()],
  'GET /api/v1/assets/image/:id': [all(200), () => ({ url: `/api/v1/assets/image/${imageId}` })],
  'GET /api/export': [signedIn(200), () => ({ url: '/api/export?scope=mine' })],
  'POST /api/import': [
    signedIn(200),
    (w) => ({ url: '/api/import', payload: { format: 'prompt-lib', prompts: [promptBody(w)] } }),
  ],
  // An import job is for its importer and admins; anyone else is told it does not exist.
  'GET /api/import/:jobId': [
    s(401, 404, 200, 200, 200),
    async (w) => ({ url: `/api/import/${await createJob(w.ctx.database.db, w.owner.id, 1)}` }),
  ],

  // Tokens need a password sign-in: a token cannot list, make or revoke tokens.
  'GET /api/tokens': [s(401, 200, 200, 200, 403), () => ({ url: '/api/tokens' })],
  'POST /api/tokens': [
    s(401, 201, 201, 201, 403),
    () => ({ url: '/api/tokens', payload: { name: 'matrix' } }),
  ],
  'DELETE /api/tokens/:id': [
    s(401, 404, 204, 404, 403),
    async (w) => ({
      url: `/api/tokens/${(await send(w, 'POST', '/api/tokens', 'owner', { name: 'gone' })).id}`,
    }),
  ],

  // Webhooks (issue 29) are admins' alone. Their URLs are public addresses that resolve without DNS,
  // or a loopback one written straight into the table, so that no request leaves the machine.
  'GET /api/webhooks': [adminOnly(200), () => ({ url: '/api/webhooks' })],
  'POST /api/webhooks': [adminOnly(201), () => ({ url: '/api/webhooks', payload: webhookInput })],
  'GET /api/webhooks/:id': [adminOnly(200), async (w) => ({ url: `/api/webhooks/${await webhook(w)}` })],
  'PUT /api/webhooks/:id': [
    adminOnly(200),
    async (w) => ({ url: `/api/webhooks/${await webhook(w)}`, payload: webhookInput }),
  ],
  'DELETE /api/webhooks/:id': [adminOnly(204), async (w) => ({ url: `/api/webhooks/${await webhook(w)}` })],
  'POST /api/webhooks/:id/test': [
    adminOnly(202),
    async (w) => ({ url: `/api/webhooks/${await webhook(w)}/test` }),
  ],
  'GET /api/webhooks/:id/deliveries': [
    adminOnly(200),
    async (w) => ({ url: `/api/webhooks/${await webhook(w)}/deliveries` }),
  ],

  // The MCP server is open to all; its tools apply the caller's rights (mcp.test.ts).
  'POST /mcp': [all(200), () => mcpInitialize],
  'GET /mcp': [all(405), () => ({ url: '/mcp' })],
  'DELETE /mcp': [all(405), () => ({ url: '/mcp' })],

  'GET /api/health': [all(200), () => ({ url: '/api/health' })],
  'GET /healthz': [all(200), () => ({ url: '/healthz' })],
  'GET /readyz': [all(200), () => ({ url: '/readyz' })],
  'GET /robots.txt': [all(200), () => ({ url: '/robots.txt' })],
  'GET /sitemap.xml': [all(200), () => ({ url: '/sitemap.xml' })],
  'GET /sitemap/pages.xml': [all(200), () => ({ url: '/sitemap/pages.xml' })],
  'GET /sitemap/prompts-:page(^\\d{1,9}).xml': [all(200), () => ({ url: '/sitemap/prompts-1.xml' })],
  // Preview images exist for published prompts only, whoever asks (crawlers send no token).
  'GET /og/prompt/:id(^\\d{1,16}).png': [
    all(404),
    async (w) => ({ url: `/og/prompt/${await prompt(w, 'draft')}.png` }),
  ],
  'GET /og/site.png': [all(200), () => ({ url: '/og/site.png' })],
};

const account = (n: number) => ({
  username: `matrix${n}`,
  email: `matrix${n}@example.com`,
  password: 'secret-password',
});
const credentials = (user: TestUser) => ({ email: user.email, password: user.password });

async function imageUpload(): Promise<Call> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#36f' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)]), 'dot.png');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    url: '/api/v1/assets/image/upload',
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/** An access token of a new account, which a token caller's stand-in uses. */
async function newAccessToken(ctx: TestContext): Promise<Record<string, string>> {
  const holder = await createUser(ctx);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/tokens',
    headers: holder.auth,
    payload: { name: 'stand-in' },
  });
  return { authorization: `Bearer ${res.json().token}` };
}

describe('authorization matrix', () => {
  let ctx: TestContext;
  let idp: OidcProviderFixture;
  let world: Omit<World, 'as' | 'standIn'>;
  beforeAll(async () => {
    idp = await startOidcProvider({ redirectUris: ['http://localhost:80/auth/oidc/corp/callback'] });
    ctx = await createTestApp({
      AUTH_RATE_LIMIT_MAX: '1000',
      OIDC_PROVIDERS: 'corp',
      OIDC_ALLOW_HTTP: 'true',
      OIDC_CORP_ISSUER: idp.issuer,
      OIDC_CORP_CLIENT_ID: idp.clientId,
      OIDC_CORP_CLIENT_SECRET: idp.clientSecret,
    });
    await seedTaxonomy(ctx);
    const owner = await createUser(ctx);
    const user = await createUser(ctx);
    const admin = await createUser(ctx, { role: 'admin' });
    loginAccount = await createUser(ctx);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/tokens',
      headers: owner.auth,
      payload: { name: 'matrix token' },
    });
    const personal = { authorization: `Bearer ${created.json().token}` };
    // The team: the owner and a member in one group; someone outside it; an editor named on each prompt.
    const [member, nonMember, editor] = [await createUser(ctx), await createUser(ctx), await createUser(ctx)];
    const team = await ctx.app.inject({
      method: 'POST',
      url: '/api/groups',
      headers: admin.auth,
      payload: { name: 'Matrix team' },
    });
    const teamId: number = team.json().id;
    for (const person of [owner, member]) {
      await ctx.app.inject({
        method: 'PUT',
        url: `/api/groups/${teamId}/members/${person.id}`,
        headers: admin.auth,
        payload: { role: 'member' },
      });
    }
    const byRole: Record<Role, Record<string, string>> = {
      anonymous: {},
      user: user.auth,
      owner: owner.auth,
      admin: admin.auth,
      token: personal,
      member: member.auth,
      nonMember: nonMember.auth,
      editor: editor.auth,
    };
    let counter = 0;
    world = {
      ctx,
      owner,
      admin,
      headers: (role) => byRole[role],
      fresh: () => ++counter,
      teamId,
      editorId: editor.id,
    };
    const upload = await imageUpload();
    const uploaded = await ctx.app.inject({
      method: 'POST',
      ...upload,
      payload: upload.payload as Buffer,
      headers: { ...owner.auth, ...upload.headers },
    });
    imageId = uploaded.json().message;
  });
  afterAll(async () => {
    await ctx?.close();
    await idp?.close();
  });

  it('has one row for every route of the server, and none for a route that is gone', () => {
    const routes = serverRoutes(ctx.app);
    expect(
      routes.filter((route) => !(route in MATRIX)),
      'routes without a row',
    ).toEqual([]);
    expect(
      Object.keys(MATRIX).filter((route) => !routes.includes(route)),
      'rows without a route',
    ).toEqual([]);
  });

  it('answers every caller of every route with the status its row expects', async () => {
    const violations: string[] = [];
    for (const [route, [expected, build]] of Object.entries(MATRIX)) {
      const [method, pattern = ''] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
      for (const as of ROLES) {
        const standIn = async (): Promise<Record<string, string>> => {
          if (as === 'anonymous') return {};
          if (as === 'token') return newAccessToken(ctx);
          return (await createUser(ctx, { role: as === 'admin' ? 'admin' : 'user' })).auth;
        };
        const call = await build({ ...world, as, standIn });
        expect(call.url.split('?')[0]).toMatch(patternRegExp(pattern));
        const res = await ctx.app.inject({
          method,
          url: call.url,
          payload: call.payload as object,
          headers: { ...call.headers, ...(call.caller ?? world.headers(as)) },
        });
        if (res.statusCode !== expected[as]) {
          violations.push(
            `${route} as ${as}: expected ${expected[as]}, got ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
        } else if (res.statusCode >= 400) {
          const body = res.json();
          if (
            Object.keys(body).sort().join() !== 'error,message,statusCode' ||
            body.statusCode !== res.statusCode
          ) {
            violations.push(
              `${route} as ${as}: error answer not in the { statusCode, error, message } shape`,
            );
          }
        }
      }
    }
    expect(violations).toEqual([]);
  });
});

/** The route pattern as a RegExp over a filled-in URL, so a row cannot call some other route. */
function patternRegExp(pattern: string): RegExp {
  const escaped = fillPath(pattern, new Proxy({} as Record<string, string>, { get: () => '\u0000' }))
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replaceAll('\u0000', '[^/]+?');
  return new RegExp(`^${escaped}$`);
}
