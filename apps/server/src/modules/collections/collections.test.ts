// Collections: every call with its authorization (owner, admin, other user, visitor; private and
// public), limits, drafts of others hidden, order, and Get Pack. Sharing in collections.sharing.test.ts.
import { COLLECTION_MSG, type Collection, type CollectionSummary, SERVER_MSG } from '@prompt-lib/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from '../../test/app.ts';
import { addPrompt, asReader, errorBody, seedTaxonomy, type TestUser } from '../prompts/test-data.ts';

describe('collections', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let other: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedTaxonomy(ctx);
    owner = await createUser(ctx, { username: 'collector' });
    other = await createUser(ctx);
    admin = await createUser(ctx, { role: 'admin' });
  });
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user?: TestUser, payload?: object) =>
    ctx.app.inject({ method, url, headers: user?.auth ?? {}, ...(payload ? { payload } : {}) });
  const create = async (user: TestUser, body: object = { name: 'My set' }) => {
    const res = await call('POST', '/api/collections', user, body);
    expect(res.statusCode).toBe(201);
    return res.json() as CollectionSummary;
  };
  const add = (id: number, promptId: number, user: TestUser) =>
    call('PUT', `/api/collections/${id}/prompts/${promptId}`, user);
  const read = (id: number, user?: TestUser) => call('GET', `/api/collections/${id}`, user);
  const titles = (collection: Collection) => collection.prompts.map((p) => p.title);
  const notFound = errorBody(404, 'Not Found', COLLECTION_MSG.notFound);

  it('creates a private collection (201) with trimmed fields and lists it as its owner’s', async () => {
    const res = await call('POST', '/api/collections', owner, {
      name: '  Writing kit ',
      description: 'Mine',
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Writing kit',
      description: 'Mine',
      public: false,
      visibility: 'private',
      sharedWith: [],
      canEdit: true,
      pack: false,
      packIcon: null,
      packOrder: null,
      owner: { id: owner.id, username: 'collector' },
      promptCount: 0,
      createdAt: expect.stringMatching(/^\d{4}-/),
      updatedAt: expect.stringMatching(/^\d{4}-/),
    });
    const list = (await call('GET', '/api/collections', owner)).json();
    expect(list.list.map((c: CollectionSummary) => c.id)).toContain(created.id);
    expect(list.totalCount).toBe(list.list.length);
    expect((await call('GET', '/api/collections', other)).json()).toEqual({ list: [], totalCount: 0 });
  });

  it('answers 400 with the field and message to a bad name or description, 401 to visitors', async () => {
    const bad = async (body: object, message: string) =>
      expect((await call('POST', '/api/collections', owner, body)).json()).toEqual(
        errorBody(400, 'Bad Request', message),
      );
    await bad({ name: '   ' }, COLLECTION_MSG.nameRequired);
    await bad({}, COLLECTION_MSG.nameRequired);
    await bad({ name: 'x'.repeat(81) }, COLLECTION_MSG.nameMax);
    await bad({ name: 'ok', description: 'x'.repeat(501) }, COLLECTION_MSG.descriptionMax);
    expect((await call('POST', '/api/collections', undefined, { name: 'x' })).json()).toEqual(
      errorBody(401, 'Unauthorized', SERVER_MSG.unauthorized),
    );
    expect((await call('GET', '/api/collections')).statusCode).toBe(401);
  });

  it('keeps a private collection to its owner and admins (404 to others) and shows a public one to all', async () => {
    const collection = await create(owner);
    const prompt = await addPrompt(ctx, owner);
    expect((await add(collection.id, prompt.id, owner)).statusCode).toBe(201);
    expect(titles((await read(collection.id, owner)).json())).toEqual([prompt.title]);
    expect((await read(collection.id, admin)).json()).toMatchObject({ canEdit: true, prompts: [prompt] });
    for (const user of [other, undefined]) expect((await read(collection.id, user)).json()).toEqual(notFound);
    const made = await call('PUT', `/api/collections/${collection.id}`, owner, { public: true });
    expect(made.json()).toMatchObject({ public: true, name: 'My set', promptCount: 1 });
    for (const user of [other, admin, undefined]) {
      const res = await read(collection.id, user);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: collection.id, owner: { id: owner.id, username: 'collector' } });
      const seen = user === admin ? prompt : asReader(prompt);
      expect(res.json().prompts).toEqual([{ ...seen, createdByName: 'collector' }]);
    }
    expect((await read(999999)).json()).toEqual(notFound);
    expect((await read(2 ** 40)).json()).toEqual(notFound);
  });

  it('lets only the owner and admins change, delete, add, remove and reorder (403 on a public one, 404 on a private one)', async () => {
    const open = await create(owner, { name: 'Open', public: true });
    const closed = await create(owner, { name: 'Closed' });
    const prompt = await addPrompt(ctx, owner);
    await add(open.id, prompt.id, owner);
    await add(closed.id, prompt.id, owner);
    const tries = (id: number) => [
      call('PUT', `/api/collections/${id}`, other, { name: 'Taken' }),
      call('DELETE', `/api/collections/${id}`, other),
      add(id, prompt.id, other),
      call('DELETE', `/api/collections/${id}/prompts/${prompt.id}`, other),
      call('PUT', `/api/collections/${id}/order`, other, { promptIds: [prompt.id] }),
    ];
    for (const res of await Promise.all(tries(open.id))) expect(res.statusCode).toBe(403);
    for (const res of await Promise.all(tries(closed.id))) expect(res.json()).toEqual(notFound);
    // An admin may, on any collection.
    const order = { promptIds: [prompt.id] };
    expect((await call('PUT', `/api/collections/${closed.id}/order`, admin, order)).statusCode).toBe(200);
    const described = await call('PUT', `/api/collections/${open.id}`, admin, { description: 'Checked' });
    expect(described.json()).toMatchObject({ name: 'Open', description: 'Checked', canEdit: true });
    for (const res of await Promise.all([
      call('PUT', `/api/collections/${open.id}`, undefined, { name: 'x' }),
      call('DELETE', `/api/collections/${open.id}`),
      add(open.id, prompt.id, undefined as unknown as TestUser),
      call('POST', `/api/collections/${open.id}/copy`),
    ]))
      expect(res.statusCode).toBe(401);
    expect((await read(open.id)).json()).toMatchObject({ name: 'Open', promptCount: 1 });
    // The owner renames and deletes.
    const renamed = await call('PUT', `/api/collections/${closed.id}`, owner, {
      name: 'Renamed',
      description: 'Now described',
    });
    expect(renamed.json()).toMatchObject({ name: 'Renamed', description: 'Now described', public: false });
    expect((await call('DELETE', `/api/collections/${closed.id}`, owner)).statusCode).toBe(204);
    expect((await read(closed.id, owner)).json()).toEqual(notFound);
    // The prompt is still there, and still saved.
    expect((await call('GET', `/api/saved-prompts/check/${prompt.id}`, owner)).body).toBe('true');
  });

  it('adds a prompt once (201, then 200), saves it, removes it (204, then 404) and keeps it saved', async () => {
    const collection = await create(owner);
    const prompt = await addPrompt(ctx, other);
    const before = (await call('GET', '/auth/me', owner)).json().promptsSaved;
    const first = await add(collection.id, prompt.id, owner);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ id: collection.id, promptCount: 1 });
    expect((await add(collection.id, prompt.id, owner)).statusCode).toBe(200);
    expect((await call('GET', `/api/saved-prompts/check/${prompt.id}`, owner)).body).toBe('true');
    expect((await call('GET', '/auth/me', owner)).json().promptsSaved).toBe(before + 1);
    // Already saved: adding to a second collection saves nothing new.
    const second = await create(owner);
    expect((await add(second.id, prompt.id, owner)).statusCode).toBe(201);
    expect((await call('GET', '/auth/me', owner)).json().promptsSaved).toBe(before + 1);
    const listed = (await call('GET', `/api/collections?promptId=${prompt.id}`, owner)).json().list;
    expect(listed.find((c: CollectionSummary) => c.id === collection.id).contains).toBe(true);
    const removed = await call('DELETE', `/api/collections/${collection.id}/prompts/${prompt.id}`, owner);
    expect(removed.statusCode).toBe(204);
    expect(
      (await call('DELETE', `/api/collections/${collection.id}/prompts/${prompt.id}`, owner)).json(),
    ).toEqual(errorBody(404, 'Not Found', COLLECTION_MSG.promptNotInCollection));
    expect((await read(collection.id, owner)).json().prompts).toEqual([]);
    expect((await call('GET', `/api/saved-prompts/check/${prompt.id}`, owner)).body).toBe('true');
    // Unknown prompts and other users' drafts cannot be added.
    const draft = await addPrompt(ctx, other, {}, 'draft');
    for (const id of [draft.id, 999999, 2 ** 40])
      expect((await add(collection.id, id, owner)).json()).toEqual(
        errorBody(404, 'Not Found', SERVER_MSG.promptNotFound),
      );
  });

  it('never shows another user’s draft in a collection, whoever added it; the owner sees their own', async () => {
    const collection = await create(owner, { name: 'Mixed', public: true });
    const othersPrompt = await addPrompt(ctx, other, { title: 'Others prompt' });
    const ownDraft = await addPrompt(ctx, owner, { title: 'Own draft' }, 'draft');
    for (const prompt of [othersPrompt, ownDraft]) await add(collection.id, prompt.id, owner);
    // An admin may see any prompt, drafts too (prompts/visibility.ts), in a collection as anywhere.
    const adminSet = await create(admin, { name: 'Admin set', public: true });
    expect((await add(adminSet.id, ownDraft.id, admin)).statusCode).toBe(201);
    await call('PUT', `/api/prompts/${othersPrompt.id}/status?status=draft`, other);
    expect(titles((await read(collection.id, owner)).json())).toEqual(['Own draft']);
    expect((await read(collection.id, owner)).json().promptCount).toBe(1);
    expect(titles((await read(collection.id, other)).json())).toEqual(['Others prompt']);
    expect(titles((await read(collection.id)).json())).toEqual([]);
    expect((await read(collection.id)).json().promptCount).toBe(0);
    expect(titles((await read(adminSet.id, admin)).json())).toEqual(['Own draft']);
    // Published again, it comes back where it was.
    await call('PUT', `/api/prompts/${othersPrompt.id}/status?status=published`, other);
    expect(titles((await read(collection.id, owner)).json())).toEqual(['Others prompt', 'Own draft']);
  });

  it('keeps the order of adding, and reorders: listed first, the rest after in their order', async () => {
    const collection = await create(owner);
    const made = [];
    for (const title of ['One', 'Two', 'Three', 'Four']) made.push(await addPrompt(ctx, owner, { title }));
    const [one, two, three, four] = made.map((p) => p.id) as [number, number, number, number];
    for (const id of [one, two, three, four]) await add(collection.id, id, owner);
    expect(titles((await read(collection.id, owner)).json())).toEqual(['One', 'Two', 'Three', 'Four']);
    const order = (promptIds: unknown) =>
      call('PUT', `/api/collections/${collection.id}/order`, owner, { promptIds });
    const res = await order([three, one]);
    expect(res.statusCode).toBe(200);
    expect(titles(res.json())).toEqual(['Three', 'One', 'Two', 'Four']);
    expect(titles((await order([four, three, two, one])).json())).toEqual(['Four', 'Three', 'Two', 'One']);
    const refused = errorBody(400, 'Bad Request', COLLECTION_MSG.orderUnknownPrompt);
    const stranger = await addPrompt(ctx, owner);
    expect((await order([one, stranger.id])).json()).toEqual(refused);
    expect((await order([one, one])).json()).toEqual(refused);
    expect((await order('nope')).statusCode).toBe(400);
    // A prompt added after a reorder goes last.
    await add(collection.id, stranger.id, owner);
    expect(titles((await read(collection.id, owner)).json()).at(-1)).toBe(stranger.title);
  });

  it('refuses a 201st collection and a 1,001st prompt', async () => {
    const user = await createUser(ctx);
    await ctx.database.db.execute(
      sql`insert into collections (owner_id, name) select ${user.id}::int, 'C' || g from generate_series(1, 199) g`,
    );
    const last = await create(user, { name: 'Two hundredth' });
    expect((await call('POST', '/api/collections', user, { name: 'One too many' })).json()).toEqual(
      errorBody(400, 'Bad Request', COLLECTION_MSG.tooManyCollections),
    );
    expect((await call('GET', '/api/collections?size=1', user)).json().totalCount).toBe(200);
    // Fill a collection to 1,000 with prompts written straight to the database, then one more by the API.
    const prompt = await addPrompt(ctx, user);
    await ctx.database.db.execute(
      sql`with made as (
            insert into prompts (title, content, created_by)
            select 'Bulk ' || g, 'Bulk prompt content ' || g, ${user.id}::int from generate_series(1, 1000) g
            returning id)
          insert into collection_prompts (collection_id, prompt_id, position)
          select ${last.id}::int, id, row_number() over (order by id) from made`,
    );
    expect((await add(last.id, prompt.id, user)).json()).toEqual(
      errorBody(400, 'Bad Request', COLLECTION_MSG.tooManyPrompts),
    );
  }, 120_000);

  it('lets parallel creates pass the limit of 200 no further', async () => {
    const user = await createUser(ctx);
    await ctx.database.db.execute(
      sql`insert into collections (owner_id, name) select ${user.id}::int, 'C' || g from generate_series(1, 197) g`,
    );
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => call('POST', '/api/collections', user, { name: `Parallel ${i}` })),
    );
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((res) => res.statusCode === 400)).toHaveLength(3);
    expect((await call('GET', '/api/collections?size=1', user)).json().totalCount).toBe(200);
  });

  describe('packs', () => {
    it('lets only admins mark, order and unmark packs; a pack must be public; lists them in order', async () => {
      const a = await create(owner, { name: 'Pack A', public: true });
      const b = await create(other, { name: 'Pack B', public: true });
      const hidden = await create(other, { name: 'Private' });
      const mark = (id: number, body: object, user: TestUser = admin) =>
        call('PUT', `/api/collections/${id}`, user, body);
      expect((await mark(a.id, { pack: true }, owner)).json()).toEqual(
        errorBody(403, 'Forbidden', COLLECTION_MSG.packFieldsAdminOnly),
      );
      expect((await mark(hidden.id, { pack: true })).json()).toEqual(
        errorBody(400, 'Bad Request', COLLECTION_MSG.packMustBePublic),
      );
      const marked = await mark(a.id, { pack: true, packIcon: 'code', packOrder: 2 });
      expect(marked.json()).toMatchObject({ pack: true, packIcon: 'code', packOrder: 2, name: 'Pack A' });
      await mark(b.id, { pack: true, packIcon: 'rocket', packOrder: 1 });
      expect((await mark(b.id, { packIcon: 'unknown' })).statusCode).toBe(400);
      const packs = (await call('GET', '/api/collections/packs')).json();
      expect(packs.map((p: CollectionSummary) => p.name)).toEqual(['Pack B', 'Pack A']);
      // The owner cannot make a pack private or internal, in any way; an admin unmarks it first.
      const mustBePublic = errorBody(400, 'Bad Request', COLLECTION_MSG.packMustBePublic);
      expect((await mark(a.id, { public: false }, owner)).json()).toEqual(mustBePublic);
      expect((await mark(a.id, { visibility: 'internal' }, owner)).json()).toEqual(mustBePublic);
      const sharing = { visibility: 'private', sharedWith: [] };
      expect((await call('PUT', `/api/collections/${a.id}/sharing`, owner, sharing)).json()).toEqual(
        mustBePublic,
      );
      expect((await mark(hidden.id, { pack: true, public: true })).json()).toMatchObject({
        pack: true,
        visibility: 'public',
      });
      await mark(hidden.id, { pack: false });
      await mark(a.id, { pack: false });
      expect((await mark(a.id, { public: false }, owner)).json()).toMatchObject({
        public: false,
        pack: false,
      });
      expect(
        (await call('GET', '/api/collections/packs')).json().map((p: CollectionSummary) => p.name),
      ).toEqual(['Pack B']);
      await mark(b.id, { pack: false });
    });

    it('Get Pack copies what the caller can see, in order, into a new private collection, and saves it', async () => {
      const pack = await create(owner, { name: 'Starter', description: 'Good prompts', public: true });
      const first = await addPrompt(ctx, owner, { title: 'Pack first' });
      const second = await addPrompt(ctx, other, { title: 'Pack second' });
      const draft = await addPrompt(ctx, owner, { title: 'Pack draft' }, 'draft');
      for (const id of [first.id, second.id, draft.id]) await add(pack.id, id, owner);
      await call('PUT', `/api/collections/${pack.id}/order`, owner, { promptIds: [second.id] });
      const reader = await createUser(ctx);
      expect((await call('POST', `/api/collections/${pack.id}/copy`)).statusCode).toBe(401);
      const res = await call('POST', `/api/collections/${pack.id}/copy`, reader);
      expect(res.statusCode).toBe(201);
      const copy = res.json();
      expect(copy).toMatchObject({
        name: 'Starter',
        description: 'Good prompts',
        public: false,
        visibility: 'private',
        pack: false,
        owner: { id: reader.id },
        promptCount: 2,
      });
      expect(titles((await read(copy.id, reader)).json())).toEqual(['Pack second', 'Pack first']);
      expect((await call('GET', '/auth/me', reader)).json().promptsSaved).toBe(2);
      // A private collection cannot be copied by others.
      const closed = await create(owner);
      expect((await call('POST', `/api/collections/${closed.id}/copy`, reader)).json()).toEqual(notFound);
      // The owner's own copy keeps their draft.
      const own = (await call('POST', `/api/collections/${pack.id}/copy`, owner)).json();
      expect(own.promptCount).toBe(3);
    });
  });

  it('removes a deleted prompt from every collection', async () => {
    const collection = await create(owner);
    const prompt = await addPrompt(ctx, owner);
    await add(collection.id, prompt.id, owner);
    await call('DELETE', `/api/prompts/${prompt.id}`, owner);
    expect((await read(collection.id, owner)).json()).toMatchObject({ promptCount: 0, prompts: [] });
  });

  it('documents every collection call in /api/docs', async () => {
    const doc = (await call('GET', '/api/docs/json')).json();
    for (const path of [
      '/api/collections/',
      '/api/collections/packs',
      '/api/collections/{id}',
      '/api/collections/{id}/prompts/{promptId}',
      '/api/collections/{id}/order',
      '/api/collections/{id}/copy',
      '/api/collections/{id}/sharing',
    ])
      expect(Object.keys(doc.paths)).toContain(path);
  });
});
