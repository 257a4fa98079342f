// totalCount of the published lists comes from counts kept by database triggers; after every kind of
// change it must still equal the number of prompts the list really holds.
import type { Prompt } from '@prompt-lib/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from '../../test/app.ts';
import { addPrompt, seedTaxonomy, type TestUser } from './test-data.ts';

describe('list counts', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let admin: TestUser;
  let ids: { categoryId: Record<string, number>; tagId: Record<string, number> };
  beforeAll(async () => {
    ctx = await createTestApp();
    ids = await seedTaxonomy(ctx);
    owner = await createUser(ctx);
    admin = await createUser(ctx, { role: 'admin' });
  });
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: TestUser, payload?: object) =>
    ctx.app.inject({ method, url, headers: who?.auth ?? {}, payload });

  /**
   * Every counted list: its totalCount equals the prompts it lists (all fit on one page here), and
   * pages of one prompt hold the same prompts in the same order (a search's count of title matches
   * decides where its pages switch to the other matches).
   */
  async function expectExactCounts() {
    const lists = [
      '/api/prompts?',
      '/api/prompts/trending?',
      '/api/prompts/featured?',
      '/api/prompts/new?',
      ...Object.keys(ids.categoryId).map((name) => `/api/prompts?category=${name}&`),
      ...Object.values(ids.categoryId).map((id) => `/api/prompts?category=${id}&`),
      ...Object.keys(ids.tagId).map((name) => `/api/prompts?tag=${name}&`),
      '/api/prompts?category=NoSuchCategory&',
      // One-word searches are counted from kept word counts ("writing" and "write" are one word).
      ...['write', 'writing', 'prompt', 'moved', 'subject', 'marketing', 'growth', 'python', 'seo'].map(
        (word) => `/api/prompts/search?query=${word}&`,
      ),
      '/api/prompts/search?query=prompt%20number&',
    ];
    for (const list of lists) {
      const body = (await call('GET', `${list}size=100`)).json();
      expect(body.totalCount, list).toBe(body.list.length);
      const pages = await Promise.all(
        body.list.map(async (_: unknown, page: number) =>
          (await call('GET', `${list}size=1&page=${page}`)).json(),
        ),
      );
      expect(
        pages.flatMap((onePage) => onePage.list.map((p: Prompt) => p.id)),
        list,
      ).toEqual(body.list.map((p: Prompt) => p.id));
    }
  }

  it('stay exact through creates, flags, status changes, edits and deletes', async () => {
    await expectExactCounts();
    const a = await addPrompt(ctx, owner, { categories: ['Writing', 'Coding'], tags: ['email', 'seo'] });
    const b = await addPrompt(ctx, owner, { categories: ['Marketing'], tags: ['python'] });
    const c = await addPrompt(ctx, owner, { categories: ['Writing'], tags: ['email'] }, 'draft');
    await expectExactCounts();
    expect((await call('GET', '/api/prompts?size=1')).json().totalCount).toBe(2);

    await call('PUT', `/api/prompts/${a.id}/trending?trending=true`, admin);
    await call('PUT', `/api/prompts/${b.id}/featured?featured=true`, admin);
    await call('PUT', `/api/prompts/${a.id}/new?isNew=false`, admin);
    await expectExactCounts();

    await call('PUT', `/api/prompts/${a.id}/status?status=archived`, owner);
    await call('PUT', `/api/prompts/${c.id}/status?status=published`, owner);
    await expectExactCounts();

    await call('PUT', `/api/prompts/${c.id}`, owner, {
      title: 'Moved prompt',
      content: 'Now about [subject] in another category.',
      categories: ['Marketing'],
      tags: ['python', 'seo'],
    });
    await expectExactCounts();

    await call('PUT', `/api/prompts/${a.id}/status?status=published`, owner);
    await call('DELETE', `/api/prompts/${b.id}`, owner);
    await expectExactCounts();

    await call('PUT', `/api/categories/${ids.categoryId.Marketing}`, admin, {
      name: 'Growth',
      displayOrder: 1,
    });
    await expectExactCounts();
    expect((await call('GET', '/api/prompts/search?query=growth')).json().totalCount).toBe(1);

    await call('DELETE', `/api/categories/${ids.categoryId.Writing}`, admin);
    await call('DELETE', `/api/tags/${ids.tagId.seo}`, admin);
    await expectExactCounts();
    expect((await call('GET', '/api/prompts?size=1')).json().totalCount).toBe(2);
  });

  it('stay exact through many edits, deletes and curation at the same time', async () => {
    const words = ['amber', 'basalt', 'cobalt', 'dune', 'ember', 'fjord'];
    const extra = (await call('POST', '/api/categories', admin, { name: 'Extra', displayOrder: 5 })).json();
    const many = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        addPrompt(ctx, owner, {
          title: `Parallel ${words[i % 6]} prompt`,
          categories: ['Coding', 'Extra'],
          tags: ['email'],
        }),
      ),
    );
    // Each edit moves words both ways and changes categories and tags, in several statements.
    const answers = await Promise.all([
      ...many.slice(0, 8).map((prompt, i) =>
        call('PUT', `/api/prompts/${prompt.id}`, owner, {
          title: `Parallel ${words[(i + 3) % 6]} and ${words[(i + 1) % 6]}`,
          content: `Compare ${words.slice(i % 3).join(' ')} with [thing].`,
          categories: i % 2 ? ['Coding'] : ['Growth', 'Coding'],
          tags: i % 2 ? ['python', 'email'] : ['email'],
        }),
      ),
      call('DELETE', `/api/prompts/${many[8]?.id}`, owner),
      call('PUT', `/api/prompts/${many[9]?.id}/status?status=archived`, owner),
      call('PUT', `/api/prompts/${many[10]?.id}/trending?trending=true`, admin),
      // A rename rewrites the words of every prompt in the category.
      call('PUT', `/api/categories/${extra.id}`, admin, { name: 'Bonus', displayOrder: 5 }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([...Array(8).fill(200), 204, 200, 200, 200]);
    await expectExactCounts();
    for (const word of words) {
      const body = (await call('GET', `/api/prompts/search?query=${word}&size=100`)).json();
      expect(body.totalCount, word).toBe(body.list.length);
    }
  });
});
