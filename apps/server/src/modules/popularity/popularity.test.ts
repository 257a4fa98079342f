// "Popular now" on a fixed clock: copies recorded at chosen times, the decayed order, the window's
// edge, the epoch moving forward, the kept value against a recount from scratch, and a read that
// never scans prompt_usages.
import type { Prompt } from '@prompt-lib/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { createTestApp, createUser, type TestContext } from '../../test/app.ts';
import { type ListQuery, listPrompts, pageIdsQuery } from '../prompts/list-repository.ts';
import { addPrompt, seedTaxonomy, type TestUser } from '../prompts/test-data.ts';
import { recordUsage } from '../usage/repository.ts';
import { POPULAR_HALF_LIFE_MS, recountPopularity } from './repository.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('popular now', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let a: Prompt;
  let b: Prompt;
  let c: Prompt;
  // The clock of every call below; it only moves forward, as time does.
  const base = Math.floor(Date.now() / DAY) * DAY + DAY;
  const at = (days: number) => new Date(base + days * DAY);
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedTaxonomy(ctx);
    owner = await createUser(ctx);
    a = await addPrompt(ctx, owner, { title: 'Alpha copied long ago' });
    b = await addPrompt(ctx, owner, { title: 'Bravo copied yesterday' });
    c = await addPrompt(ctx, owner, { title: 'Charlie copied twice' });
  });
  afterAll(() => ctx.close());

  const db = () => ctx.database.db;
  const query = (extra: Partial<ListQuery> = {}): ListQuery => ({
    page: 0,
    size: 100,
    sort: [{ field: 'popular', direction: 'desc' }],
    ...extra,
  });
  const popular = async (now: Date) => {
    const page = await listPrompts(db(), { reader: null, popular: true }, query(), now);
    return { titles: page.list.map((p) => p.title), totalCount: page.totalCount };
  };
  const copy = (prompt: Prompt, when: Date) => recordUsage(db(), prompt.id, 'COPY', null, { now: when });
  const kept = async () =>
    Object.fromEntries(
      (
        await queryRows<{ id: number; popularity: number }>(db(), sql`select id, popularity from prompts`)
      ).map((row) => [row.id, Number(row.popularity)]),
    );
  /** The decayed count of each prompt at `now`, counted from the records themselves. */
  const recount = async (now: Date) => {
    const rows = await queryRows<{ promptId: number; createdAt: Date | string }>(
      db(),
      sql`select prompt_id as "promptId", created_at as "createdAt" from prompt_usages where action_type in ('COPY', 'OPEN')`,
    );
    const sums: Record<number, number> = {};
    for (const row of rows) {
      const age = now.getTime() - new Date(row.createdAt).getTime();
      if (age <= 7 * DAY) sums[row.promptId] = (sums[row.promptId] ?? 0) + 2 ** (-age / POPULAR_HALF_LIFE_MS);
    }
    return sums;
  };
  /** The kept values scaled to decayed counts at `now`: equal to the recount, whatever the epoch. */
  const decayedKept = async (now: Date) => {
    const [state] = await queryRows<{ epoch: Date | string }>(db(), sql`select epoch from popularity_state`);
    const scale = 2 ** (-(now.getTime() - new Date(state?.epoch ?? 0).getTime()) / POPULAR_HALF_LIFE_MS);
    const values = await kept();
    return Object.fromEntries(Object.entries(values).map(([id, value]) => [id, value * scale]));
  };
  const expectKeptMatchesRecount = async (now: Date) => {
    const recounted = await recount(now);
    const decayed = await decayedKept(now);
    for (const prompt of [a, b, c]) expect(decayed[prompt.id]).toBeCloseTo(recounted[prompt.id] ?? 0, 9);
  };

  it('ranks by copies decayed with a half-life of 2 days, not by how many', async () => {
    for (let i = 0; i < 3; i += 1) await copy(a, at(-6)); // 3 × 2^-3 = 0.375 at day 0
    await copy(b, at(-0.5)); // 2^-0.25 ≈ 0.84
    await copy(c, at(-2)); // 2 × 2^-1 = 1, an "Open in…" counting as a copy
    await recordUsage(db(), c.id, 'OPEN', null, { now: at(-2), target: 'claude' });
    await recordUsage(db(), b.id, 'SHARE', null, { now: at(-0.1) }); // shares do not count
    expect(await popular(at(0))).toEqual({
      titles: ['Charlie copied twice', 'Bravo copied yesterday', 'Alpha copied long ago'],
      totalCount: 3,
    });
    await expectKeptMatchesRecount(at(0));
    // The same order through the explorer's sort on the whole library.
    const all = await listPrompts(db(), { reader: null }, query(), at(0));
    expect(all.list.slice(0, 3).map((p) => p.id)).toEqual([c.id, b.id, a.id]);
  });

  it('drops copies older than 7 days, and a prompt with none leaves the list', async () => {
    // Day 1.5: Alpha's copies of day −6 are 7.5 days old.
    expect(await popular(at(1.5))).toEqual({
      titles: ['Charlie copied twice', 'Bravo copied yesterday'],
      totalCount: 2,
    });
    expect((await kept())[a.id]).toBe(0);
    await expectKeptMatchesRecount(at(1.5));
    // A new copy of Alpha at day 2 outweighs Charlie's two of day −2 (2 × 2^-2 = 0.5 < 1).
    await copy(a, at(2));
    expect((await popular(at(2))).titles).toEqual([
      'Alpha copied long ago',
      'Charlie copied twice',
      'Bravo copied yesterday',
    ]);
    await expectKeptMatchesRecount(at(2));
    // Recounted from scratch in SQL, the kept values do not move.
    const before = await kept();
    await recountPopularity(db());
    const after = await kept();
    for (const prompt of [a, b, c]) expect(after[prompt.id]).toBeCloseTo(before[prompt.id] ?? 0, 9);
  });

  it('refreshes at most once a minute', async () => {
    // Bravo's copy (day −0.5) leaves at day 6.5. Refreshed 10 s before, a read 30 s after still has it.
    const left = at(6.5).getTime();
    expect((await popular(new Date(left - 10_000))).titles).toContain('Bravo copied yesterday');
    expect((await popular(new Date(left + 30_000))).titles).toContain('Bravo copied yesterday');
    expect((await popular(new Date(left + 51_000))).titles).not.toContain('Bravo copied yesterday');
  });

  it('empties when nothing was copied for 7 days, with every value exactly 0', async () => {
    expect(await popular(at(10))).toEqual({ titles: [], totalCount: 0 });
    expect(Object.values(await kept()).every((value) => value === 0)).toBe(true);
  });

  it('moves the epoch forward and keeps the order and the decayed counts', async () => {
    const before = await queryRows<{ epoch: Date | string }>(db(), sql`select epoch from popularity_state`);
    await copy(b, at(40));
    await copy(c, at(40.5));
    await copy(c, at(40.5));
    expect((await popular(at(41))).titles).toEqual(['Charlie copied twice', 'Bravo copied yesterday']);
    const after = await queryRows<{ epoch: Date | string }>(db(), sql`select epoch from popularity_state`);
    expect(new Date(after[0]?.epoch ?? 0).getTime()).toBeGreaterThan(
      new Date(before[0]?.epoch ?? 0).getTime(),
    );
    await expectKeptMatchesRecount(at(41));
    await copy(a, at(41));
    await expectKeptMatchesRecount(at(41));
    // Values stay small: no overflow however long the server runs.
    expect(Math.max(...Object.values(await kept()))).toBeLessThan(1e6);
  });

  it('serves sort=popular and /api/prompts/popular over HTTP, and refuses an unknown sort', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/prompts?sort=popular&size=3' });
    expect(res.statusCode).toBe(200);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/prompts/popular' });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveProperty('totalCount');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/prompts?sort=popularity' })).statusCode).toBe(
      400,
    );
  });

  it('reads a popular page without touching prompt_usages', async () => {
    for (const scope of [{ reader: null, popular: true }, { reader: null }]) {
      const plan = await queryRows<Record<string, string>>(
        db(),
        sql`explain ${pageIdsQuery(db(), scope, query({ page: 2, size: 12 }))}`,
      );
      const text = plan.map((row) => Object.values(row).join(' ')).join('\n');
      expect(text).toMatch(/prompts/);
      expect(text).not.toMatch(/prompt_usages/);
    }
  });
});
