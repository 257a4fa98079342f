import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { testEngine } from '../../test/database.ts';

describe(`health checks on ${testEngine}`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ ACCESS: 'signed-in' });
  });
  afterAll(() => ctx.close());

  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('answers /healthz and /readyz with 200 while the instance can serve, to anyone, behind sign-in too', async () => {
    const live = await get('/healthz');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await get('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers['cache-control']).toBe('no-store');
    expect((await get('/api/health')).json()).toEqual({ status: 'ok' });
  });

  it('is not ready while a migration of this build is missing from the database', async () => {
    const { db } = ctx.database;
    const [last] = await queryRows<{ hash: string; created_at: string }>(
      db,
      sql`delete from drizzle.__drizzle_migrations
          where id = (select max(id) from drizzle.__drizzle_migrations) returning hash, created_at::text`,
    );
    try {
      const res = await get('/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'not ready', reason: '1 migrations not applied' });
      expect((await get('/healthz')).statusCode).toBe(200);
    } finally {
      if (last) {
        await db.execute(
          sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${last.hash}, ${last.created_at})`,
        );
      }
    }
    expect((await get('/readyz')).statusCode).toBe(200);
  });
});

describe(`readiness when the database is gone, on ${testEngine}`, () => {
  it('answers 503 with the reason, while /healthz still answers', async () => {
    const ctx = await createTestApp();
    await ctx.database.close();
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'not ready', reason: 'the database does not answer' });
      expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      // Its hooks that would use the database fail now; the test is about the answers above.
      await ctx.app.close().catch(() => {});
    }
  });
});
