// The account's own data and its end (issue 27): DELETE /auth/me, confirmed by the password or, for an
// account that signs in only through single sign-on, by a recent sign-in; what goes with the account and
// what stays (usage records, images another prompt shows) with every kept number still exact; and
// GET /api/me/export, everything the account holds and none of its secrets.
import { ACCOUNT_MSG, SERVER_MSG } from '@prompt-lib/contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import {
  accessTokens,
  auditLog,
  collections,
  invitations,
  promptRatings,
  promptUsages,
  promptVersions,
  savedPrompts,
  users,
} from '../../db/schema.ts';
import { createTestApp, createUser, type TestContext } from '../../test/app.ts';
import { testEngine } from '../../test/database.ts';
import { keptCountsThatDiffer } from '../../test/recount.ts';
import { addPrompt, errorBody, promptInput, seedTaxonomy, type TestUser } from '../prompts/test-data.ts';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function client(get: () => TestContext) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    get().app.inject({ method, url, headers: token ? bearer(token) : {}, payload });
  const deleteMe = (token: string, payload?: object) => call('DELETE', '/auth/me', token, payload);
  return { call, deleteMe };
}

describe(`account on ${testEngine}`, () => {
  let ctx: TestContext;
  let admin: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
    await seedTaxonomy(ctx);
    admin = await createUser(ctx, { role: 'admin' });
  });
  afterAll(() => ctx.close());

  const { call, deleteMe } = client(() => ctx);
  const db = () => ctx.database.db;
  const accessToken = async (user: TestUser, name = 'A script') => {
    const res = await call('POST', '/api/tokens', user.token, { name });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: number; token: string };
  };
  /** A real image, uploaded through the API; a colour of its own makes an image of its own. */
  const uploadImage = async (user: TestUser, colour: string, purpose = 'prompt') => {
    const form = new FormData();
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: colour } })
      .png()
      .toBuffer();
    form.append('file', new Blob([new Uint8Array(png)]), 'picture.png');
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/assets/image/upload?purpose=${purpose}`,
      payload: form,
      headers: user.auth,
    });
    expect(res.statusCode).toBe(201);
    return res.json().url as string;
  };
  const imageStatus = async (url: string) => (await call('GET', url)).statusCode;
  const rate = async (user: TestUser, promptId: number, value: number) => {
    const res = await call('PUT', `/api/prompts/${promptId}/rating`, user.token, { value });
    expect(res.statusCode).toBe(200);
  };
  const copy = async (promptId: number, user?: TestUser) => {
    const res = await call(
      'POST',
      `/api/prompt-usage/record?promptId=${promptId}&actionType=COPY`,
      user?.token,
    );
    expect(res.statusCode).toBe(201);
  };
  const readPrompt = (id: number, token = admin.token) => call('GET', `/api/prompts/${id}`, token);
  const addToNewCollection = async (user: TestUser, name: string, promptIds: number[]) => {
    const created = await call('POST', '/api/collections', user.token, { name });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    for (const promptId of promptIds) {
      expect((await call('PUT', `/api/collections/${id}/prompts/${promptId}`, user.token)).statusCode).toBe(
        201,
      );
    }
    return id as number;
  };
  const ssoOnly = async (lastSignInMinutesAgo: number | null) => {
    const user = await createUser(ctx);
    await db()
      .update(users)
      .set({
        passwordHash: null,
        lastSignInAt:
          lastSignInMinutesAgo === null ? null : new Date(Date.now() - lastSignInMinutesAgo * 60_000),
      })
      .where(eq(users.id, user.id));
    return user;
  };
  const stillThere = async (id: number) =>
    (await db().select().from(users).where(eq(users.id, id))).length === 1;
  const deletedEntries = (userId: number) =>
    db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.type, 'account.deleted'))
      .orderBy(asc(auditLog.id))
      .then((rows) => rows.filter((row) => row.target?.startsWith(`user:${userId} `)));

  describe('DELETE /auth/me: confirmation', () => {
    it('asks for the password, and refuses a wrong one', async () => {
      const user = await createUser(ctx);
      expect((await deleteMe(user.token, {})).json()).toEqual(
        errorBody(400, 'Bad Request', ACCOUNT_MSG.passwordRequiredToDelete),
      );
      expect((await deleteMe(user.token, { password: '' })).json()).toEqual(
        errorBody(400, 'Bad Request', ACCOUNT_MSG.passwordRequiredToDelete),
      );
      expect((await deleteMe(user.token)).json()).toEqual(
        errorBody(400, 'Bad Request', ACCOUNT_MSG.passwordRequiredToDelete),
      );
      expect((await deleteMe(user.token, { password: 'not-my-password' })).json()).toEqual(
        errorBody(400, 'Bad Request', ACCOUNT_MSG.passwordIncorrect),
      );
      expect(await stillThere(user.id)).toBe(true);
      expect((await call('GET', '/auth/me', user.token)).statusCode).toBe(200);
      expect(await deletedEntries(user.id)).toEqual([]);
    });

    it('is refused to anonymous callers (401) and to personal access tokens (403)', async () => {
      const user = await createUser(ctx);
      const { token } = await accessToken(user);
      expect((await call('DELETE', '/auth/me', undefined, { password: user.password })).statusCode).toBe(401);
      expect((await deleteMe(token, { password: user.password })).json()).toEqual(
        errorBody(403, 'Forbidden', SERVER_MSG.tokenCannotDoThis),
      );
      expect(await stillThere(user.id)).toBe(true);
    });

    it('asks an account that signs in only through SSO for a sign-in in the last 10 minutes', async () => {
      const signInAgain = errorBody(403, 'Forbidden', ACCOUNT_MSG.signInAgain);
      const stale = await ssoOnly(11);
      expect((await deleteMe(stale.token, {})).json()).toEqual(signInAgain);
      const never = await ssoOnly(null);
      expect((await deleteMe(never.token, {})).json()).toEqual(signInAgain);
      expect(await stillThere(stale.id)).toBe(true);
      expect(await stillThere(never.id)).toBe(true);

      const recent = await ssoOnly(5);
      expect((await deleteMe(recent.token, {})).statusCode).toBe(204);
      expect(await stillThere(recent.id)).toBe(false);
      // It has no password to send: a request without a body is as good.
      const recentToo = await ssoOnly(1);
      const nobody = await deleteMe(recentToo.token);
      expect(nobody.statusCode).toBe(204);
      expect(await stillThere(recentToo.id)).toBe(false);
    });
  });

  describe('DELETE /auth/me: what goes and what stays', () => {
    it('takes the account with everything it holds, keeps usage records and every kept number exact', async () => {
      // The leaver is an admin (another admin stays), so it can have made an invitation.
      const leaver = await createUser(ctx, { role: 'admin' });
      const other = await createUser(ctx);
      const fan = await createUser(ctx);

      const onlyMine = await uploadImage(leaver, '#102030');
      const inOldVersion = await uploadImage(leaver, '#203040');
      const shared = await uploadImage(leaver, '#304050');
      const avatar = await uploadImage(leaver, '#405060', 'avatar');
      const profile = await call('PUT', '/auth/me', leaver.token, {
        username: leaver.username,
        avatarUrl: avatar,
      });
      expect(profile.statusCode).toBe(200);

      // Its prompts: one edited (two versions), with images and a rating; a draft; one sharing an image.
      const edited = await addPrompt(ctx, leaver, { imageUrls: [inOldVersion] });
      const replaced = await call(
        'PUT',
        `/api/prompts/${edited.id}`,
        leaver.token,
        promptInput({ title: 'Edited and illustrated', imageUrls: [onlyMine] }),
      );
      expect(replaced.json()).toMatchObject({ version: 2, imageUrls: [onlyMine] });
      const draft = await addPrompt(ctx, leaver, {}, 'draft');
      const sharing = await addPrompt(ctx, leaver, { imageUrls: [shared] });
      const mine = [edited.id, draft.id, sharing.id];
      await rate(fan, edited.id, 5);
      await copy(edited.id, fan);

      // Others' prompts it rated, saved, collected and copied.
      const usesShared = await addPrompt(ctx, other, { imageUrls: [shared] });
      const ratedByTwo = await addPrompt(ctx, other);
      const ratedByLeaverOnly = await addPrompt(ctx, other);
      await rate(leaver, ratedByTwo.id, 1);
      await rate(fan, ratedByTwo.id, 4);
      await rate(leaver, ratedByLeaverOnly.id, 2);
      await rate(fan, usesShared.id, 3);
      expect((await readPrompt(ratedByTwo.id)).json()).toMatchObject({ rating: 2.5, ratingCount: 2 });
      await addToNewCollection(leaver, 'My favourites', [ratedByTwo.id, edited.id]);
      expect((await call('POST', `/api/saved-prompts/${usesShared.id}`, leaver.token)).statusCode).toBe(201);
      await copy(ratedByTwo.id, leaver);
      await copy(ratedByTwo.id, leaver);
      await copy(usesShared.id, leaver);
      const script = await accessToken(leaver);
      const invited = await call('POST', '/api/invitations', leaver.token, { email: 'friend@example.com' });
      expect(invited.statusCode).toBe(201);
      const invitation = new URL(invited.json().url).searchParams.get('invitation') ?? '';
      expect((await call('GET', `/auth/invitations/${invitation}`)).statusCode).toBe(200);

      const usesBefore = await Promise.all(
        [ratedByTwo, usesShared].map(async (p) => (await readPrompt(p.id)).json().usesCount),
      );
      expect(usesBefore).toEqual([2, 1]);
      const leaverUsages = await db()
        .select({ id: promptUsages.id })
        .from(promptUsages)
        .where(eq(promptUsages.userId, leaver.id));
      expect(leaverUsages).toHaveLength(3);

      // The web app shows smaller copies too (srcset), which the server keeps on disk once made.
      const smallCopy = `${onlyMine}?w=320`;
      expect(await imageStatus(smallCopy)).toBe(200);

      const res = await deleteMe(leaver.token, { password: leaver.password });
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');

      // Signed out for good, every way it came in.
      expect((await call('GET', '/auth/me', leaver.token)).statusCode).toBe(401);
      expect((await call('GET', '/auth/me', script.token)).statusCode).toBe(401);
      const signIn = await ctx.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { email: leaver.email, password: leaver.password },
      });
      expect(signIn.statusCode).toBe(401);

      // Its prompts, with their versions and the ratings they received.
      for (const id of mine) expect((await readPrompt(id)).statusCode).toBe(404);
      expect(await db().select().from(promptVersions).where(inArray(promptVersions.promptId, mine))).toEqual(
        [],
      );
      expect(await db().select().from(promptRatings).where(inArray(promptRatings.promptId, mine))).toEqual(
        [],
      );
      // The images only its prompts and its avatar showed; not one another prompt shows.
      expect(await Promise.all([onlyMine, inOldVersion, avatar].map(imageStatus))).toEqual([404, 404, 404]);
      expect(await imageStatus(smallCopy)).toBe(404);
      expect(await imageStatus(shared)).toBe(200);
      expect((await readPrompt(usesShared.id)).json()).toMatchObject({ imageUrls: [shared] });

      // Its collections, saves, tokens and invitations.
      expect(await db().select().from(collections).where(eq(collections.ownerId, leaver.id))).toEqual([]);
      expect(await db().select().from(savedPrompts).where(eq(savedPrompts.userId, leaver.id))).toEqual([]);
      expect(await db().select().from(accessTokens).where(eq(accessTokens.userId, leaver.id))).toEqual([]);
      expect(await db().select().from(invitations).where(eq(invitations.createdBy, leaver.id))).toEqual([]);
      expect((await call('GET', `/auth/invitations/${invitation}`)).statusCode).toBe(404);

      // The ratings it gave, with the rated prompts' kept mean and count as a recount makes them.
      expect(await db().select().from(promptRatings).where(eq(promptRatings.userId, leaver.id))).toEqual([]);
      expect((await readPrompt(ratedByTwo.id)).json()).toMatchObject({ rating: 4, ratingCount: 1 });
      expect((await readPrompt(ratedByLeaverOnly.id)).json()).toMatchObject({ rating: 0, ratingCount: 0 });
      expect((await readPrompt(usesShared.id)).json()).toMatchObject({ rating: 3, ratingCount: 1 });
      expect(
        await queryRows(
          db(),
          sql`select p.id from prompts p
              where p.rating_count <> (select count(*) from prompt_ratings r where r.prompt_id = p.id)
                 or p.rating <> coalesce((select round(avg(value), 1) from prompt_ratings r where r.prompt_id = p.id), 0)`,
        ),
      ).toEqual([]);

      // Its usage records stay, without it, and the counts they make do not move.
      const kept = await db()
        .select({ userId: promptUsages.userId })
        .from(promptUsages)
        .where(
          inArray(
            promptUsages.id,
            leaverUsages.map((u) => u.id),
          ),
        );
      expect(kept).toEqual([{ userId: null }, { userId: null }, { userId: null }]);
      const usesAfter = await Promise.all(
        [ratedByTwo, usesShared].map(async (p) => (await readPrompt(p.id)).json().usesCount),
      );
      expect(usesAfter).toEqual(usesBefore);

      // The lists, categories, tags and words still count what they hold.
      expect(await keptCountsThatDiffer(db())).toEqual([]);
      const [entry] = await deletedEntries(leaver.id);
      expect(entry).toMatchObject({
        actorId: null,
        target: `user:${leaver.id} ${leaver.username}`,
        details: { by: 'self', prompts: 'delete' },
      });
    });
  });

  describe('GET /api/me/export', () => {
    it('downloads everything the account holds as one JSON file, and none of its secrets', async () => {
      const user = await createUser(ctx);
      const other = await createUser(ctx);
      const published = await addPrompt(ctx, user, { title: 'Exported and edited' });
      await call(
        'PUT',
        `/api/prompts/${published.id}`,
        user.token,
        promptInput({ title: 'Exported, second take' }),
      );
      const draft = await addPrompt(ctx, user, { title: 'A draft of mine' }, 'draft');
      const archived = await addPrompt(ctx, user, {}, 'archived');
      const theirs = await addPrompt(ctx, other, { title: 'Not mine to export' });
      await addPrompt(ctx, other, { title: 'Their secret draft' }, 'draft');
      const collectionId = await addToNewCollection(user, 'Reading list', [theirs.id, published.id]);
      await rate(user, theirs.id, 4);
      await rate(other, published.id, 2);
      await copy(theirs.id, user);
      await copy(theirs.id, other);
      const script = await accessToken(user, 'Export script');
      const comment = (
        await call('POST', `/api/prompts/${theirs.id}/comments`, user.token, { body: 'Lovely, thanks' })
      ).json();
      await call('POST', `/api/prompts/${published.id}/comments`, other.token, { body: 'Not my words' });
      const suggestion = (
        await call('POST', `/api/prompts/${theirs.id}/suggestions`, user.token, {
          ...promptInput({ title: 'Not mine, better worded' }),
          message: 'A clearer title',
        })
      ).json();

      const res = await call('GET', '/api/me/export', user.token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['cache-control']).toBe('no-store');
      const data = res.json();
      const day = new Date().toISOString().slice(0, 10);
      expect(data.exportedAt.slice(0, 10)).toBe(day);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="prompt-lib-my-data-${day}.json"`,
      );

      const me = (await call('GET', '/auth/me', user.token)).json();
      expect(data.profile).toEqual(me);
      expect(data.prompts.map((p: { id: number; status: string }) => [p.id, p.status])).toEqual([
        [published.id, 'published'],
        [draft.id, 'draft'],
        [archived.id, 'archived'],
      ]);
      const [first] = data.prompts;
      expect(first).toMatchObject({
        title: 'Exported, second take',
        categories: ['Writing'],
        tags: ['email'],
        rating: 2,
        ratingCount: 1,
      });
      expect(first.versions.map((v: { version: number; title: string }) => [v.version, v.title])).toEqual([
        [1, 'Exported and edited'],
        [2, 'Exported, second take'],
      ]);
      expect(data.prompts[1].versions).toHaveLength(1);
      expect(data.collections).toEqual([
        expect.objectContaining({
          id: collectionId,
          name: 'Reading list',
          promptIds: [theirs.id, published.id],
        }),
      ]);
      // Adding to a collection saves the prompt too.
      expect(data.savedPrompts.map((s: { promptId: number }) => s.promptId).sort()).toEqual(
        [theirs.id, published.id].sort(),
      );
      expect(data.ratingsGiven).toEqual([
        expect.objectContaining({ promptId: theirs.id, title: 'Not mine to export', value: 4 }),
      ]);
      expect(data.usageRecords).toEqual([
        expect.objectContaining({ promptId: theirs.id, actionType: 'COPY' }),
      ]);
      expect(data.comments).toEqual([
        expect.objectContaining({
          id: comment.id,
          promptId: theirs.id,
          parentId: null,
          body: 'Lovely, thanks',
        }),
      ]);
      expect(data.suggestions).toEqual([
        expect.objectContaining({
          id: suggestion.id,
          promptId: theirs.id,
          status: 'open',
          message: 'A clearer title',
          title: 'Not mine, better worded',
        }),
      ]);
      expect(data.accessTokens).toEqual([
        {
          id: script.id,
          name: 'Export script',
          createdAt: expect.any(String),
          lastUsedAt: null,
          expiresAt: null,
        },
      ]);

      expect(res.body).not.toMatch(/argon2/i);
      expect(res.body).not.toContain('plib_');
      expect(res.body).not.toContain(script.token.slice(5));
      expect(res.body).not.toContain(user.token);
      expect(res.body).not.toContain('Their secret draft');
    });

    it('is refused to anonymous callers (401) and to personal access tokens (403)', async () => {
      const user = await createUser(ctx);
      const { token } = await accessToken(user);
      expect((await call('GET', '/api/me/export')).statusCode).toBe(401);
      expect((await call('GET', '/api/me/export', token)).json()).toEqual(
        errorBody(403, 'Forbidden', SERVER_MSG.tokenCannotDoThis),
      );
    });
  });
});

describe(`the last active admin's own account on ${testEngine}`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());
  const { call, deleteMe } = client(() => ctx);

  it('cannot be deleted until another admin is active', async () => {
    const only = await createUser(ctx, { role: 'admin' });
    const disabledAdmin = await createUser(ctx, { role: 'admin' });
    await ctx.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, disabledAdmin.id));
    expect((await deleteMe(only.token, { password: only.password })).json()).toEqual(
      errorBody(409, 'Conflict', ACCOUNT_MSG.lastAdmin),
    );
    expect((await call('GET', '/auth/me', only.token)).statusCode).toBe(200);

    await ctx.database.db.update(users).set({ status: 'active' }).where(eq(users.id, disabledAdmin.id));
    expect((await deleteMe(only.token, { password: only.password })).statusCode).toBe(204);
    expect((await call('GET', '/auth/me', only.token)).statusCode).toBe(401);
  });
});
