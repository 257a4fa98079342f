// Closing the database (the server's shutdown on SIGTERM) waits for the statements in flight: a
// request whose client has gone still runs its statements one after another, and its next one
// failed when the pool had been closed under it.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.ts';
import { queryRows } from './client.ts';

describe('closing the database', () => {
  it('lets a request in flight run its next statement, then closes', async () => {
    const database = await createTestDatabase();
    const request = (async () => {
      await database.db.execute(sql`select pg_sleep(0.2)`);
      // A moment of the handler's own work between its statements.
      await new Promise((resolve) => setTimeout(resolve, 20));
      const [row] = await queryRows<{ one: number }>(database.db, sql`select 1 as one`);
      return row?.one;
    })();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closed = database.close();
    expect(await request).toBe(1);
    await closed;
    await expect(database.db.execute(sql`select 1`)).rejects.toThrow();
  });
});
