// Sharing a prompt (issue 28): visibility and sharedWith on create, replace and PUT /sharing, with
// their checks (unknown group or person, a group the owner is not in, an entry named twice); who may
// change them; editors who edit content with versions under their name; the instance's default
// visibility; names shown to editors only; a group's deletion taking its shares; and what drops out
// of a saved list without an error; the trending, featured, new and popular lists and a tag's, each
// with its count, for those a prompt is shared with and no one else. Other lists and counts per
// reader are the property test's.
import { SHARING_MSG } from '@prompt-lib/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from '../../test/app.ts';
import { addPrompt, errorBody, seedTaxonomy, type TestUser } from './test-data.ts';

describe('sharing a prompt', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let owner: TestUser;
  let colleague: TestUser;
  let editor: TestUser;
  let outsider: TestUser;
  let marketing: number;
  let sales: number;
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedTaxonomy(ctx);
    admin = await createUser(ctx, { role: 'admin', username: 'boss' });
    owner = await createUser(ctx, { username: 'olivia' });
    colleague = await createUser(ctx, { username: 'carl' });
    editor = await createUser(ctx, { username: 'eddie' });
    outsider = await createUser(ctx, { username: 'otto' });
    const group = async (name: string, members: TestUser[]) => {
      const id: number = (await call('POST', '/api/groups', admin, { name })).json().id;
      for (const member of members)
        await call('PUT', `/api/groups/${id}/members/${member.id}`, admin, { role: 'member' });
      return id;
    };
    marketing = await group('Marketing', [owner, colleague]);
    sales = await group('Sales', [outsider]);
  });
  afterAll(() => ctx.close());
  afterEach(async () => {
    await ctx.app.settings.save({ ...ctx.app.settings.current(), defaultVisibility: 'public' });
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: TestUser, payload?: object) =>
    ctx.app.inject({ method, url, headers: who?.auth ?? {}, payload });
  const privateToMarketing = async () => {
    const prompt = await addPrompt(ctx, owner, {
      visibility: 'private',
      sharedWith: [
        { kind: 'group', id: marketing, canEdit: false },
        { kind: 'user', id: editor.id, canEdit: true },
      ],
    });
    return prompt.id;
  };

  it('creates a private prompt shared with a group and a person, names shown to those who may edit it', async () => {
    const id = await privateToMarketing();
    const sharedWith = [
      { kind: 'group', id: marketing, name: 'Marketing', canEdit: false },
      { kind: 'user', id: editor.id, name: 'eddie', canEdit: true },
    ];
    const asOwner = (await call('GET', `/api/prompts/${id}`, owner)).json();
    expect(asOwner).toMatchObject({ visibility: 'private', sharedWith, canEdit: true });
    expect((await call('GET', `/api/prompts/${id}`, editor)).json()).toMatchObject({
      sharedWith,
      canEdit: true,
    });
    expect((await call('GET', `/api/prompts/${id}`, admin)).json()).toMatchObject({
      sharedWith,
      canEdit: true,
    });
    const asMember = await call('GET', `/api/prompts/${id}`, colleague);
    expect(asMember.statusCode).toBe(200);
    expect(asMember.json().canEdit).toBe(false);
    expect(asMember.json()).not.toHaveProperty('sharedWith');
    for (const who of [outsider, undefined]) {
      const res = await call('GET', `/api/prompts/${id}`, who);
      expect(res.json()).toEqual(errorBody(404, 'Not Found', 'Prompt not found'));
    }
  });

  it('gives a new prompt the instance’s default visibility unless it names one', async () => {
    expect((await addPrompt(ctx, owner)).visibility).toBe('public');
    await ctx.app.settings.save({ ...ctx.app.settings.current(), defaultVisibility: 'internal' });
    const internal = await addPrompt(ctx, owner);
    expect(internal.visibility).toBe('internal');
    expect((await addPrompt(ctx, owner, { visibility: 'public' })).visibility).toBe('public');
    expect((await call('GET', `/api/prompts/${internal.id}`, outsider)).statusCode).toBe(200);
    expect((await call('GET', `/api/prompts/${internal.id}`)).statusCode).toBe(404);
  });

  it('refuses an unknown group or person, a group the owner is not in, and an entry named twice, naming it', async () => {
    const prompt = await addPrompt(ctx, owner);
    const url = `/api/prompts/${prompt.id}/sharing`;
    const refusals: [object[], string][] = [
      [[{ kind: 'group', id: 999999 }], SHARING_MSG.unknownGroup(999999)],
      [[{ kind: 'user', id: 999999 }], SHARING_MSG.unknownUser(999999)],
      [[{ kind: 'group', id: sales }], SHARING_MSG.notInGroup('Sales')],
      [
        [
          { kind: 'user', id: editor.id },
          { kind: 'user', id: editor.id, canEdit: true },
        ],
        SHARING_MSG.sharedTwice.user(editor.id),
      ],
    ];
    for (const [sharedWith, message] of refusals) {
      const res = await call('PUT', url, owner, { visibility: 'private', sharedWith });
      expect(res.json()).toEqual(errorBody(400, 'Bad Request', message));
      const created = await call('POST', '/api/prompts', owner, {
        title: 'Refused share',
        content: 'Write about [topic].',
        categories: ['Writing'],
        tags: ['email'],
        sharedWith,
      });
      expect(created.json()).toEqual(errorBody(400, 'Bad Request', message));
    }
    const bad = await call('PUT', url, owner, { visibility: 'secret' });
    expect(bad.statusCode).toBe(400);
    // Nothing changed.
    expect((await call('GET', `/api/prompts/${prompt.id}`, owner)).json()).toMatchObject({
      visibility: 'public',
      sharedWith: [],
    });
    // An admin's prompt may go to any group.
    const admins = await addPrompt(ctx, admin, {
      sharedWith: [{ kind: 'group', id: sales, canEdit: false }],
    });
    expect(admins.sharedWith).toEqual([{ kind: 'group', id: sales, name: 'Sales', canEdit: false }]);
  });

  it('lets only the owner and admins change who sees it; a reader is refused, anyone else told it is not there', async () => {
    const id = await privateToMarketing();
    const url = `/api/prompts/${id}/sharing`;
    const internal = { visibility: 'internal', sharedWith: [] };
    expect((await call('PUT', url, editor, internal)).statusCode).toBe(403);
    expect((await call('PUT', url, colleague, internal)).statusCode).toBe(403);
    expect((await call('PUT', url, outsider, internal)).statusCode).toBe(404);
    expect((await call('PUT', url)).statusCode).toBe(401);
    const res = await call('PUT', url, admin, internal);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ visibility: 'internal', sharedWith: [], canEdit: true });
    // Now every account reads it; the editor's share went with the change, so they only read.
    expect((await call('GET', `/api/prompts/${id}`, outsider)).json().canEdit).toBe(false);
    expect((await call('GET', `/api/prompts/${id}`, editor)).json().canEdit).toBe(false);
    expect((await call('PUT', url, owner, { visibility: 'private' })).json()).toMatchObject({
      visibility: 'private',
      sharedWith: [],
    });
    expect((await call('GET', `/api/prompts/${id}`, outsider)).statusCode).toBe(404);
  });

  it('lets an editor change the content, recorded under their name, but not who sees it', async () => {
    const id = await privateToMarketing();
    const before = (await call('GET', `/api/prompts/${id}`, editor)).json();
    const content = {
      title: 'Edited by a colleague',
      content: before.content,
      categories: before.categories,
      tags: before.tags,
    };
    // Sent back as they are, visibility and shares change nothing and need no right to.
    const sharing = {
      visibility: before.visibility,
      sharedWith: before.sharedWith.map(
        ({ kind, id, canEdit }: { kind: string; id: number; canEdit: boolean }) => ({
          kind,
          id,
          canEdit,
        }),
      ),
    };
    const edited = await call('PUT', `/api/prompts/${id}`, editor, { ...content, ...sharing });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Edited by a colleague', version: 2, createdBy: owner.id });
    const versions = (await call('GET', `/api/prompts/${id}/versions`, editor)).json();
    expect(versions.content[0].editedBy).toMatchObject({ id: editor.id, username: 'eddie' });
    const widened = await call('PUT', `/api/prompts/${id}`, editor, { ...content, visibility: 'public' });
    expect(widened.json()).toEqual(errorBody(403, 'Forbidden', SHARING_MSG.ownerOnly));
    const reshared = await call('PUT', `/api/prompts/${id}`, editor, { ...content, sharedWith: [] });
    expect(reshared.json()).toEqual(errorBody(403, 'Forbidden', SHARING_MSG.ownerOnly));
    // A reader may not edit; nor delete, nor set the status, as an editor may not either.
    expect((await call('PUT', `/api/prompts/${id}`, colleague, content)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/prompts/${id}`, editor)).statusCode).toBe(403);
    expect((await call('PUT', `/api/prompts/${id}/status?status=draft`, editor)).statusCode).toBe(403);
    // The owner changes who sees it in the same replace.
    const owned = await call('PUT', `/api/prompts/${id}`, owner, { ...content, visibility: 'internal' });
    expect(owned.json()).toMatchObject({ visibility: 'internal', version: 2 });
  });

  it('shows a draft to its editors but not to those it is shared with to read', async () => {
    const id = await privateToMarketing();
    await call('PUT', `/api/prompts/${id}/status?status=draft`, owner);
    expect((await call('GET', `/api/prompts/${id}`, editor)).statusCode).toBe(200);
    expect((await call('GET', `/api/prompts/${id}`, colleague)).statusCode).toBe(404);
    expect((await call('GET', `/api/prompts/${id}/versions`, colleague)).statusCode).toBe(404);
  });

  it('takes a deleted group’s shares with it, and drops an unshared prompt from a saved list without an error', async () => {
    const temporary: number = (await call('POST', '/api/groups', admin, { name: 'Temporary' })).json().id;
    await call('PUT', `/api/groups/${temporary}/members/${owner.id}`, admin, { role: 'member' });
    await call('PUT', `/api/groups/${temporary}/members/${outsider.id}`, admin, { role: 'member' });
    const prompt = await addPrompt(ctx, owner, {
      visibility: 'private',
      sharedWith: [{ kind: 'group', id: temporary, canEdit: false }],
    });
    expect((await call('POST', `/api/saved-prompts/${prompt.id}`, outsider)).statusCode).toBe(201);
    const saved = async () => (await call('GET', '/api/saved-prompts', outsider)).json();
    expect((await saved()).content.map((s: { prompt: { id: number } }) => s.prompt.id)).toContain(prompt.id);
    expect((await call('GET', '/auth/me', outsider)).json().promptsSaved).toBe(1);
    expect((await call('DELETE', `/api/groups/${temporary}`, admin)).statusCode).toBe(204);
    expect((await call('GET', `/api/prompts/${prompt.id}`, owner)).json().sharedWith).toEqual([]);
    expect(await saved()).toEqual({ content: [], totalElements: 0 });
    expect((await call('GET', '/auth/me', outsider)).json().promptsSaved).toBe(0);
    expect((await call('GET', `/api/saved-prompts/check/${prompt.id}`, outsider)).body).toBe('false');
    // Nor can they rate it now.
    expect((await call('PUT', `/api/prompts/${prompt.id}/rating`, outsider, { value: 5 })).statusCode).toBe(
      404,
    );
  });

  it('finds a private prompt by a word for exactly those it is shared with, as its shares and groups change', async () => {
    const word = 'quokkaphrase';
    const found = async (who: TestUser) => {
      const res = (await call('GET', `/api/prompts/search?query=${word}`, who)).json();
      return { count: res.totalCount, ids: res.list.map((p: { id: number }) => p.id) };
    };
    const readers = () => Promise.all([owner, colleague, editor, outsider].map(found));
    const temporary: number = (await call('POST', '/api/groups', admin, { name: 'Quokkas' })).json().id;
    await call('PUT', `/api/groups/${temporary}/members/${owner.id}`, admin, { role: 'member' });
    await call('PUT', `/api/groups/${temporary}/members/${outsider.id}`, admin, { role: 'member' });
    const { id } = await addPrompt(ctx, owner, { title: `A ${word} in the title`, visibility: 'private' });
    const seen = { count: 1, ids: [id] };
    const unseen = { count: 0, ids: [] };
    expect(await readers()).toEqual([seen, unseen, unseen, unseen]);
    const share = (sharedWith: object[]) =>
      call('PUT', `/api/prompts/${id}/sharing`, owner, { visibility: 'private', sharedWith });
    await share([
      { kind: 'group', id: temporary, canEdit: false },
      { kind: 'user', id: editor.id, canEdit: true },
    ]);
    expect(await readers()).toEqual([seen, unseen, seen, seen]);
    await share([{ kind: 'group', id: marketing, canEdit: false }]);
    expect(await readers()).toEqual([seen, seen, unseen, unseen]);
    await share([{ kind: 'group', id: temporary, canEdit: false }]);
    expect((await call('DELETE', `/api/groups/${temporary}`, admin)).statusCode).toBe(204);
    expect(await readers()).toEqual([seen, unseen, unseen, unseen]);
  });

  it('lists a private prompt flagged, copied and tagged for its group’s members, counted, and for no one else', async () => {
    const shared = await addPrompt(ctx, owner, {
      tags: ['python'],
      visibility: 'private',
      sharedWith: [{ kind: 'group', id: marketing, canEdit: false }],
    });
    const open = await addPrompt(ctx, owner, { tags: ['python'] });
    for (const { id } of [shared, open]) {
      for (const [path, flag] of [
        ['trending', 'trending'],
        ['featured', 'featured'],
        ['new', 'isNew'],
      ])
        expect((await call('PUT', `/api/prompts/${id}/${path}?${flag}=true`, admin)).statusCode).toBe(200);
      const copied = await call('POST', `/api/prompt-usage/record?promptId=${id}&actionType=COPY`, colleague);
      expect(copied.statusCode).toBe(201);
    }
    const listed = async (url: string, who?: TestUser) => {
      const page = (await call('GET', `${url}${url.includes('?') ? '&' : '?'}size=100`, who)).json();
      return { count: page.totalCount, ids: page.list.map((p: { id: number }) => p.id) };
    };
    const lists = [
      '/api/prompts/trending',
      '/api/prompts/featured',
      '/api/prompts/popular',
      '/api/prompts?tag=python',
    ];
    for (const url of lists) {
      expect(await listed(url, colleague)).toEqual({ count: 2, ids: [open.id, shared.id] });
      for (const who of [outsider, undefined])
        expect(await listed(url, who)).toEqual({ count: 1, ids: [open.id] });
    }
    // Every prompt here is new: each reader's count is of exactly the prompts listed to them.
    const fresh = await listed('/api/prompts/new', colleague);
    expect(fresh.ids).toEqual(expect.arrayContaining([open.id, shared.id]));
    expect(fresh.count).toBe(fresh.ids.length);
    for (const who of [outsider, undefined]) {
      const { count, ids } = await listed('/api/prompts/new', who);
      expect(ids).toContain(open.id);
      expect(ids).not.toContain(shared.id);
      expect(count).toBe(ids.length);
    }
    const tagged = async (who?: TestUser) =>
      (await call('GET', '/api/prompts/tag/python', who)).json().map((p: { id: number }) => p.id);
    expect(await tagged(colleague)).toEqual([open.id, shared.id]);
    for (const who of [outsider, undefined]) expect(await tagged(who)).toEqual([open.id]);
  });

  it('answers 400 to a scope that is not one', async () => {
    for (const scope of ['everything', 'group:', 'group:0', 'group:x', 'group:99999999999']) {
      const res = await call('GET', `/api/prompts?scope=${scope}`, owner);
      expect(res.json()).toEqual(errorBody(400, 'Bad Request', SHARING_MSG.scope));
    }
  });
});
