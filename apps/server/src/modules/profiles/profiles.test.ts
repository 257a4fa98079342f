// Public profiles (issue 29): GET /api/users/{username}/profile and /prompts count only what the
// caller may see (a visitor, a colleague in the owner's group, an outsider, the owner), an unknown or
// disabled account is a 404, behind sign-in a visitor gets a 401, and the bio of PUT /auth/me is
// checked, trimmed and shown.
import type { PromptPage, PublicProfile } from '@prompt-lib/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from '../../test/app.ts';
import { addPrompt, errorBody, seedTaxonomy, type TestUser } from '../prompts/test-data.ts';

describe('public profiles', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let owner: TestUser;
  let colleague: TestUser;
  let outsider: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedTaxonomy(ctx);
    admin = await createUser(ctx, { role: 'admin', username: 'boss' });
    owner = await createUser(ctx, { username: 'olivia' });
    colleague = await createUser(ctx, { username: 'carl' });
    outsider = await createUser(ctx, { username: 'otto' });
    const group = async (name: string, members: TestUser[]) => {
      const id: number = (await call('POST', '/api/groups', admin, { name })).json().id;
      for (const member of members)
        await call('PUT', `/api/groups/${id}/members/${member.id}`, admin, { role: 'member' });
      return id;
    };
    const marketing = await group('Marketing', [owner, colleague]);
    await group('Sales', [outsider]);
    const rate = async (id: number, who: TestUser, value: number) => {
      const res = await call('PUT', `/api/prompts/${id}/rating`, who, { value });
      if (res.statusCode !== 200) throw new Error(`rating failed: ${res.statusCode} ${res.body}`);
    };
    // Public: rated 5 and 3. Internal: rated 2. Private to Marketing: rated 1. A public draft: unseen.
    const open = await addPrompt(ctx, owner, { title: 'Alpha public' });
    const internal = await addPrompt(ctx, owner, { title: 'Bravo internal', visibility: 'internal' });
    const team = await addPrompt(ctx, owner, {
      title: 'Charlie team',
      visibility: 'private',
      sharedWith: [{ kind: 'group', id: marketing, canEdit: false }],
    });
    await addPrompt(ctx, owner, { title: 'Delta draft' }, 'draft');
    await rate(open.id, colleague, 5);
    await rate(open.id, outsider, 3);
    await rate(internal.id, outsider, 2);
    await rate(team.id, colleague, 1);
  });
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, who?: TestUser, payload?: object) =>
    ctx.app.inject({ method, url, headers: who?.auth ?? {}, payload });
  const profile = async (username: string, who?: TestUser) => {
    const res = await call('GET', `/api/users/${username}/profile`, who);
    expect(res.statusCode).toBe(200);
    return res.json() as PublicProfile;
  };
  const titles = async (username: string, who?: TestUser, query = 'sort=title,asc') => {
    const res = await call('GET', `/api/users/${username}/prompts?${query}`, who);
    expect(res.statusCode).toBe(200);
    const page = res.json() as PromptPage;
    return { titles: page.list.map((prompt) => prompt.title), totalCount: page.totalCount };
  };

  it('counts for each caller only the published prompts they may see, and those prompts’ ratings', async () => {
    expect(await profile('olivia')).toEqual({
      username: 'olivia',
      avatarUrl: null,
      bio: null,
      joinedAt: expect.any(String),
      promptCount: 1,
      ratingAverage: 4,
      ratingCount: 2,
    });
    // 5, 3, 2: an outsider reads internal prompts too.
    expect(await profile('olivia', outsider)).toMatchObject({
      promptCount: 2,
      ratingAverage: 3.3,
      ratingCount: 3,
    });
    // 5, 3, 2, 1: a member of the group reads the private prompt shared with it.
    expect(await profile('olivia', colleague)).toMatchObject({
      promptCount: 3,
      ratingAverage: 2.8,
      ratingCount: 4,
    });
    // The draft is in its owner's own lists, not on a profile, even to its owner and admins.
    expect(await profile('olivia', owner)).toMatchObject({ promptCount: 3, ratingCount: 4 });
    expect(await profile('olivia', admin)).toMatchObject({ promptCount: 3, ratingCount: 4 });
  });

  it('lists the same prompts, paged and sorted like the other lists', async () => {
    expect(await titles('olivia')).toEqual({ titles: ['Alpha public'], totalCount: 1 });
    expect(await titles('olivia', outsider)).toEqual({
      titles: ['Alpha public', 'Bravo internal'],
      totalCount: 2,
    });
    expect(await titles('olivia', colleague)).toEqual({
      titles: ['Alpha public', 'Bravo internal', 'Charlie team'],
      totalCount: 3,
    });
    expect(await titles('olivia', colleague, 'sort=title,asc&size=2&page=1')).toEqual({
      titles: ['Charlie team'],
      totalCount: 3,
    });
    // Newest first by default.
    expect((await titles('olivia', owner, '')).titles).toEqual([
      'Charlie team',
      'Bravo internal',
      'Alpha public',
    ]);
    const bad = await call('GET', '/api/users/olivia/prompts?size=500');
    expect(bad.statusCode).toBe(400);
  });

  it('finds the username case-insensitively and never shows an e-mail', async () => {
    const res = await call('GET', '/api/users/OLIVIA/profile', colleague);
    expect(res.json()).toMatchObject({ username: 'olivia', promptCount: 3 });
    expect(res.body).not.toContain('@example');
    expect((await call('GET', '/api/users/OLIVIA/prompts')).json().totalCount).toBe(1);
  });

  it('answers an account with nothing the caller may see, with zero counts and no average', async () => {
    await createUser(ctx, { username: 'nina' });
    expect(await profile('nina', outsider)).toMatchObject({
      username: 'nina',
      promptCount: 0,
      ratingAverage: null,
      ratingCount: 0,
    });
    expect(await titles('nina')).toEqual({ titles: [], totalCount: 0 });
  });

  it('answers 404 for an unknown account and for a disabled one', async () => {
    const missing = errorBody(404, 'Not Found', 'User not found');
    for (const path of ['profile', 'prompts']) {
      const res = await call('GET', `/api/users/nobody-here/${path}`, admin);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(missing);
    }
    const dora = await createUser(ctx, { username: 'dora' });
    await addPrompt(ctx, dora, { title: 'Dora public' });
    expect((await call('GET', '/api/users/dora/profile')).statusCode).toBe(200);
    const disabled = await call('PUT', `/api/users/${dora.id}`, admin, { status: 'disabled' });
    expect(disabled.statusCode).toBe(200);
    for (const who of [undefined, colleague, admin]) {
      expect((await call('GET', '/api/users/dora/profile', who)).json()).toEqual(missing);
      expect((await call('GET', '/api/users/dora/prompts', who)).statusCode).toBe(404);
    }
  });

  it('behind sign-in answers a visitor 401 and a signed-in caller as before', async () => {
    const settings = ctx.app.settings.current();
    await ctx.app.settings.save({ ...settings, access: 'signed-in' });
    try {
      for (const path of ['profile', 'prompts']) {
        expect((await call('GET', `/api/users/olivia/${path}`)).statusCode).toBe(401);
        expect((await call('GET', `/api/users/olivia/${path}`, outsider)).statusCode).toBe(200);
      }
      expect(await profile('olivia', outsider)).toMatchObject({ promptCount: 2 });
    } finally {
      await ctx.app.settings.save(settings);
    }
  });

  it('keeps a bio of at most 500 characters, trimmed, shows it on the profile, and clears it when blank', async () => {
    const writer = await createUser(ctx, { username: 'wendy' });
    const put = (body: object) => call('PUT', '/auth/me', writer, { username: 'wendy', ...body });
    const long = await put({ bio: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual(errorBody(400, 'Bad Request', 'Bio must be at most 500 characters'));
    expect((await put({ bio: `  ${'y'.repeat(500)}  ` })).statusCode).toBe(200);

    const saved = await put({ bio: '  Writes <b>cold e-mails</b>.\nAnd more.  ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().bio).toBe('Writes <b>cold e-mails</b>.\nAnd more.');
    expect((await call('GET', '/auth/me', writer)).json().bio).toBe('Writes <b>cold e-mails</b>.\nAnd more.');
    expect((await profile('wendy')).bio).toBe('Writes <b>cold e-mails</b>.\nAnd more.');
    // Left out: unchanged; blank: cleared.
    expect((await put({})).json().bio).toBe('Writes <b>cold e-mails</b>.\nAnd more.');
    expect((await put({ bio: '   ' })).json().bio).toBeNull();
    expect((await profile('wendy')).bio).toBeNull();
  });
});
