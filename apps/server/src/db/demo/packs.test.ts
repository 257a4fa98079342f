// Demo packs and copies: the spec's four starter packs with their sizes, and a "Popular now" list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { loadDemoData } from './load.ts';

describe('demo packs', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    await loadDemoData(ctx.database.db);
  });
  afterAll(() => ctx.close());

  const get = async (url: string) => (await ctx.app.inject({ method: 'GET', url })).json();

  it('ships the four starter packs of the spec, in order, with 15, 20, 25 and 18 prompts', async () => {
    const packs = await get('/api/collections/packs');
    expect(
      packs.map((p: { name: string; promptCount: number; packIcon: string }) => [
        p.name,
        p.promptCount,
        p.packIcon,
      ]),
    ).toEqual([
      ['Job Hunt Pack', 15, 'briefcase'],
      ['Startup Pack', 20, 'rocket'],
      ['Content Creator Pack', 25, 'pen'],
      ['Developer Pack', 18, 'code'],
    ]);
    const developer = await get(`/api/collections/${packs[3].id}`);
    expect(developer.prompts[0].categories).toContain('Coding');
    expect(developer.owner.username).toBe('admin');
  });

  it('has recent copies, so Popular now is not empty on a first start', async () => {
    const popular = await get('/api/prompts/popular?size=6');
    expect(popular.totalCount).toBeGreaterThanOrEqual(6);
    expect(popular.list).toHaveLength(6);
  });
});
