// Invitations: only admins make, list and revoke them; the limits of a new one; its link, shown once
// and kept only as a hash; what the register screen learns from a link; revoking; the audit entries.
import { ACCOUNT_MSG, type Invitation, SERVER_MSG } from '@prompt-lib/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations } from '../../db/schema.ts';
import { createTestApp, createUser, type TestContext } from '../../test/app.ts';

const PUBLIC_URL = 'https://prompts.example.com';
const DAY_MS = 24 * 60 * 60 * 1000;

type TestUser = Awaited<ReturnType<typeof createUser>>;

describe('invitations', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let user: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp({ PUBLIC_URL });
    admin = await createUser(ctx, { role: 'admin', username: 'inviting_admin' });
    user = await createUser(ctx);
  });
  afterAll(() => ctx.close());

  const create = (payload: object, headers: Record<string, string> = admin.auth) =>
    ctx.app.inject({ method: 'POST', url: '/api/invitations', headers, payload });
  const list = (headers: Record<string, string> = admin.auth) =>
    ctx.app.inject({ method: 'GET', url: '/api/invitations', headers });
  const revoke = (id: number, headers: Record<string, string> = admin.auth) =>
    ctx.app.inject({ method: 'DELETE', url: `/api/invitations/${id}`, headers });
  const lookUp = (token: string) =>
    ctx.app.inject({ method: 'GET', url: `/auth/invitations/${encodeURIComponent(token)}` });
  const tokenOf = (invitation: Invitation) => new URL(invitation.url).searchParams.get('invitation') ?? '';
  const made = async (payload: object = {}) => {
    const res = await create(payload);
    expect(res.statusCode).toBe(201);
    return res.json() as Invitation;
  };
  const auditEntries = async (type: string) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/audit?type=${type}`, headers: admin.auth })).json()
      .list;

  it('are for admins only: users get 403, anonymous callers 401, and nothing is made or revoked', async () => {
    const mine = await made();
    for (const res of [
      await create({}, user.auth),
      await list(user.auth),
      await revoke(mine.id, user.auth),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(SERVER_MSG.adminOnly);
    }
    for (const res of [await create({}, {}), await list({}), await revoke(mine.id, {})]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(SERVER_MSG.unauthorized);
    }
    const ids = (await list()).json().map((item: { id: number }) => item.id);
    expect(ids).toContain(mine.id);
    expect(ids.filter((id: number) => id > mine.id)).toEqual([]);
  });

  it('makes a one-use user invitation for a week by default, with its link under PUBLIC_URL', async () => {
    const before = Date.now();
    const res = await create({});
    expect(res.statusCode).toBe(201);
    const invitation: Invitation = res.json();
    expect(invitation).toEqual({
      id: expect.any(Number),
      url: expect.stringMatching(/^https:\/\/prompts\.example\.com\/register\?invitation=[\w-]{43}$/),
      email: null,
      role: 'user',
      expiresAt: expect.any(String),
      maxUses: 1,
      uses: 0,
      createdAt: expect.any(String),
    });
    const expires = Date.parse(invitation.expiresAt);
    expect(expires).toBeGreaterThanOrEqual(before + 7 * DAY_MS - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS + 1000);
  });

  it('takes an address, a role, 1 to 30 days and 1 to 1000 uses', async () => {
    const invitation = await made({
      email: 'guest@example.com',
      role: 'admin',
      expiresInDays: 30,
      maxUses: 1000,
    });
    expect(invitation).toMatchObject({ email: 'guest@example.com', role: 'admin', maxUses: 1000 });
    expect(Date.parse(invitation.expiresAt) - Date.now()).toBeGreaterThan(29.9 * DAY_MS);
    expect((await made({ expiresInDays: 1, maxUses: 1 })).maxUses).toBe(1);
  });

  it.each([
    ['expiresInDays', { expiresInDays: 0 }],
    ['expiresInDays', { expiresInDays: 31 }],
    ['expiresInDays', { expiresInDays: 1.5 }],
    ['maxUses', { maxUses: 0 }],
    ['maxUses', { maxUses: 1001 }],
    ['email', { email: 'not an address' }],
    ['role', { role: 'owner' }],
  ])('refuses a bad %s (%o) with a 400 naming it', async (field, body) => {
    const count = (await list()).json().length;
    const res = await create(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message.toLowerCase()).toContain(field.toLowerCase());
    expect((await list()).json()).toHaveLength(count);
  });

  it('keeps only a hash of the token: neither the table nor the list shows it', async () => {
    const invitation = await made({ email: 'hashed@example.com' });
    const token = tokenOf(invitation);
    const rows = await ctx.database.db.select().from(invitations);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(token);
    const res = await list();
    expect(res.body).not.toContain(token);
    const item = res.json().find((entry: { id: number }) => entry.id === invitation.id);
    expect(item).not.toHaveProperty('url');
    expect(item).toMatchObject({ email: 'hashed@example.com', uses: 0, createdBy: 'inviting_admin' });
  });

  it('lists the newest first', async () => {
    const first = await made();
    const second = await made();
    const ids = (await list()).json().map((item: { id: number }) => item.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(ids[0]).toBe(second.id);
  });

  it('tells the register screen who invited and for which address, and 404 for an unknown link', async () => {
    const forOne = await made({ email: 'named@example.com' });
    const res = await lookUp(tokenOf(forOne));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: 'named@example.com', invitedBy: 'inviting_admin' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await lookUp(tokenOf(await made()))).json()).toEqual({
      email: null,
      invitedBy: 'inviting_admin',
    });

    const unknown = await lookUp('not-a-real-token');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: ACCOUNT_MSG.invalidInvitation,
    });
  });

  it('revokes: 204, then its link is unknown, and revoking again is 404', async () => {
    const invitation = await made();
    const token = tokenOf(invitation);
    expect((await lookUp(token)).statusCode).toBe(200);
    const res = await revoke(invitation.id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await lookUp(token)).statusCode).toBe(404);
    const ids = (await list()).json().map((item: { id: number }) => item.id);
    expect(ids).not.toContain(invitation.id);
    const again = await revoke(invitation.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(ACCOUNT_MSG.invitationNotFound);
  });

  it('logs who made an invitation and who revoked it', async () => {
    const invitation = await made({ email: 'logged@example.com', maxUses: 3 });
    await revoke(invitation.id);
    const expected = {
      actor: { id: admin.id, username: 'inviting_admin' },
      target: `invitation:${invitation.id}`,
    };
    expect((await auditEntries('invitation.created'))[0]).toMatchObject({
      ...expected,
      details: { email: 'logged@example.com', role: 'user', maxUses: 3 },
    });
    expect((await auditEntries('invitation.revoked'))[0]).toMatchObject({
      ...expected,
      details: { email: 'logged@example.com' },
    });
    const entries = JSON.stringify(await auditEntries('invitation.created'));
    expect(entries).not.toContain(tokenOf(invitation));
  });
});
