// The audit log for admins: filters by type, actor (username or e-mail) and time, pages with a total,
// the CSV download, what a sign-in writes (never a password), and the clean-up past
// AUDIT_RETENTION_DAYS.
import { SERVER_MSG } from '@prompt-lib/contract';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { createTestApp, createUser, type TestContext } from '../../test/app.ts';
import { cleanUp } from './retention.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

type TestUser = Awaited<ReturnType<typeof createUser>>;
type Entry = { id: number; at: string; type: string; actor: { username: string } | null; details: object };

describe('the audit log', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let alice: TestUser;
  let bob: TestUser;
  /** Midnight (UTC) three days ago: the day of the first entries written below. */
  let dayOne: Date;
  const day = (offset: number) => new Date(dayOne.getTime() + offset * DAY_MS).toISOString().slice(0, 10);
  let times: { first: Date; second: Date; secondLate: Date; third: Date };

  beforeAll(async () => {
    ctx = await createTestApp({ AUDIT_RETENTION_DAYS: '30', AUTH_RATE_LIMIT_MAX: '1000' });
    admin = await createUser(ctx, { role: 'admin' });
    alice = await createUser(ctx, { username: 'alice_audit', email: 'Alice.Audit@example.com' });
    bob = await createUser(ctx, { username: 'bob_audit' });
    dayOne = new Date(`${new Date(Date.now() - 3 * DAY_MS).toISOString().slice(0, 10)}T00:00:00Z`);
    times = {
      first: new Date(dayOne.getTime() + 10 * HOUR_MS),
      second: new Date(dayOne.getTime() + DAY_MS + 10 * HOUR_MS),
      secondLate: new Date(dayOne.getTime() + DAY_MS + 23.5 * HOUR_MS),
      third: new Date(dayOne.getTime() + 2 * DAY_MS + 0.5 * HOUR_MS),
    };
    await ctx.database.db.insert(auditLog).values([
      {
        at: times.first,
        type: 'token.created',
        actorId: alice.id,
        target: 'token:1',
        details: { name: 'laptop' },
      },
      {
        at: times.second,
        type: 'token.created',
        actorId: bob.id,
        target: 'token:2',
        details: { name: 'cli' },
      },
      {
        at: times.secondLate,
        type: 'token.revoked',
        actorId: alice.id,
        target: 'token:1',
        details: { name: 'laptop, old "work" one' },
      },
      {
        at: times.third,
        type: 'token.revoked',
        actorId: alice.id,
        target: 'token:3',
        details: { name: 'phone' },
      },
    ]);
  });
  afterAll(() => ctx.close());

  const read = async (query: string, headers: Record<string, string> = admin.auth) =>
    ctx.app.inject({ method: 'GET', url: `/api/audit${query}`, headers });
  const page = async (query: string) => {
    const res = await read(query);
    expect(res.statusCode).toBe(200);
    return res.json() as { list: Entry[]; totalCount: number };
  };
  const login = (email: string, password: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email, password },
      remoteAddress: '203.0.113.7',
    });

  it('is for admins only', async () => {
    const refused = await read('', bob.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(SERVER_MSG.adminOnly);
    expect((await read('', {})).statusCode).toBe(401);
  });

  it('filters by type, newest first, with the count of every match', async () => {
    const { list, totalCount } = await page('?type=token.revoked');
    expect(totalCount).toBe(2);
    expect(list.map((e) => [e.type, e.at])).toEqual([
      ['token.revoked', times.third.toISOString()],
      ['token.revoked', times.secondLate.toISOString()],
    ]);
    expect(list[0]).toMatchObject({ actor: { id: alice.id, username: 'alice_audit' }, target: 'token:3' });
    expect((await page('?type=no.such-type')).totalCount).toBe(0);
  });

  it('filters by actor, by username or e-mail in any case', async () => {
    for (const actor of ['alice_audit', 'ALICE_AUDIT', 'alice.audit@EXAMPLE.com']) {
      const { list, totalCount } = await page(`?actor=${encodeURIComponent(actor)}`);
      expect(totalCount, actor).toBe(3);
      expect(
        list.every((e) => e.actor?.username === 'alice_audit'),
        actor,
      ).toBe(true);
    }
    expect((await page('?actor=nobody_here')).totalCount).toBe(0);
    expect((await page('?actor=bob_audit&type=token.revoked')).totalCount).toBe(0);
  });

  it('filters by time: a bare date `to` runs to the end of that day; date-times are inclusive', async () => {
    const ofDay = await page(`?type=token.created&from=${day(1)}&to=${day(1)}`);
    expect(ofDay.totalCount).toBe(1);
    const secondDay = (await page(`?from=${day(1)}&to=${day(1)}`)).list.filter((e) =>
      e.type.startsWith('token.'),
    );
    expect(secondDay.map((e) => e.at)).toEqual([times.secondLate.toISOString(), times.second.toISOString()]);

    const exact = await page(
      `?from=${encodeURIComponent(times.second.toISOString())}&to=${encodeURIComponent(times.secondLate.toISOString())}`,
    );
    expect(exact.list.map((e) => e.at)).toEqual([times.secondLate.toISOString(), times.second.toISOString()]);
    // The same instant written with an offset.
    const local = new Date(times.first.getTime() + 2 * HOUR_MS).toISOString().slice(0, 19);
    const upToFirst = await page(`?type=token.created&to=${encodeURIComponent(`${local}+02:00`)}`);
    expect(upToFirst.list.map((e) => e.at)).toEqual([times.first.toISOString()]);
    expect((await page(`?type=token.revoked&from=${day(2)}`)).totalCount).toBe(1);
  });

  it('pages through the matches, the total the same on every page', async () => {
    const first = await page('?actor=alice_audit&size=2&page=0');
    const second = await page('?actor=alice_audit&size=2&page=1');
    expect(first.totalCount).toBe(3);
    expect(second.totalCount).toBe(3);
    expect(first.list).toHaveLength(2);
    expect(second.list).toHaveLength(1);
    expect(second.list[0]?.at).toBe(times.first.toISOString());
    expect((await page('?actor=alice_audit&size=2&page=5')).list).toEqual([]);
  });

  it.each([
    ['?from=yesterday', 'from must be an ISO 8601 date or date-time'],
    ['?to=2024-13-45', 'to must be an ISO 8601 date or date-time'],
    ['?format=xml', 'format'],
    ['?size=0', 'size'],
  ])('refuses %s with a 400 saying what is wrong', async (query, message) => {
    const res = await read(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('downloads every match as CSV: a header, then one record per entry', async () => {
    const res = await read('?actor=alice_audit&format=csv&size=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="prompt-lib-audit-\d{4}-\d\d-\d\d\.csv"$/,
    );
    expect(res.body.split('\n')[0]).toBe('at,type,actor,ip,target,details');
    const records: Record<string, string>[] = parse(res.body, { columns: true });
    expect(records).toHaveLength(3);
    expect(records.map((r) => r.at)).toEqual(
      [times.third, times.secondLate, times.first].map((t) => t.toISOString()),
    );
    expect(records[1]).toEqual({
      at: times.secondLate.toISOString(),
      type: 'token.revoked',
      actor: 'alice_audit',
      ip: '',
      target: 'token:1',
      details: JSON.stringify({ name: 'laptop, old "work" one' }),
    });
    expect((await read('?type=no.such-type&format=csv')).body).toBe('at,type,actor,ip,target,details\n');
  });

  it('logs a sign-in and a failed one with the address, never the password', async () => {
    const wrong = 'Wrong-Password-4711';
    expect((await login(alice.email, wrong)).statusCode).toBe(401);
    expect((await login('Nobody.Here@example.com', wrong)).statusCode).toBe(401);
    expect((await login(alice.email, alice.password)).statusCode).toBe(200);

    const failed = await page('?type=auth.sign-in-failed');
    expect(failed.list.slice(0, 2)).toMatchObject([
      { actor: null, ip: '203.0.113.7', details: { email: 'Nobody.Here@example.com' } },
      { actor: null, ip: '203.0.113.7', details: { email: alice.email } },
    ]);
    const signedIn = await page(`?type=auth.sign-in&actor=${encodeURIComponent(alice.email)}`);
    expect(signedIn.list[0]).toMatchObject({
      actor: { id: alice.id, username: 'alice_audit' },
      ip: '203.0.113.7',
      target: `user:${alice.id} alice_audit`,
    });

    const everything = [(await read('?size=100')).body, (await read('?format=csv')).body].join('\n');
    expect(everything).toContain('Nobody.Here@example.com');
    for (const password of [wrong, alice.password]) expect(everything).not.toContain(password);
  });

  it(`deletes entries older than AUDIT_RETENTION_DAYS (30) at the clean-up, and keeps the rest`, async () => {
    const ago = (days: number) => sql`now() - make_interval(days => ${days})`;
    await ctx.database.db.insert(auditLog).values([
      { at: ago(31), type: 'email.failed', target: 'too old' },
      { at: ago(29), type: 'email.failed', target: 'recent enough' },
    ]);
    const targets = async () =>
      (await page('?type=email.failed')).list.map((e) => (e as { target?: string }).target);
    expect(await targets()).toEqual(['recent enough', 'too old']);
    await cleanUp(ctx.app);
    expect(await targets()).toEqual(['recent enough']);
    expect((await page('?actor=alice_audit&type=token.revoked')).totalCount).toBe(2);
  });
});
