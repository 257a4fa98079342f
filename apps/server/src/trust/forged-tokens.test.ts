// Tokens an attacker could bring (issue 12): tampered, `alg: none`, signed with another secret, expired,
// another algorithm, a forged role claim, for a deleted user, for a demoted admin. None is ever taken
// for the user it names: 401 where a sign-in is needed, 403 on admin routes for the demoted admin.
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { createTestApp, createUser, type TestContext } from '../test/app.ts';

const SECRET = new TextEncoder().encode('test-secret-test-secret-test-secret');
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('forged and stale tokens', () => {
  let ctx: TestContext;
  let adminId: number;
  beforeAll(async () => {
    ctx = await createTestApp();
    adminId = (await createUser(ctx, { role: 'admin' })).id;
  });
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });
  /** The profile (any signed-in user) and a tag write (admins): what the token gets on each. */
  const reach = async (token: string) => {
    const me = await call('GET', '/auth/me', token);
    const tag = await call('POST', '/api/tags', token, { name: `forged${Math.random()}`.slice(0, 20) });
    return { me: me.statusCode, adminWrite: tag.statusCode, id: me.statusCode === 200 ? me.json().id : null };
  };
  const signed = (
    claims: { sub: string; role?: string },
    options: { secret?: Uint8Array; exp?: number; alg?: string } = {},
  ) =>
    new SignJWT({ role: claims.role ?? 'user' })
      .setProtectedHeader({ alg: options.alg ?? 'HS256' })
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime(options.exp ?? '1h')
      .sign(options.secret ?? SECRET);

  it('accepts a genuine admin token, as the baseline the forgeries are measured against', async () => {
    expect(await reach(await signed({ sub: String(adminId), role: 'admin' }))).toEqual({
      me: 200,
      adminWrite: 201,
      id: adminId,
    });
  });

  it('refuses a token whose payload was changed after signing', async () => {
    const user = await createUser(ctx);
    const [header, , signature] = user.token.split('.');
    const payload = base64url({
      sub: String(adminId),
      role: 'admin',
      exp: Math.floor(Date.now() / 1000) + 3600,
    });
    expect(await reach(`${header}.${payload}.${signature}`)).toEqual({ me: 401, adminWrite: 401, id: null });
  });

  it('refuses an unsigned token (alg: none)', async () => {
    const claims = { sub: String(adminId), role: 'admin', exp: Math.floor(Date.now() / 1000) + 3600 };
    for (const alg of ['none', 'None', 'NONE']) {
      expect(await reach(`${base64url({ alg, typ: 'JWT' })}.${base64url(claims)}.`)).toEqual({
        me: 401,
        adminWrite: 401,
        id: null,
      });
    }
  });

  it('refuses a token signed with another secret, or with the right secret and another algorithm', async () => {
    const other = new TextEncoder().encode('another-secret-another-secret-another');
    expect(
      await reach(await signed({ sub: String(adminId), role: 'admin' }, { secret: other })),
    ).toMatchObject({ me: 401 });
    expect(
      await reach(await signed({ sub: String(adminId), role: 'admin' }, { alg: 'HS512' })),
    ).toMatchObject({ me: 401 });
  });

  it('refuses an expired token', async () => {
    const expired = await signed(
      { sub: String(adminId), role: 'admin' },
      { exp: Math.floor(Date.now() / 1000) - 60 },
    );
    expect(await reach(expired)).toEqual({ me: 401, adminWrite: 401, id: null });
  });

  it('takes the role from the database, never from the token', async () => {
    const user = await createUser(ctx);
    expect(await reach(await signed({ sub: String(user.id), role: 'admin' }))).toEqual({
      me: 200,
      adminWrite: 403,
      id: user.id,
    });
  });

  it('refuses subjects that are not a user: missing, not a number, unsafe', async () => {
    for (const sub of ['999999', 'abc', '1e400', '-1', '']) {
      expect(await reach(await signed({ sub }))).toMatchObject({ me: 401, adminWrite: 401 });
    }
  });

  it("refuses a deleted user's sign-in token and access token at once", async () => {
    const user = await createUser(ctx);
    const created = await call('POST', '/api/tokens', user.token, { name: 'soon orphaned' });
    const personal: string = created.json().token;
    expect((await reach(personal)).me).toBe(200);
    await ctx.database.db.delete(users).where(eq(users.id, user.id));
    expect(await reach(user.token)).toEqual({ me: 401, adminWrite: 401, id: null });
    expect(await reach(personal)).toEqual({ me: 401, adminWrite: 401, id: null });
  });

  it('takes admin rights from a demoted admin at once, from the same token', async () => {
    const admin = await createUser(ctx, { role: 'admin' });
    const created = await call('POST', '/api/tokens', admin.token, { name: 'admin script' });
    const personal: string = created.json().token;
    expect((await reach(admin.token)).adminWrite).toBe(201);
    expect((await reach(personal)).adminWrite).toBe(201);
    await ctx.database.db.update(users).set({ role: 'user' }).where(eq(users.id, admin.id));
    expect(await reach(admin.token)).toEqual({ me: 200, adminWrite: 403, id: admin.id });
    expect(await reach(personal)).toEqual({ me: 200, adminWrite: 403, id: admin.id });
  });

  it('refuses a made-up or altered access token rather than reading it as anonymous', async () => {
    const user = await createUser(ctx);
    const created = await call('POST', '/api/tokens', user.token, { name: 'real' });
    const personal: string = created.json().token;
    const altered = personal.slice(0, -1) + (personal.endsWith('A') ? 'B' : 'A');
    for (const token of [altered, `plib_${'A'.repeat(43)}`]) {
      expect(await reach(token)).toEqual({ me: 401, adminWrite: 401, id: null });
    }
  });
});
