// Groups (issue 28): who may make, read, change and delete a group and its members (admins, its
// managers, its members, anyone else, anonymous callers); unique names in any case; member counts,
// the caller's role, the order of members; leaving; the audit entries; an account's deletion taking
// its memberships; and the member picker's lookup of accounts by the start of a username.
import { GROUP_MSG, type GroupDetail, SERVER_MSG } from '@prompt-lib/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupMembers } from '../../db/schema.ts';
import { createTestApp, createUser, type TestContext } from '../../test/app.ts';

type TestUser = Awaited<ReturnType<typeof createUser>>;
type Headers = Record<string, string>;

describe('groups', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let manager: TestUser;
  let member: TestUser;
  let outsider: TestUser;
  let counter = 0;
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createUser(ctx, { role: 'admin' });
    manager = await createUser(ctx);
    member = await createUser(ctx);
    outsider = await createUser(ctx);
  });
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    ctx.app.inject({ method, url, headers, payload });
  const setRole = (id: number, userId: number, role: string, headers: Headers = admin.auth) =>
    call('PUT', `/api/groups/${id}/members/${userId}`, headers, { role });
  /** A group with `manager` as its manager and `member` as a member. */
  const team = async (name = `Team ${++counter}`) => {
    const res = await call('POST', '/api/groups', admin.auth, { name, description: 'Writers' });
    expect(res.statusCode).toBe(201);
    const id: number = res.json().id;
    expect((await setRole(id, manager.id, 'manager')).statusCode).toBe(200);
    expect((await setRole(id, member.id, 'member')).statusCode).toBe(200);
    return id;
  };
  const detail = async (id: number, headers: Headers = admin.auth) =>
    (await call('GET', `/api/groups/${id}`, headers)).json() as GroupDetail;
  const auditEntries = async (type: string) =>
    (await call('GET', `/api/audit?type=${type}&size=100`, admin.auth)).json().list as {
      target: string;
      details: Record<string, unknown>;
      actor: { id: number } | null;
    }[];

  it('are made by admins only, answering the group with no members and no role of the admin', async () => {
    const res = await call('POST', '/api/groups', admin.auth, { name: '  Marketing  ', ssoName: 'mkt' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      name: 'Marketing',
      description: '',
      ssoName: 'mkt',
      memberCount: 0,
      myRole: null,
    });
    for (const [headers, status] of [
      [manager.auth, 403],
      [{}, 401],
    ] as const) {
      const refused = await call('POST', '/api/groups', headers, { name: `Nope ${++counter}` });
      expect(refused.statusCode).toBe(status);
    }
  });

  it('refuses a name taken in another case (409) and a name too short or too long (400)', async () => {
    await team('Sales Team');
    const res = await call('POST', '/api/groups', admin.auth, { name: 'sALES team' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(GROUP_MSG.nameTaken);
    const other = await team();
    const rename = await call('PUT', `/api/groups/${other}`, manager.auth, { name: 'SALES TEAM' });
    expect(rename.statusCode).toBe(409);
    expect((await call('POST', '/api/groups', admin.auth, { name: 'x' })).json().message).toBe(
      GROUP_MSG.nameMin,
    );
    const long = await call('POST', '/api/groups', admin.auth, { name: 'x'.repeat(81) });
    expect(long.statusCode).toBe(400);
    const description = await call('POST', '/api/groups', admin.auth, {
      name: 'Long',
      description: 'd'.repeat(501),
    });
    expect(description.json().message).toBe(GROUP_MSG.descriptionMax);
  });

  it('lists the caller’s own groups by name, with member counts and the caller’s role', async () => {
    const b = await team(`B group ${++counter}`);
    const a = await team(`a group ${++counter}`);
    const mine = (await call('GET', '/api/groups', member.auth)).json() as { id: number; name: string }[];
    const names = mine.map((group) => group.name);
    expect(names).toEqual([...names].sort((x, y) => x.toLowerCase().localeCompare(y.toLowerCase())));
    expect(mine.map((group) => group.id)).toEqual(expect.arrayContaining([a, b]));
    expect(mine.find((group) => group.id === a)).toMatchObject({ memberCount: 2, myRole: 'member' });
    const managed = (await call('GET', '/api/groups', manager.auth)).json();
    expect(managed.find((group: { id: number }) => group.id === a).myRole).toBe('manager');
    expect((await call('GET', '/api/groups', outsider.auth)).json()).toEqual([]);
    // all=true: every group for an admin, the caller's own for anyone else.
    expect((await call('GET', '/api/groups?all=true', outsider.auth)).json()).toEqual([]);
    const every = (await call('GET', '/api/groups?all=true', admin.auth)).json();
    expect(every.map((group: { id: number }) => group.id)).toEqual(expect.arrayContaining([a, b]));
    expect((await call('GET', '/api/groups', admin.auth)).json()).toEqual([]);
    expect((await call('GET', '/api/groups', {})).statusCode).toBe(401);
  });

  it('shows a group with its members, managers first then by username, to members and admins only', async () => {
    const id = await team();
    const second = await createUser(ctx, { username: `aaa_manager_${counter}` });
    await setRole(id, second.id, 'manager');
    const group = await detail(id, member.auth);
    expect(group).toMatchObject({ id, memberCount: 3, myRole: 'member', description: 'Writers' });
    expect(group.members.map((m) => [m.user.username, m.role])).toEqual([
      ...[second, manager]
        .map((u) => u.username)
        .sort((x, y) => x.toLowerCase().localeCompare(y.toLowerCase()))
        .map((name) => [name, 'manager']),
      [member.username, 'member'],
    ]);
    expect(group.members[0]?.user).toEqual({
      id: expect.any(Number),
      username: expect.any(String),
      avatarUrl: null,
    });
    expect(JSON.stringify(group)).not.toContain('@example.com');
    expect((await call('GET', `/api/groups/${id}`, admin.auth)).statusCode).toBe(200);
    const hidden = await call('GET', `/api/groups/${id}`, outsider.auth);
    const unknown = await call('GET', '/api/groups/999999', outsider.auth);
    expect([hidden.statusCode, hidden.json().message]).toEqual([404, GROUP_MSG.notFound]);
    expect(unknown.json()).toEqual(hidden.json());
    expect((await call('GET', `/api/groups/${id}`, {})).statusCode).toBe(401);
  });

  it('is renamed by admins and managers; members get 403, others 404; ssoName is for admins', async () => {
    const id = await team();
    const byManager = await call('PUT', `/api/groups/${id}`, manager.auth, {
      name: `Managed ${counter}`,
      description: 'New',
    });
    expect(byManager.statusCode).toBe(200);
    expect(byManager.json()).toMatchObject({
      name: `Managed ${counter}`,
      description: 'New',
      myRole: 'manager',
    });
    expect((await call('PUT', `/api/groups/${id}`, member.auth, { name: 'Member' })).statusCode).toBe(403);
    expect((await call('PUT', `/api/groups/${id}`, outsider.auth, { name: 'Outsider' })).statusCode).toBe(
      404,
    );
    expect((await call('PUT', `/api/groups/${id}`, {}, { name: 'Anonymous' })).statusCode).toBe(401);
    const sso = await call('PUT', `/api/groups/${id}`, manager.auth, { ssoName: 'corp-team' });
    expect([sso.statusCode, sso.json().message]).toEqual([403, GROUP_MSG.ssoNameAdminOnly]);
    const byAdmin = await call('PUT', `/api/groups/${id}`, admin.auth, { ssoName: `corp-${id}` });
    expect(byAdmin.json()).toMatchObject({ ssoName: `corp-${id}`, name: `Managed ${counter}` });
    const other = await team();
    const taken = await call('PUT', `/api/groups/${other}`, admin.auth, { ssoName: `corp-${id}` });
    expect([taken.statusCode, taken.json().message]).toEqual([409, GROUP_MSG.ssoNameTaken]);
  });

  it('is deleted by admins only, with its memberships', async () => {
    const id = await team();
    for (const [headers, status] of [
      [manager.auth, 403],
      [member.auth, 403],
      [{}, 401],
    ] as const) {
      expect((await call('DELETE', `/api/groups/${id}`, headers)).statusCode).toBe(status);
    }
    expect((await call('DELETE', `/api/groups/${id}`, admin.auth)).statusCode).toBe(204);
    expect((await call('GET', `/api/groups/${id}`, admin.auth)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/groups/${id}`, admin.auth)).statusCode).toBe(404);
    const rows = await ctx.database.db.select().from(groupMembers).where(eq(groupMembers.groupId, id));
    expect(rows).toEqual([]);
  });

  it('takes members from admins and managers, who can also change their role', async () => {
    const id = await team();
    const newcomer = await createUser(ctx);
    const added = await setRole(id, newcomer.id, 'member', manager.auth);
    expect(added.statusCode).toBe(200);
    expect(added.json().memberCount).toBe(3);
    const promoted = await setRole(id, newcomer.id, 'manager', manager.auth);
    expect(
      promoted.json().members.find((m: { user: { id: number } }) => m.user.id === newcomer.id).role,
    ).toBe('manager');
    expect(promoted.json().memberCount).toBe(3);
    const another = await createUser(ctx);
    expect((await setRole(id, another.id, 'member', member.auth)).statusCode).toBe(403);
    expect((await setRole(id, another.id, 'member', outsider.auth)).statusCode).toBe(404);
    expect((await setRole(id, another.id, 'member', {})).statusCode).toBe(401);
    expect((await setRole(id, another.id, 'owner')).statusCode).toBe(400);
    const unknown = await setRole(id, 999_999, 'member');
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, GROUP_MSG.userNotFound]);
    await call('PUT', `/api/users/${another.id}`, admin.auth, { status: 'disabled' });
    const disabled = await setRole(id, another.id, 'member');
    expect([disabled.statusCode, disabled.json().message]).toEqual([404, GROUP_MSG.userNotFound]);
  });

  it('lets members leave, and admins and managers remove members', async () => {
    const id = await team();
    const other = await createUser(ctx);
    await setRole(id, other.id, 'member');
    expect((await call('DELETE', `/api/groups/${id}/members/${other.id}`, member.auth)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/groups/${id}/members/${other.id}`, outsider.auth)).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/groups/${id}/members/${other.id}`, {})).statusCode).toBe(401);
    expect((await call('DELETE', `/api/groups/${id}/members/${other.id}`, manager.auth)).statusCode).toBe(
      204,
    );
    const again = await call('DELETE', `/api/groups/${id}/members/${other.id}`, manager.auth);
    expect([again.statusCode, again.json().message]).toEqual([404, GROUP_MSG.memberNotFound]);
    expect((await call('DELETE', `/api/groups/${id}/members/${member.id}`, member.auth)).statusCode).toBe(
      204,
    );
    expect((await call('GET', `/api/groups/${id}`, member.auth)).statusCode).toBe(404);
    expect((await detail(id)).memberCount).toBe(1);
  });

  it('writes an audit entry for every change', async () => {
    const id = await team(`Audited ${++counter}`);
    await call('PUT', `/api/groups/${id}`, manager.auth, { description: 'Changed' });
    await setRole(id, member.id, 'manager');
    await call('DELETE', `/api/groups/${id}/members/${member.id}`, member.auth);
    await call('DELETE', `/api/groups/${id}`, admin.auth);
    const target = `group:${id} Audited ${counter}`;
    const of = async (type: string) => (await auditEntries(type)).filter((entry) => entry.target === target);
    expect((await of('group.created'))[0]?.actor?.id).toBe(admin.id);
    expect((await of('group.updated'))[0]).toMatchObject({
      actor: { id: manager.id },
      details: { description: { from: 'Writers', to: 'Changed' } },
    });
    expect((await of('group.member-added')).map((entry) => entry.details.role).sort()).toEqual([
      'manager',
      'member',
    ]);
    expect((await of('group.member-changed'))[0]?.details).toMatchObject({ from: 'member', to: 'manager' });
    expect((await of('group.member-removed'))[0]).toMatchObject({
      actor: { id: member.id },
      details: { left: true },
    });
    expect(await of('group.deleted')).toHaveLength(1);
  });

  it('loses an account’s memberships when the account is deleted', async () => {
    const id = await team();
    const leaving = await createUser(ctx);
    await setRole(id, leaving.id, 'manager');
    expect((await detail(id)).memberCount).toBe(3);
    expect((await call('DELETE', `/api/users/${leaving.id}`, admin.auth)).statusCode).toBe(204);
    const group = await detail(id);
    expect(group.memberCount).toBe(2);
    expect(group.members.map((m) => m.user.id)).not.toContain(leaving.id);
  });
});

describe('user lookup', () => {
  let ctx: TestContext;
  let caller: TestUser;
  const tag = `lk${Date.now() % 100000}`;
  beforeAll(async () => {
    ctx = await createTestApp();
    caller = await createUser(ctx);
    for (let i = 0; i < 12; i++) await createUser(ctx, { username: `${tag}_${String(i).padStart(2, '0')}` });
    await createUser(ctx, { username: `${tag}Xwild` });
    await createUser(ctx, { username: `in_${tag}_middle` });
    const admin = await createUser(ctx, { role: 'admin' });
    const disabled = await createUser(ctx, { username: `${tag}_zz_disabled` });
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${disabled.id}`,
      headers: admin.auth,
      payload: { status: 'disabled' },
    });
  });
  afterAll(() => ctx.close());

  const lookUp = (query: string, headers: Headers = caller.auth) =>
    ctx.app.inject({ method: 'GET', url: `/api/users/lookup?query=${encodeURIComponent(query)}`, headers });

  it('answers at most 10 accounts whose username starts with the query, in any case, without e-mails', async () => {
    const res = await lookUp(tag.toUpperCase());
    expect(res.statusCode).toBe(200);
    const found = res.json() as { id: number; username: string; avatarUrl: string | null }[];
    expect(found).toHaveLength(10);
    expect(found.every((user) => user.username.toLowerCase().startsWith(tag))).toBe(true);
    expect(Object.keys(found[0] ?? {}).sort()).toEqual(['avatarUrl', 'id', 'username']);
    expect(res.body).not.toContain('@');
  });

  it('matches the start only, takes wildcards literally, drops NUL bytes, and leaves out disabled accounts', async () => {
    expect((await lookUp(`_${tag}`)).json()).toEqual([]);
    const underscore = (await lookUp(`${tag}_`)).json().map((user: { username: string }) => user.username);
    expect(underscore).not.toContain(`${tag}Xwild`);
    expect((await lookUp('%')).json()).toEqual([]);
    expect(
      (await lookUp(`${tag}_1\u0000`)).json().map((user: { username: string }) => user.username),
    ).toEqual([`${tag}_10`, `${tag}_11`]);
    expect((await lookUp(`${tag}_zz`)).json()).toEqual([]);
  });

  it('is for signed-in callers', async () => {
    const res = await lookUp(tag, {});
    expect([res.statusCode, res.json().message]).toEqual([401, SERVER_MSG.unauthorized]);
  });
});
