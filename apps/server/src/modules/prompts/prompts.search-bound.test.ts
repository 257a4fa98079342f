// A search's totalCount past the bound (search.ts COUNT_BOUND): a query the kept word counts do not
// answer is counted up to 1,000 matches, or further for a deep page; past that totalCount is the
// bound, and whether another page exists stays exact on every page.
import type { Prompt } from '@prompt-lib/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from '../../test/app.ts';

const MATCHES = 1_100;
const BOUND = 1_000;

describe('search counts past the bound', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
    const owner = await createUser(ctx);
    await ctx.database.db.execute(sql`insert into prompts (title, content, created_by)
      select 'Prompt ' || i, 'Write a walrus haiku about the harbour, number ' || i, ${owner.id}
      from generate_series(1, ${MATCHES}) as i`);
  });
  afterAll(() => ctx.close());

  const search = async (query: string, page: number, size: number) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/prompts/search?query=${encodeURIComponent(query)}&page=${page}&size=${size}`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { list: Prompt[]; totalCount: number };
    return { count: body.totalCount, ids: body.list.map((prompt) => prompt.id) };
  };

  it('counts one word exactly from its kept counts', async () => {
    expect((await search('walrus', 0, 12)).count).toBe(MATCHES);
  });

  it('counts two words up to the bound, which still tells that another page exists', async () => {
    const first = await search('walrus harbour', 0, 12);
    expect(first).toMatchObject({ count: BOUND });
    expect(first.ids).toHaveLength(12);
  });

  it('counts further for a deep page, exactly to the last one, and pages every match once', async () => {
    const last = await search('walrus harbour', Math.floor(MATCHES / 100), 100);
    expect(last.count).toBe(MATCHES);
    expect(last.ids).toHaveLength(MATCHES % 100);
    const seen = new Set<number>();
    for (let page = 0; page * 100 < MATCHES; page++) {
      for (const id of (await search('walrus harbour', page, 100)).ids) seen.add(id);
    }
    expect(seen.size).toBe(MATCHES);
  });
});
