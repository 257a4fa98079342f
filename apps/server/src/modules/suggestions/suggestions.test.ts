// Suggested edits (issue 29): making one (who may, the checks of a prompt's own fields, a message, no
// suggestion that changes nothing, 20 a day), who lists which, the inbox's two boxes, accepting as a
// version credited to the suggester with the accepter recorded, the 409 of a stale suggestion and its
// force, declining with a reason, withdrawing, and the 409 of a suggestion no longer open.
import { SUGGESTION_MSG, SUGGESTION_STALE_ERROR, SUGGESTIONS_PER_DAY } from '@prompt-lib/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { promptSuggestions } from '../../db/schema.ts';
import { createTestApp, createUser, type TestContext } from '../../test/app.ts';
import { addPrompt, errorBody, seedTaxonomy, type TestUser } from '../prompts/test-data.ts';

describe('suggested edits', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let reader: TestUser;
  let other: TestUser;
  let editor: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedTaxonomy(ctx);
    owner = await createUser(ctx, { username: 'olivia' });
    reader = await createUser(ctx, { username: 'rita' });
    other = await createUser(ctx, { username: 'otto' });
    editor = await createUser(ctx, { username: 'eddie' });
    admin = await createUser(ctx, { role: 'admin', username: 'boss' });
  });
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user?: TestUser, payload?: object) =>
    ctx.app.inject({ method, url, headers: user?.auth ?? {}, ...(payload ? { payload } : {}) });
  /** The owner's public prompt, which `editor` may edit through a share by name. */
  const ownersPrompt = () =>
    addPrompt(ctx, owner, {
      title: 'Cold email',
      content: 'Write a cold email to [name] about [product].',
      previewText: 'An email',
      categories: ['Writing'],
      tags: ['email'],
      imageUrls: ['/api/v1/assets/image/kept.webp'],
      sharedWith: [{ kind: 'user', id: editor.id, canEdit: true }],
    });
  const edit = (overrides: object = {}) => ({
    title: 'Cold email that lands',
    content: 'Write a short cold email to [name] about [product], with one question.',
    previewText: 'An email',
    categories: ['Writing'],
    tags: ['email', 'seo'],
    message: 'Shorter, and ends on a question',
    ...overrides,
  });
  const suggest = async (promptId: number, user: TestUser, overrides: object = {}) => {
    const res = await call('POST', `/api/prompts/${promptId}/suggestions`, user, edit(overrides));
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; status: string };
  };
  const listed = async (url: string, user: TestUser) => {
    const res = await call('GET', url, user);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { list: { id: number; status: string }[]; totalCount: number };
  };
  const idsOf = (page: { list: { id: number }[] }) => page.list.map((s) => s.id);

  it('lets a reader suggest an edit, answered in full', async () => {
    const prompt = await ownersPrompt();
    const res = await call(
      'POST',
      `/api/prompts/${prompt.id}/suggestions`,
      reader,
      edit({ message: '  Why  ' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      promptId: prompt.id,
      promptTitle: 'Cold email',
      baseVersion: 1,
      status: 'open',
      author: { id: reader.id, username: 'rita' },
      message: 'Why',
      title: 'Cold email that lands',
      content: 'Write a short cold email to [name] about [product], with one question.',
      previewText: 'An email',
      categories: ['Writing'],
      tags: ['email', 'seo'],
      declineReason: null,
      decidedAt: null,
      createdAt: expect.any(String),
    });
    // Categories and tags are matched as on create, and stored in their own spelling.
    const spelled = await suggest(prompt.id, other, { categories: ['writing', 'Writing'], tags: ['SEO'] });
    expect(spelled).toMatchObject({ categories: ['Writing'], tags: ['seo'] });
  });

  it('refuses the owner, editors and admins, visitors, those who may not see it, and a suggestion that changes nothing', async () => {
    const prompt = await ownersPrompt();
    const url = `/api/prompts/${prompt.id}/suggestions`;
    for (const who of [owner, editor, admin]) {
      expect((await call('POST', url, who, edit())).json()).toEqual(
        errorBody(400, 'Bad Request', SUGGESTION_MSG.ownPrompt),
      );
    }
    expect((await call('POST', url, undefined, edit())).statusCode).toBe(401);
    const draft = await addPrompt(ctx, owner, {}, 'draft');
    expect((await call('POST', `/api/prompts/${draft.id}/suggestions`, reader, edit())).statusCode).toBe(404);
    expect((await call('POST', '/api/prompts/999999/suggestions', reader, edit())).statusCode).toBe(404);
    // The same prompt, categories and tags in another order and spelling: nothing to suggest.
    const same = edit({
      title: 'Cold email',
      content: 'Write a cold email to [name] about [product].',
      categories: ['WRITING'],
      tags: ['email'],
    });
    expect((await call('POST', url, reader, same)).json()).toEqual(
      errorBody(400, 'Bad Request', SUGGESTION_MSG.unchanged),
    );
  });

  it("checks the proposed fields as a prompt's own and the message", async () => {
    const prompt = await ownersPrompt();
    const url = `/api/prompts/${prompt.id}/suggestions`;
    const refused = async (overrides: object, message: string) => {
      const res = await call('POST', url, reader, edit(overrides));
      expect(res.json()).toEqual(errorBody(400, 'Bad Request', message));
    };
    await refused({ title: 'ab' }, 'Title must be at least 3 characters');
    await refused({ categories: [] }, 'categories: Select at least one category');
    await refused({ categories: ['Nope'] }, 'Unknown category: Nope');
    await refused({ tags: ['nope'] }, 'Unknown tag: nope');
    await refused({ message: '   ' }, SUGGESTION_MSG.messageRequired);
    await refused({ message: 'x'.repeat(501) }, SUGGESTION_MSG.messageMax);
    const { message: _message, ...withoutMessage } = edit();
    const res = await call('POST', url, reader, withoutMessage);
    expect(res.statusCode).toBe(400);
    expect((await listed(`${url}`, owner)).totalCount).toBe(0);
  });

  it('lists all of them to the editors, their own to anyone else, by status and page', async () => {
    const prompt = await ownersPrompt();
    const url = `/api/prompts/${prompt.id}/suggestions`;
    const first = await suggest(prompt.id, reader);
    const second = await suggest(prompt.id, other, { title: 'Another title' });
    for (const who of [owner, editor, admin]) {
      expect(idsOf(await listed(url, who))).toEqual([second.id, first.id]);
    }
    expect(idsOf(await listed(url, reader))).toEqual([first.id]);
    expect(idsOf(await listed(url, other))).toEqual([second.id]);
    const stranger = await createUser(ctx);
    expect(await listed(url, stranger)).toEqual({ list: [], totalCount: 0 });
    expect(await listed(`${url}?page=1&size=1`, owner)).toMatchObject({
      totalCount: 2,
      list: [{ id: first.id }],
    });
    const declined = await call('POST', `/api/suggestions/${first.id}/decline`, owner);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(idsOf(await listed(`${url}?status=open`, owner))).toEqual([second.id]);
    expect(idsOf(await listed(`${url}?status=declined`, owner))).toEqual([first.id]);
    expect((await call('GET', `${url}?status=nope`, owner)).statusCode).toBe(400);
    expect((await call('GET', `${url}?size=101`, owner)).statusCode).toBe(400);
    expect((await call('GET', url)).statusCode).toBe(401);
    const draft = await addPrompt(ctx, owner, {}, 'draft');
    expect((await call('GET', `/api/prompts/${draft.id}/suggestions`, reader)).statusCode).toBe(404);
  });

  it("keeps an inbox: received on the prompts one owns or edits through a share (not an admin's reach), sent", async () => {
    const prompt = await ownersPrompt();
    const mine = await suggest(prompt.id, reader);
    const declined = await suggest(prompt.id, reader, { title: 'Declined title' });
    expect((await call('POST', `/api/suggestions/${declined.id}/decline`, owner)).statusCode).toBe(200);
    const received = (user: TestUser, query = '') => listed(`/api/suggestions?box=received${query}`, user);
    for (const who of [owner, editor]) {
      expect(idsOf(await received(who))).toContain(mine.id);
      expect(idsOf(await received(who))).not.toContain(declined.id);
      expect(idsOf(await received(who, '&status=declined'))).toContain(declined.id);
    }
    expect(idsOf(await received(admin))).not.toContain(mine.id);
    expect(idsOf(await received(reader))).not.toContain(mine.id);
    // A group shared to edit brings its members the prompt's suggestions; one shared to read does not.
    const team = (await call('POST', '/api/groups', admin, { name: 'Team' })).json().id as number;
    const crew = (await call('POST', '/api/groups', admin, { name: 'Crew' })).json().id as number;
    const member = await createUser(ctx);
    const onlooker = await createUser(ctx);
    await call('PUT', `/api/groups/${team}/members/${member.id}`, admin, { role: 'member' });
    await call('PUT', `/api/groups/${crew}/members/${onlooker.id}`, admin, { role: 'member' });
    await call('PUT', `/api/groups/${team}/members/${owner.id}`, admin, { role: 'member' });
    await call('PUT', `/api/groups/${crew}/members/${owner.id}`, admin, { role: 'member' });
    const shared = await addPrompt(ctx, owner, {
      sharedWith: [
        { kind: 'group', id: team, canEdit: true },
        { kind: 'group', id: crew, canEdit: false },
      ],
    });
    const onShared = await suggest(shared.id, reader);
    expect(idsOf(await received(member))).toEqual([onShared.id]);
    expect(idsOf(await received(onlooker))).toEqual([]);
    const sent = await listed('/api/suggestions?box=sent', reader);
    expect(idsOf(sent)).toEqual(expect.arrayContaining([mine.id, declined.id, onShared.id]));
    expect(idsOf(await listed('/api/suggestions?box=sent&status=declined', reader))).toContain(declined.id);
    expect(idsOf(await listed('/api/suggestions?box=sent&status=declined', reader))).not.toContain(mine.id);
    // A prompt made private since leaves the sent box of those who may no longer see it.
    const hidden = await ownersPrompt();
    const gone = await suggest(hidden.id, reader);
    await call('PUT', `/api/prompts/${hidden.id}/sharing`, owner, { visibility: 'private', sharedWith: [] });
    expect(idsOf(await listed('/api/suggestions?box=sent', reader))).not.toContain(gone.id);
    expect((await call('GET', '/api/suggestions?box=nope', reader)).statusCode).toBe(400);
    expect((await call('GET', '/api/suggestions')).statusCode).toBe(401);
  });

  it('accepts a suggestion as a new version credited to its author, accepted by the caller', async () => {
    const prompt = await ownersPrompt();
    const suggestion = await suggest(prompt.id, reader);
    expect((await call('POST', `/api/suggestions/${suggestion.id}/accept`, reader)).statusCode).toBe(403);
    expect((await call('POST', `/api/suggestions/${suggestion.id}/accept`, other)).json()).toEqual(
      errorBody(404, 'Not Found', SUGGESTION_MSG.notFound),
    );
    const res = await call('POST', `/api/suggestions/${suggestion.id}/accept`, editor);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: prompt.id,
      version: 2,
      title: 'Cold email that lands',
      content: 'Write a short cold email to [name] about [product], with one question.',
      tags: ['email', 'seo'],
      // What a suggestion does not touch stays: the images, who sees it.
      imageUrls: ['/api/v1/assets/image/kept.webp'],
      visibility: prompt.visibility,
    });
    const versions = (await call('GET', `/api/prompts/${prompt.id}/versions`)).json();
    expect(versions.content[0]).toMatchObject({
      version: 2,
      editedBy: { id: reader.id, username: 'rita' },
      acceptedBy: { id: editor.id, username: 'eddie' },
      changed: ['title', 'content', 'tags'],
    });
    expect(versions.content[1]).toMatchObject({ version: 1, acceptedBy: null });
    expect((await call('GET', `/api/prompts/${prompt.id}/versions/2`)).json()).toMatchObject({
      acceptedBy: { id: editor.id, username: 'eddie' },
    });
    const [sent] = (await listed('/api/suggestions?box=sent&status=accepted', reader)).list;
    expect(sent).toMatchObject({ id: suggestion.id, status: 'accepted', decidedAt: expect.any(String) });
    expect((await call('POST', `/api/suggestions/${suggestion.id}/accept`, owner)).json()).toEqual(
      errorBody(409, 'Conflict', SUGGESTION_MSG.notOpen.accepted),
    );
  });

  it('answers 409 for a suggestion on a prompt changed since, until it is forced', async () => {
    const prompt = await ownersPrompt();
    const suggestion = await suggest(prompt.id, reader);
    const changed = await call('PUT', `/api/prompts/${prompt.id}`, owner, {
      title: 'Cold email, revised',
      content: prompt.content,
      previewText: prompt.previewText,
      categories: prompt.categories,
      tags: prompt.tags,
      imageUrls: prompt.imageUrls,
    });
    expect(changed.json().version).toBe(2);
    const stale = await call('POST', `/api/suggestions/${suggestion.id}/accept`, owner);
    expect(stale.json()).toEqual(errorBody(409, SUGGESTION_STALE_ERROR, SUGGESTION_MSG.stale));
    expect((await call('GET', `/api/prompts/${prompt.id}`)).json().version).toBe(2);
    expect(
      (await call('POST', `/api/suggestions/${suggestion.id}/accept?force=false`, owner)).statusCode,
    ).toBe(409);
    const forced = await call('POST', `/api/suggestions/${suggestion.id}/accept?force=true`, owner);
    expect(forced.statusCode, forced.body).toBe(200);
    expect(forced.json()).toMatchObject({ version: 3, title: 'Cold email that lands' });
    const [latest] = (await call('GET', `/api/prompts/${prompt.id}/versions?size=1`)).json().content;
    expect(latest).toMatchObject({ editedBy: { id: reader.id }, acceptedBy: { id: owner.id } });
  });

  it('declines with a reason, lets only the author withdraw an open one, and refuses what is no longer open', async () => {
    const prompt = await ownersPrompt();
    const declined = await suggest(prompt.id, reader);
    expect((await call('POST', `/api/suggestions/${declined.id}/decline`, reader, {})).statusCode).toBe(403);
    const res = await call('POST', `/api/suggestions/${declined.id}/decline`, admin, {
      reason: ' Too long ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'declined',
      declineReason: 'Too long',
      decidedAt: expect.any(String),
    });
    expect((await call('POST', `/api/suggestions/${declined.id}/decline`, owner, {})).json()).toEqual(
      errorBody(409, 'Conflict', SUGGESTION_MSG.notOpen.declined),
    );
    expect((await call('DELETE', `/api/suggestions/${declined.id}`, reader)).statusCode).toBe(409);
    const reason = { reason: 'x'.repeat(501) };
    const open = await suggest(prompt.id, reader, { title: 'Yet another title' });
    expect((await call('POST', `/api/suggestions/${open.id}/decline`, owner, reason)).statusCode).toBe(400);
    expect((await call('DELETE', `/api/suggestions/${open.id}`, owner)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/suggestions/${open.id}`, other)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/suggestions/${open.id}`)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/suggestions/${open.id}`, reader)).statusCode).toBe(204);
    expect(
      (await listed(`/api/prompts/${prompt.id}/suggestions?status=withdrawn`, reader)).list,
    ).toMatchObject([{ id: open.id, status: 'withdrawn' }]);
    expect((await call('POST', `/api/suggestions/${open.id}/accept`, owner)).statusCode).toBe(409);
    expect((await call('POST', '/api/suggestions/999999/decline', owner, {})).statusCode).toBe(404);
    expect((await call('POST', '/api/suggestions/99999999999/accept', owner)).statusCode).toBe(404);
  });

  it(`opens at most ${SUGGESTIONS_PER_DAY} suggestions a day per account`, async () => {
    const prompt = await ownersPrompt();
    const busy = await createUser(ctx);
    const row = (createdAt: Date) => ({
      promptId: prompt.id,
      authorId: busy.id,
      baseVersion: 1,
      message: 'Earlier',
      title: 'Earlier title',
      content: 'Earlier content here',
      categories: ['Writing'],
      tags: ['email'],
      status: 'withdrawn' as const,
      createdAt,
    });
    const recent = Array.from({ length: SUGGESTIONS_PER_DAY - 1 }, () => row(new Date()));
    await ctx.database.db
      .insert(promptSuggestions)
      .values([...recent, row(new Date(Date.now() - 25 * 3600_000))]);
    await suggest(prompt.id, busy);
    const res = await call('POST', `/api/prompts/${prompt.id}/suggestions`, busy, edit());
    expect(res.json()).toEqual(errorBody(429, 'Too Many Requests', SUGGESTION_MSG.tooMany));
    const [count] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from prompt_suggestions where author_id = ${busy.id}`,
    );
    expect(count?.n).toBe(SUGGESTIONS_PER_DAY + 1);
  });
});
