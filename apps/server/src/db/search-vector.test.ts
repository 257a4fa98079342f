// prompts.search_vector, kept by a trigger (migration 0024): made from the texts on every write but an
// import's batch, which hands in the vectors it had made beside the previous batch.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.ts';
import { changePrompts, type Database, queryRows } from './client.ts';

describe('search vectors', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const insert = (title: string, vector: string) =>
    sql`insert into prompts (title, content, search_vector) values (${title}, 'Write a haiku about [topic].', ${vector}::tsvector) returning id`;
  /** The prompt's vector, and whether it is the one its texts make. */
  const vectorOf = async (id: number) => {
    const [row] = await queryRows<{ vector: string; made: boolean }>(
      database.db,
      sql`select search_vector::text as vector,
        search_vector = prompt_search_vector(language, title, preview_text, taxonomy_text, content) as made
        from prompts where id = ${id}`,
    );
    return row;
  };

  it('makes its own on a write, whatever vector the write brings', async () => {
    const [row] = await queryRows<{ id: number }>(database.db, insert('Haiku helper', "'forged'"));
    const id = row?.id as number;
    expect(await vectorOf(id)).toMatchObject({ made: true });
    expect((await vectorOf(id))?.vector).toContain("'haiku'");

    await database.db.execute(sql`update prompts set title = 'Limerick helper' where id = ${id}`);
    expect((await vectorOf(id))?.vector).toContain("'limerick'");
    await database.db.execute(sql`update prompts set search_vector = 'forged' where id = ${id}`);
    expect(await vectorOf(id)).toMatchObject({ made: true });
  });

  it("takes the one handed in only on an insert in a bulk writer's transaction", async () => {
    const id = await changePrompts(database.db, async (tx) => {
      await tx.execute(sql`select set_config('promptlib.bulk_words', 'on', true)`);
      const [row] = await queryRows<{ id: number }>(tx, insert('Bulk haiku', "'handed':1A"));
      return row?.id as number;
    });
    expect(await vectorOf(id)).toEqual({ vector: "'handed':1A", made: false });
    // A write that leaves the texts alone leaves the vector too.
    await database.db.execute(sql`update prompts set uses_count = uses_count + 1 where id = ${id}`);
    expect(await vectorOf(id)).toEqual({ vector: "'handed':1A", made: false });
  });

  it('keeps the lists of new entries that every search reads short (migrations 0027, 0058 and 0060)', async () => {
    const rows = await queryRows<{ name: string; options: string[] | null; connection: string }>(
      database.db,
      sql`select relname as name, reloptions as options, current_setting('gin_pending_list_limit') as connection
        from pg_class
        where relname in ('prompts_search_published_idx', 'prompts_private_search_idx', 'prompts_title_words_idx')
        order by relname`,
    );
    // The search indexes merge at the connection's 1 MB, which an import's batch raises for itself.
    expect(rows).toEqual([
      { name: 'prompts_private_search_idx', options: null, connection: '1MB' },
      { name: 'prompts_search_published_idx', options: null, connection: '1MB' },
      { name: 'prompts_title_words_idx', options: ['gin_pending_list_limit=64'], connection: '1MB' },
    ]);
  });

  it("gives PostgreSQL's statements room for a common word's bitmap, and leaves the embedded engine its own", async () => {
    const [row] = await queryRows<{ workMem: string }>(
      database.db,
      sql`select current_setting('work_mem') as "workMem"`,
    );
    expect(row?.workMem).toBe(database.engine === 'postgres' ? '16MB' : '4MB');
  });
});
