// Ratings: the rules and answers of PUT/DELETE /api/prompts/{id}/rating, and the mean and count the
// prompt keeps, exact under parallel ratings.
import { SERVER_MSG } from '@prompt-lib/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promptRatings } from '../../db/schema.ts';
import { createTestApp, createUser, type TestContext } from '../../test/app.ts';
import { addPrompt, errorBody, seedTaxonomy, type TestUser } from '../prompts/test-data.ts';

describe('ratings', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let rater: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedTaxonomy(ctx);
    owner = await createUser(ctx);
    rater = await createUser(ctx);
    admin = await createUser(ctx, { role: 'admin' });
  });
  afterAll(() => ctx.close());

  const rate = (id: number, value: unknown, user?: TestUser) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/prompts/${id}/rating`,
      headers: user?.auth ?? {},
      payload: { value },
    });
  const unrate = (id: number, user?: TestUser) =>
    ctx.app.inject({ method: 'DELETE', url: `/api/prompts/${id}/rating`, headers: user?.auth ?? {} });
  const read = async (id: number, user?: TestUser) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/prompts/${id}`, headers: user?.auth ?? {} })).json();

  it('keeps the mean to one decimal and the count, replaces a second rating, and withdraws one', async () => {
    const prompt = await addPrompt(ctx, owner);
    expect(prompt).toMatchObject({ rating: 0, ratingCount: 0 });
    const first = await rate(prompt.id, 4, rater);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ promptId: prompt.id, rating: 4, ratingCount: 1, myRating: 4 });
    expect((await rate(prompt.id, 5, admin)).json()).toMatchObject({ rating: 4.5, ratingCount: 2 });
    const third = await createUser(ctx);
    expect((await rate(prompt.id, 5, third)).json()).toMatchObject({ rating: 4.7, ratingCount: 3 });
    // Rating again replaces: 2 + 5 + 5 over three.
    expect((await rate(prompt.id, 2, rater)).json()).toEqual({
      promptId: prompt.id,
      rating: 4,
      ratingCount: 3,
      myRating: 2,
    });
    expect(await read(prompt.id, rater)).toMatchObject({ rating: 4, ratingCount: 3, myRating: 2 });
    const withdrawn = await unrate(prompt.id, rater);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toEqual({ promptId: prompt.id, rating: 5, ratingCount: 2, myRating: null });
    expect(await read(prompt.id, rater)).toMatchObject({ rating: 5, ratingCount: 2, myRating: null });
    // Lists carry the same kept numbers.
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/prompts?size=100' })).json();
    expect(list.list.find((p: { id: number }) => p.id === prompt.id)).toMatchObject({
      rating: 5,
      ratingCount: 2,
    });
  });

  it('shows myRating to signed-in callers only', async () => {
    const prompt = await addPrompt(ctx, owner);
    expect(await read(prompt.id)).not.toHaveProperty('myRating');
    expect((await read(prompt.id, rater)).myRating).toBeNull();
  });

  it('refuses the owner (403), drafts and archived prompts (404), unknown prompts (404)', async () => {
    const prompt = await addPrompt(ctx, owner);
    expect((await rate(prompt.id, 5, owner)).json()).toEqual(
      errorBody(403, 'Forbidden', SERVER_MSG.cannotRateOwn),
    );
    for (const status of ['draft', 'archived'] as const) {
      const hidden = await addPrompt(ctx, owner, {}, status);
      expect((await rate(hidden.id, 5, rater)).json()).toEqual(
        errorBody(404, 'Not Found', SERVER_MSG.promptNotFound),
      );
      // Not even an admin, who may read it.
      expect((await rate(hidden.id, 5, admin)).statusCode).toBe(404);
    }
    expect((await rate(999999, 5, rater)).statusCode).toBe(404);
    expect((await rate(2 ** 40, 5, rater)).statusCode).toBe(404);
    expect(await read(prompt.id)).toMatchObject({ rating: 0, ratingCount: 0 });
  });

  it('answers 400 to a value that is not a whole number from 1 to 5, changing nothing', async () => {
    const prompt = await addPrompt(ctx, owner);
    for (const value of [0, 6, 4.5, -1, '4', null, undefined, true]) {
      expect((await rate(prompt.id, value, rater)).json()).toEqual(
        errorBody(400, 'Bad Request', 'value: Rating must be a whole number from 1 to 5'),
      );
    }
    expect(await read(prompt.id, rater)).toMatchObject({ rating: 0, ratingCount: 0, myRating: null });
  });

  it('answers 401 to anonymous callers and 404 to withdrawing a rating that does not exist', async () => {
    const prompt = await addPrompt(ctx, owner);
    expect((await rate(prompt.id, 3)).json()).toEqual(
      errorBody(401, 'Unauthorized', SERVER_MSG.unauthorized),
    );
    expect((await unrate(prompt.id)).statusCode).toBe(401);
    expect((await unrate(prompt.id, rater)).json()).toEqual(errorBody(404, 'Not Found', SERVER_MSG.notRated));
  });

  it('keeps an exact mean and count under 20 parallel ratings of one prompt', async () => {
    const prompt = await addPrompt(ctx, owner);
    const raters = await Promise.all(Array.from({ length: 20 }, () => createUser(ctx)));
    const values = raters.map((_, i) => (i % 5) + 1);
    const answers = await Promise.all(raters.map((user, i) => rate(prompt.id, values[i], user)));
    expect(answers.map((res) => res.statusCode)).toEqual(raters.map(() => 200));
    const rows = await ctx.database.db
      .select()
      .from(promptRatings)
      .where(eq(promptRatings.promptId, prompt.id));
    expect(rows).toHaveLength(20);
    // 4 of each of 1..5: a mean of exactly 3.
    expect(await read(prompt.id)).toMatchObject({ rating: 3, ratingCount: 20 });
    // And withdrawn in parallel, back to nothing.
    await Promise.all(raters.map((user) => unrate(prompt.id, user)));
    expect(await read(prompt.id)).toMatchObject({ rating: 0, ratingCount: 0 });
  });

  it('sorts by rating, then by how many ratings, then newest', async () => {
    const category = 'Coding';
    const [a, b, c] = [
      await addPrompt(ctx, owner, { categories: [category], tags: ['python'] }),
      await addPrompt(ctx, owner, { categories: [category], tags: ['python'] }),
      await addPrompt(ctx, owner, { categories: [category], tags: ['python'] }),
    ];
    const second = await createUser(ctx);
    await rate(a.id, 4, rater);
    await rate(a.id, 4, second);
    await rate(b.id, 4, rater);
    await rate(c.id, 5, rater);
    const list = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/prompts?category=${category}&tag=python&sort=rating,desc&size=3`,
      })
    ).json();
    expect(list.list.map((p: { id: number }) => p.id)).toEqual([c.id, a.id, b.id]);
  });

  it('goes with the prompt when it is deleted', async () => {
    const prompt = await addPrompt(ctx, owner);
    await rate(prompt.id, 5, rater);
    await ctx.app.inject({ method: 'DELETE', url: `/api/prompts/${prompt.id}`, headers: owner.auth });
    const rows = await ctx.database.db
      .select()
      .from(promptRatings)
      .where(eq(promptRatings.promptId, prompt.id));
    expect(rows).toHaveLength(0);
  });
});
