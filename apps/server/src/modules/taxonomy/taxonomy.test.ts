// The category and tag calls, which share one implementation, tested side by side.
import { MSG, SERVER_MSG } from '@prompt-lib/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from '../../test/app.ts';
import { addPrompt, errorBody, type TestUser } from '../prompts/test-data.ts';

const kinds = [
  {
    path: '/api/categories',
    field: 'categories',
    exists: SERVER_MSG.categoryExists,
    missing: 'Category not found',
  },
  { path: '/api/tags', field: 'tags', exists: SERVER_MSG.tagExists, missing: 'Tag not found' },
] as const;

describe('categories and tags', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let user: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createUser(ctx, { role: 'admin' });
    user = await createUser(ctx);
  });
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: TestUser, payload?: object) =>
    ctx.app.inject({ method, url, headers: who?.auth ?? {}, payload });
  const body = (path: string, name: string, displayOrder = 0) =>
    path === '/api/categories' ? { name, displayOrder } : { name };

  for (const kind of kinds) {
    describe(kind.path, () => {
      it('lets an admin create, rename and delete; anyone can list', async () => {
        const created = await call('POST', kind.path, admin, body(kind.path, '  Research  '));
        expect(created.statusCode).toBe(201);
        const item = created.json();
        expect(item).toMatchObject({ id: expect.any(Number), name: 'Research' });
        expect(Date.parse(item.createdAt)).not.toBeNaN();

        const renamed = await call(
          'PUT',
          `${kind.path}/${item.id}`,
          admin,
          body(kind.path, 'Deep Research', 4),
        );
        expect(renamed.statusCode).toBe(200);
        expect(renamed.json()).toMatchObject({ id: item.id, name: 'Deep Research' });

        const listed = (await call('GET', kind.path)).json() as { name: string }[];
        expect(listed.map((entry) => entry.name)).toContain('Deep Research');

        expect((await call('DELETE', `${kind.path}/${item.id}`, admin)).statusCode).toBe(204);
        const after = (await call('GET', kind.path)).json() as { id: number }[];
        expect(after.map((entry) => entry.id)).not.toContain(item.id);
      });

      it('refuses anonymous callers (401) and non-admins (403) on every write', async () => {
        for (const [method, url] of [
          ['POST', kind.path],
          ['PUT', `${kind.path}/1`],
          ['DELETE', `${kind.path}/1`],
        ] as const) {
          const payload = body(kind.path, 'Whatever');
          expect((await call(method, url, undefined, payload)).json()).toEqual(
            errorBody(401, 'Unauthorized', SERVER_MSG.unauthorized),
          );
          expect((await call(method, url, user, payload)).json()).toEqual(
            errorBody(403, 'Forbidden', SERVER_MSG.adminOnly),
          );
        }
      });

      it('answers 400 with the spec message for a short name, 404 for an unknown id', async () => {
        const short = await call('POST', kind.path, admin, body(kind.path, ' a '));
        expect(short.json()).toEqual(errorBody(400, 'Bad Request', MSG.nameMin));
        for (const method of ['PUT', 'DELETE'] as const) {
          for (const id of ['999999', '99999999999']) {
            const res = await call(method, `${kind.path}/${id}`, admin, body(kind.path, 'Valid name'));
            expect(res.json()).toEqual(errorBody(404, 'Not Found', kind.missing));
          }
          expect((await call(method, `${kind.path}/abc`, admin, body(kind.path, 'Valid'))).statusCode).toBe(
            400,
          );
        }
      });

      it('answers 409 to a name that exists in any letter case, on create and on rename', async () => {
        await call('POST', kind.path, admin, body(kind.path, 'Unique Name'));
        const again = await call('POST', kind.path, admin, body(kind.path, 'UNIQUE name'));
        expect(again.json()).toEqual(errorBody(409, 'Conflict', kind.exists));
        const other = (await call('POST', kind.path, admin, body(kind.path, 'Other Name'))).json();
        const rename = await call('PUT', `${kind.path}/${other.id}`, admin, body(kind.path, 'unique name'));
        expect(rename.json()).toEqual(errorBody(409, 'Conflict', kind.exists));
      });

      it('keeps the prompts when deleting, detaches the item, and search follows renames', async () => {
        const keep = (await call('POST', kind.path, admin, body(kind.path, 'Keeper'))).json();
        const doomed = (await call('POST', kind.path, admin, body(kind.path, 'Zanzibar'))).json();
        const names = ['Keeper', 'Zanzibar'];
        const prompt = await addPrompt(ctx, admin, {
          categories:
            kind.field === 'categories' ? names : [(await ensureOther(ctx, admin, 'categories')).name],
          tags: kind.field === 'tags' ? names : [(await ensureOther(ctx, admin, 'tags')).name],
        });
        const search = async (query: string) =>
          (
            (await call('GET', `/api/prompts/search?query=${query}`)).json() as { list: { id: number }[] }
          ).list.map((p) => p.id);
        expect(await search('Zanzibar')).toContain(prompt.id);

        await call('PUT', `${kind.path}/${doomed.id}`, admin, body(kind.path, 'Timbuktu'));
        expect(await search('Timbuktu')).toContain(prompt.id);

        expect((await call('DELETE', `${kind.path}/${doomed.id}`, admin)).statusCode).toBe(204);
        const after = await call('GET', `/api/prompts/${prompt.id}`);
        expect(after.statusCode).toBe(200);
        expect(after.json()[kind.field]).toEqual([keep.name]);
        expect(await search('Timbuktu')).not.toContain(prompt.id);
      });
    });
  }

  it('orders categories by display order, then name; a new one without an order goes last', async () => {
    const fresh = await createTestApp();
    try {
      const boss = await createUser(fresh, { role: 'admin' });
      const post = (payload: object) =>
        fresh.app.inject({ method: 'POST', url: '/api/categories', headers: boss.auth, payload });
      await post({ name: 'Zeta', displayOrder: 1 });
      await post({ name: 'alpha', displayOrder: 1 });
      await post({ name: 'First', displayOrder: 0 });
      const last = (await post({ name: 'Appended' })).json();
      expect(last.displayOrder).toBe(3);
      const listed = (await fresh.app.inject({ method: 'GET', url: '/api/categories' })).json();
      expect(listed.map((c: { name: string }) => c.name)).toEqual(['First', 'alpha', 'Zeta', 'Appended']);
      const bad = await post({ name: 'Negative', displayOrder: -1 });
      expect(bad.json()).toEqual(errorBody(400, 'Bad Request', MSG.displayOrder));
      const fraction = await post({ name: 'Fraction', displayOrder: 1.5 });
      expect(fraction.json().message).toBe(MSG.displayOrder);
    } finally {
      await fresh.close();
    }
  });

  it('orders tags by name, whatever the letter case', async () => {
    const fresh = await createTestApp();
    try {
      const boss = await createUser(fresh, { role: 'admin' });
      for (const name of ['beta', 'Alpha', 'gamma']) {
        await fresh.app.inject({ method: 'POST', url: '/api/tags', headers: boss.auth, payload: { name } });
      }
      const listed = (await fresh.app.inject({ method: 'GET', url: '/api/tags' })).json();
      expect(listed.map((t: { name: string }) => t.name)).toEqual(['Alpha', 'beta', 'gamma']);
    } finally {
      await fresh.close();
    }
  });
});

/** A category or tag for the other side of a prompt (a prompt needs at least one of each). */
async function ensureOther(ctx: TestContext, admin: TestUser, field: 'categories' | 'tags') {
  const path = `/api/${field}`;
  const name = field === 'categories' ? 'Side Category' : 'Side Tag';
  const payload = field === 'categories' ? { name, displayOrder: 0 } : { name };
  const res = await ctx.app.inject({ method: 'POST', url: path, headers: admin.auth, payload });
  if (res.statusCode === 201) return res.json() as { name: string };
  return { name };
}
