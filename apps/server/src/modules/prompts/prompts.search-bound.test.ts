// A search's totalCount past the bound (search.ts COUNT_BOUND): a query the kept word counts do not
// answer is counted up to 1,000 matches, or further for a deep page; past that totalCount is the
// bound, and whether another page exists stays exact on every page. A word the library's languages
// read differently ('think' in English, 'thinking' in German) is counted from each reading's kept
// counts: exactly when only one is found, else at least its most found reading once that passes
// the bound.
import type { Prompt } from '@prompt-lib/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from '../../test/app.ts';

const MATCHES = 1_100;
const BOUND = 1_000;
/** German prompts holding "thinking", which German reads as 'thinking' and English as 'think'. */
const GERMAN_MATCHES = 3;

describe('search counts past the bound', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
    const owner = await createUser(ctx);
    await ctx.database.db.execute(sql`insert into prompts (title, content, created_by)
      select 'Prompt ' || i, 'Write a walrus haiku about the harbour, number ' || i, ${owner.id}
      from generate_series(1, ${MATCHES}) as i`);
    await ctx.database.db.execute(sql`insert into prompts (title, content, language, created_by)
      select 'Aufgabe ' || i, 'Schreibe über thinking und den Hafen, Nummer ' || i, 'de', ${owner.id}
      from generate_series(1, ${GERMAN_MATCHES}) as i`);
  });
  afterAll(() => ctx.close());

  const search = async (query: string, page: number, size: number) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/prompts/search?query=${encodeURIComponent(query)}&page=${page}&size=${size}`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { list: Prompt[]; totalCount: number; totalCountExact: boolean };
    return { count: body.totalCount, exact: body.totalCountExact, ids: body.list.map((prompt) => prompt.id) };
  };

  /** The last page of 100 counts `total` exactly, and the pages hold every match once. */
  const expectEveryMatchOnce = async (query: string, total: number) => {
    const last = await search(query, Math.floor(total / 100), 100);
    expect(last).toMatchObject({ count: total, exact: true });
    expect(last.ids).toHaveLength(total % 100);
    const seen = new Set<number>();
    for (let page = 0; page * 100 < total; page++) {
      for (const id of (await search(query, page, 100)).ids) seen.add(id);
    }
    expect(seen.size).toBe(total);
  };

  it('counts one word exactly from its kept counts', async () => {
    expect(await search('walrus', 0, 12)).toMatchObject({ count: MATCHES, exact: true });
  });

  it('counts two words up to the bound, which still tells that another page exists', async () => {
    const first = await search('walrus harbour', 0, 12);
    expect(first).toMatchObject({ count: BOUND, exact: false });
    expect(first.ids).toHaveLength(12);
  });

  it('counts two words that never meet exactly, as the sum of their kept counts', async () => {
    // No prompt holds both "walrus" and "Hafen": the prompts holding either, each word counted apart.
    const either = await search('walrus hafen', 0, 12);
    expect(either).toMatchObject({ count: MATCHES + GERMAN_MATCHES, exact: true });
    expect(either.ids).toHaveLength(12);
  });

  it('counts further for a deep page, exactly to the last one, and pages every match once', async () => {
    await expectEveryMatchOnce('walrus harbour', MATCHES);
  });

  it('counts a word read two ways exactly while only one reading is found', async () => {
    expect(await search('thinking', 0, 12)).toMatchObject({ count: GERMAN_MATCHES, exact: true });
  });

  it('counts a word read two ways past the bound as at least its most found reading, and pages every match', async () => {
    await ctx.database.db.execute(
      sql`update prompts set content = content || ', thinking' where language = 'en'`,
    );
    const total = MATCHES + GERMAN_MATCHES;
    const first = await search('thinking', 0, 12);
    expect(first.count).toBeGreaterThanOrEqual(MATCHES);
    expect(first.count).toBeLessThanOrEqual(total);
    expect(first.exact).toBe(false);
    expect(first.ids).toHaveLength(12);
    await expectEveryMatchOnce('thinking', total);
  });
});
