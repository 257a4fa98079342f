// Sharing a collection (issue 28): visibility through `visibility` or the older `public`; sharing with
// a group, whose members then read it and, allowed to edit, add, remove and reorder its prompts but
// neither rename, delete nor reshare it; names shown to its editors only; the checks of what is sent;
// the collections shared with the caller (`scope=shared`); and the prompts inside still shown by
// their own rule.
import { COLLECTION_MSG, type CollectionSummary, SERVER_MSG, SHARING_MSG } from '@prompt-lib/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from '../../test/app.ts';
import { addPrompt, errorBody, seedTaxonomy, type TestUser } from '../prompts/test-data.ts';

describe('sharing a collection', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let owner: TestUser;
  let colleague: TestUser;
  let outsider: TestUser;
  let marketing: number;
  let sales: number;
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
    marketing = await group('Marketing', [owner, colleague]);
    sales = await group('Sales', [outsider]);
  });
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: TestUser, payload?: object) =>
    ctx.app.inject({ method, url, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });
  const create = async (body: object) => {
    const res = await call('POST', '/api/collections', owner, { name: 'Team set', ...body });
    expect(res.statusCode).toBe(201);
    return res.json() as CollectionSummary;
  };
  const read = (id: number, who?: TestUser) => call('GET', `/api/collections/${id}`, who);
  const notFound = errorBody(404, 'Not Found', COLLECTION_MSG.notFound);
  const forbidden = errorBody(403, 'Forbidden', SERVER_MSG.forbidden);

  it('takes its visibility from `visibility` or the older `public`, `visibility` winning', async () => {
    const made = async (body: object) => {
      const { visibility, public: isPublic } = await create(body);
      return { visibility, public: isPublic };
    };
    expect(await made({})).toEqual({ visibility: 'private', public: false });
    expect(await made({ public: true })).toEqual({ visibility: 'public', public: true });
    expect(await made({ visibility: 'internal' })).toEqual({ visibility: 'internal', public: false });
    expect(await made({ visibility: 'public' })).toEqual({ visibility: 'public', public: true });
    expect(await made({ public: true, visibility: 'private' })).toEqual({
      visibility: 'private',
      public: false,
    });
    const { id } = await create({});
    const put = async (body: object) => (await call('PUT', `/api/collections/${id}`, owner, body)).json();
    expect(await put({ public: true })).toMatchObject({ visibility: 'public', public: true });
    expect(await put({ visibility: 'internal' })).toMatchObject({ visibility: 'internal', public: false });
    // Internal: every signed-in account reads it, a visitor is told it does not exist.
    expect((await read(id, outsider)).json()).toMatchObject({ id, canEdit: false });
    expect((await read(id)).json()).toEqual(notFound);
    expect(await put({ public: false })).toMatchObject({ visibility: 'private', public: false });
    expect((await read(id, outsider)).json()).toEqual(notFound);
    expect((await call('PUT', `/api/collections/${id}`, owner, { visibility: 'secret' })).statusCode).toBe(
      400,
    );
  });

  it('lets a group read it, and with canEdit add, remove and reorder, but not rename, delete or reshare it', async () => {
    const [first, second] = [await addPrompt(ctx, owner), await addPrompt(ctx, colleague)];
    const collection = await create({ sharedWith: [{ kind: 'group', id: marketing }] });
    const url = `/api/collections/${collection.id}`;
    const sharedWith = [{ kind: 'group', id: marketing, name: 'Marketing', canEdit: false }];
    expect(collection).toMatchObject({ visibility: 'private', sharedWith, canEdit: true });
    // A member reads it, without whom it is shared with; anyone else is told it does not exist.
    const asMember = (await read(collection.id, colleague)).json();
    expect(asMember).toMatchObject({ id: collection.id, canEdit: false });
    expect(asMember).not.toHaveProperty('sharedWith');
    for (const who of [outsider, undefined])
      expect((await read(collection.id, who)).json()).toEqual(notFound);
    expect((await read(collection.id, admin)).json()).toMatchObject({ sharedWith, canEdit: true });
    // Reading is not editing.
    expect((await call('PUT', `${url}/prompts/${second.id}`, colleague)).json()).toEqual(forbidden);
    expect((await call('PUT', `${url}/prompts/${second.id}`, outsider)).json()).toEqual(notFound);
    // Allowed to edit, the member adds, reorders and removes.
    const editing = { visibility: 'private', sharedWith: [{ kind: 'group', id: marketing, canEdit: true }] };
    const reshared = await call('PUT', `${url}/sharing`, owner, editing);
    expect(reshared.json()).toMatchObject({
      sharedWith: [{ ...sharedWith[0], canEdit: true }],
      canEdit: true,
    });
    expect((await call('PUT', `${url}/prompts/${first.id}`, colleague)).statusCode).toBe(201);
    expect((await call('PUT', `${url}/prompts/${second.id}`, colleague)).json()).toMatchObject({
      promptCount: 2,
      canEdit: true,
    });
    const reordered = await call('PUT', `${url}/order`, colleague, { promptIds: [second.id, first.id] });
    expect(reordered.json().prompts.map((p: { id: number }) => p.id)).toEqual([second.id, first.id]);
    expect((await call('DELETE', `${url}/prompts/${second.id}`, colleague)).statusCode).toBe(204);
    expect((await read(collection.id, colleague)).json()).toMatchObject({ canEdit: true, promptCount: 1 });
    // It is still the owner's: the member may not rename, delete, or change who sees it.
    for (const res of [
      await call('PUT', url, colleague, { name: 'Taken' }),
      await call('PUT', url, colleague, { visibility: 'public' }),
      await call('PUT', url, colleague, { sharedWith: [] }),
      await call('PUT', `${url}/sharing`, colleague, { visibility: 'internal' }),
      await call('DELETE', url, colleague),
    ])
      expect(res.json()).toEqual(forbidden);
    for (const res of [
      await call('PUT', `${url}/prompts/${first.id}`, outsider),
      await call('PUT', `${url}/order`, outsider, { promptIds: [] }),
      await call('PUT', `${url}/sharing`, outsider, { visibility: 'internal' }),
      await call('DELETE', url, outsider),
    ])
      expect(res.json()).toEqual(notFound);
    expect((await call('PUT', `${url}/sharing`, undefined, { visibility: 'internal' })).statusCode).toBe(401);
    expect((await read(collection.id, owner)).json()).toMatchObject({ name: 'Team set', promptCount: 1 });
  });

  it('shows each reader, its editors too, only the prompts inside that they may see', async () => {
    const privateOne = await addPrompt(ctx, owner, { title: 'Only mine', visibility: 'private' });
    const internal = await addPrompt(ctx, owner, { title: 'For everyone here', visibility: 'internal' });
    const collection = await create({
      sharedWith: [{ kind: 'user', id: colleague.id, canEdit: true }],
    });
    for (const prompt of [privateOne, internal])
      await call('PUT', `/api/collections/${collection.id}/prompts/${prompt.id}`, owner);
    const titles = async (who: TestUser) =>
      (await read(collection.id, who)).json().prompts.map((p: { title: string }) => p.title);
    expect(await titles(owner)).toEqual(['Only mine', 'For everyone here']);
    expect(await titles(colleague)).toEqual(['For everyone here']);
    // The colleague may not add a prompt they may not see, even to a collection they edit.
    const othersPrivate = await addPrompt(ctx, outsider, { visibility: 'private' });
    expect(
      (await call('PUT', `/api/collections/${collection.id}/prompts/${othersPrivate.id}`, colleague))
        .statusCode,
    ).toBe(404);
  });

  it('refuses an unknown group or person, a group the owner is not in, and an entry named twice, naming it', async () => {
    const collection = await create({});
    const url = `/api/collections/${collection.id}`;
    const refusals: [object[], string][] = [
      [[{ kind: 'group', id: 999999 }], SHARING_MSG.unknownGroup(999999)],
      [[{ kind: 'user', id: 999999 }], SHARING_MSG.unknownUser(999999)],
      [[{ kind: 'group', id: sales }], SHARING_MSG.notInGroup('Sales')],
      [
        [
          { kind: 'user', id: colleague.id },
          { kind: 'user', id: colleague.id, canEdit: true },
        ],
        SHARING_MSG.sharedTwice.user(colleague.id),
      ],
    ];
    for (const [sharedWith, message] of refusals) {
      const refused = errorBody(400, 'Bad Request', message);
      expect(
        (await call('PUT', `${url}/sharing`, owner, { visibility: 'internal', sharedWith })).json(),
      ).toEqual(refused);
      expect((await call('PUT', url, owner, { name: 'Renamed', sharedWith })).json()).toEqual(refused);
      const created = await call('POST', '/api/collections', owner, { name: 'Refused', sharedWith });
      expect(created.json()).toEqual(refused);
    }
    // Nothing changed.
    expect((await read(collection.id, owner)).json()).toMatchObject({
      name: 'Team set',
      visibility: 'private',
      sharedWith: [],
    });
    // An admin sets who sees someone else's collection, held to its owner's groups; an admin's own
    // collection may go to any group.
    const set = await call('PUT', `${url}/sharing`, admin, {
      visibility: 'private',
      sharedWith: [{ kind: 'group', id: sales }],
    });
    expect(set.json()).toEqual(errorBody(400, 'Bad Request', SHARING_MSG.notInGroup('Sales')));
    const adminsOwn = await call('POST', '/api/collections', admin, {
      name: 'Admin set',
      sharedWith: [{ kind: 'group', id: sales }],
    });
    expect(adminsOwn.json().sharedWith).toEqual([
      { kind: 'group', id: sales, name: 'Sales', canEdit: false },
    ]);
    const byAdmin = await call('PUT', `${url}/sharing`, admin, { visibility: 'internal' });
    expect(byAdmin.json()).toMatchObject({ visibility: 'internal', sharedWith: [], canEdit: true });
  });

  it('lists the collections others shared with the caller under scope=shared', async () => {
    const shared = await create({
      name: 'Shared with Carl',
      sharedWith: [{ kind: 'user', id: colleague.id }],
    });
    const viaGroup = await create({
      name: 'Shared with Marketing',
      sharedWith: [{ kind: 'group', id: marketing }],
    });
    await create({ name: 'Internal, not shared', visibility: 'internal' });
    const own = (await call('POST', '/api/collections', colleague, { name: 'Carl’s own' })).json();
    const list = async (who: TestUser, query = '') =>
      (await call('GET', `/api/collections${query}`, who)).json() as {
        list: CollectionSummary[];
        totalCount: number;
      };
    const sharedList = await list(colleague, '?scope=shared');
    const names = sharedList.list.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Shared with Carl', 'Shared with Marketing']));
    expect(names).not.toContain('Internal, not shared');
    expect(names).not.toContain('Carl’s own');
    expect(sharedList.totalCount).toBe(sharedList.list.length);
    expect(sharedList.list.find((c) => c.id === viaGroup.id)).toMatchObject({
      owner: { username: 'olivia' },
    });
    // The default is the caller's own, as before.
    expect((await list(colleague)).list.map((c) => c.id)).toEqual([own.id]);
    expect((await list(colleague, '?scope=mine')).list.map((c) => c.id)).toEqual([own.id]);
    // The owner's own are not shared with them; a newcomer has none.
    expect((await list(owner, '?scope=shared')).list.map((c) => c.id)).not.toContain(shared.id);
    expect(await list(await createUser(ctx), '?scope=shared')).toEqual({ list: [], totalCount: 0 });
    // A member who leaves the group no longer has it.
    await call('DELETE', `/api/groups/${marketing}/members/${colleague.id}`, admin);
    const after = (await list(colleague, '?scope=shared')).list.map((c) => c.id);
    expect(after).toContain(shared.id);
    expect(after).not.toContain(viaGroup.id);
    expect((await read(viaGroup.id, colleague)).json()).toEqual(notFound);
    await call('PUT', `/api/groups/${marketing}/members/${colleague.id}`, admin, { role: 'member' });
    expect((await call('GET', '/api/collections?scope=everything', colleague)).json()).toEqual(
      errorBody(400, 'Bad Request', COLLECTION_MSG.scope),
    );
  });
});
