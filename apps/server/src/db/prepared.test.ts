import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promptRowsInOrder } from '../modules/prompts/repository.ts';
import { createTestDatabase, testEngine } from '../test/database.ts';
import { type Database, queryRows, queryRowsPrepared } from './client.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** What PostgreSQL keeps of this connection's prepared statements (the pool hands back the last one released). */
const preparedOnConnection = (db: Database['db']) =>
  queryRows<{ name: string; statement: string; generic_plans: number; custom_plans: number }>(
    db,
    sql`select name, statement, generic_plans::int, custom_plans::int from pg_prepared_statements`,
  );

describe('statements prepared by name', () => {
  it.runIf(testEngine === 'postgres')(
    'prepares a statement of the same text once per connection, whatever its values',
    async () => {
      for (const n of [1, 2, 3]) {
        const [row] = await queryRowsPrepared<{ n: number }>(database.db, sql`select ${n}::int * 2 as n`);
        expect(row?.n).toBe(n * 2);
      }
      const doubling = (await preparedOnConnection(database.db)).filter((statement) =>
        statement.statement.includes('* 2 as n'),
      );
      expect(doubling).toHaveLength(1);
    },
  );

  it.runIf(testEngine === 'postgres')(
    'plans the read of prompts by id once for any ids, one or many',
    async () => {
      for (let run = 0; run < 12; run++)
        await promptRowsInOrder(database.db, run % 2 ? [run] : [run, run + 1]);
      const [details] = (await preparedOnConnection(database.db)).filter(
        (statement) => statement.name === 'prompt_details',
      );
      // PostgreSQL makes plans for the given values for the first five runs, then keeps one plan
      // when it costs no more: every later run.
      expect(details?.custom_plans).toBeLessThanOrEqual(5);
      expect(details?.generic_plans).toBeGreaterThanOrEqual(7);
    },
  );

  it('answers alike past the statements it names', async () => {
    for (let i = 0; i < 150; i++) {
      const [row] = await queryRowsPrepared<{ n: number }>(
        database.db,
        sql`select ${i}::int + ${sql.raw(String(i))} as n`,
      );
      expect(row?.n).toBe(2 * i);
    }
  });
});
