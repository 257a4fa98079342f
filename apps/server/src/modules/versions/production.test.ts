// The production version (issue 29): who may mark a version and take the mark off (owner, admins,
// editors; a reader who may only see is refused, one who may not see is told nothing), the audit log
// of each move, `?version=` reads of the detail for every caller, and every instance's next read
// after a move. What MCP serves is tested with MCP (mcp.test.ts).
import type { Prompt } from '@prompt-lib/contract';
import { SERVER_MSG } from '@prompt-lib/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, secondInstance, type TestContext } from '../../test/app.ts';
import { testEngine } from '../../test/database.ts';
import { addPrompt, errorBody, seedTaxonomy, type TestUser } from '../prompts/test-data.ts';

type Method = 'GET' | 'PUT' | 'DELETE';

describe(`the production version on ${testEngine}`, () => {
  let ctx: TestContext;
  let owner: TestUser;
  let editor: TestUser;
  let reader: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    // The response cache on, on both engines: `?version=` answers are kept per audience and address.
    ctx = await createTestApp({ RESPONSE_CACHE_MB: '8' });
    await seedTaxonomy(ctx);
    owner = await createUser(ctx);
    editor = await createUser(ctx);
    reader = await createUser(ctx);
    admin = await createUser(ctx, { role: 'admin' });
  });
  afterAll(() => ctx.close());

  const call = (method: Method, url: string, who?: TestUser, payload?: object) =>
    ctx.app.inject({ method, url, headers: who?.auth ?? {}, payload });
  const mark = (id: number, n: number, who?: TestUser, payload: object = { label: 'production' }) =>
    call('PUT', `/api/prompts/${id}/versions/${n}/label`, who, payload);
  const unmark = (id: number, n: number, who?: TestUser) =>
    call('DELETE', `/api/prompts/${id}/versions/${n}/label`, who);
  const read = async (url: string, who?: TestUser) => (await call('GET', url, who)).json();

  /** A prompt with three versions ("Version one" to "Version three"), shared with `editor` to edit. */
  async function threeVersions(visibility: 'public' | 'private' = 'public'): Promise<Prompt> {
    const created = await addPrompt(ctx, owner, {
      title: 'Version one',
      content: 'The first text of [topic].',
      tags: ['email'],
      visibility,
      sharedWith: [{ kind: 'user', id: editor.id, canEdit: true }],
    });
    let prompt = created;
    for (const [title, content] of [
      ['Version two', 'The second text of [topic] for [audience].'],
      ['Version three', 'The third text, still being written.'],
    ] as const) {
      const { categories, tags, previewText, imageUrls } = prompt;
      const res = await call('PUT', `/api/prompts/${prompt.id}`, owner, {
        title,
        content,
        categories,
        tags: title === 'Version three' ? ['seo'] : tags,
        previewText,
        imageUrls,
      });
      expect(res.statusCode).toBe(200);
      prompt = res.json();
    }
    expect(prompt).toMatchObject({ version: 3, productionVersion: null });
    return prompt;
  }

  it('is marked and moved by the owner, an editor and an admin, and taken off again', async () => {
    const prompt = await threeVersions();
    const marked = await mark(prompt.id, 1, owner);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({
      id: prompt.id,
      version: 3,
      productionVersion: 1,
      title: 'Version three',
    });
    expect((await read(`/api/prompts/${prompt.id}`)).productionVersion).toBe(1);

    expect((await mark(prompt.id, 2, editor)).json().productionVersion).toBe(2);
    // Marking the marked version again changes nothing.
    expect((await mark(prompt.id, 2, admin)).json().productionVersion).toBe(2);
    // Taking it off a version that does not carry it leaves it where it is.
    expect((await unmark(prompt.id, 1, editor)).json().productionVersion).toBe(2);
    const removed = await unmark(prompt.id, 2, admin);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().productionVersion).toBeNull();
    expect((await read(`/api/prompts/${prompt.id}`)).productionVersion).toBeNull();
    // Lists carry it too.
    await mark(prompt.id, 3, owner);
    const mine = await read('/api/prompts/my-prompts?size=50', owner);
    expect(mine.list.find((p: Prompt) => p.id === prompt.id)?.productionVersion).toBe(3);
  });

  it('refuses a reader who may not edit (403), says nothing to one who may not see (404)', async () => {
    const open = await threeVersions();
    await mark(open.id, 1, owner);
    for (const move of [mark, unmark]) {
      expect((await move(open.id, 1, reader)).json()).toEqual(
        errorBody(403, 'Forbidden', SERVER_MSG.forbidden),
      );
      expect((await move(open.id, 1)).statusCode).toBe(401);
    }
    expect((await read(`/api/prompts/${open.id}`)).productionVersion).toBe(1);

    const closed = await threeVersions('private');
    for (const move of [mark, unmark]) {
      expect((await move(closed.id, 1, reader)).json()).toEqual(
        errorBody(404, 'Not Found', SERVER_MSG.promptNotFound),
      );
      expect((await move(999_999, 1, owner)).json()).toEqual(
        errorBody(404, 'Not Found', SERVER_MSG.promptNotFound),
      );
      expect((await move(closed.id, 4, owner)).json()).toEqual(
        errorBody(404, 'Not Found', SERVER_MSG.versionNotFound),
      );
      expect((await move(closed.id, 99_999_999_999, editor)).statusCode).toBe(404);
      expect(
        (await call(move === mark ? 'PUT' : 'DELETE', `/api/prompts/${closed.id}/versions/x/label`, owner))
          .statusCode,
      ).toBe(400);
    }
    expect((await mark(closed.id, 1, editor)).json().productionVersion).toBe(1);
  });

  it('takes "production" as the only label, with a message that says so', async () => {
    const prompt = await addPrompt(ctx, owner);
    for (const payload of [{ label: 'staging' }, { label: 'PRODUCTION' }, {}, []]) {
      expect((await mark(prompt.id, 1, owner, payload)).json()).toEqual(
        errorBody(400, 'Bad Request', SERVER_MSG.versionLabel),
      );
    }
    const noBody = await call('PUT', `/api/prompts/${prompt.id}/versions/1/label`, owner);
    expect(noBody.json()).toEqual(errorBody(400, 'Bad Request', SERVER_MSG.versionLabel));
    expect((await read(`/api/prompts/${prompt.id}`)).productionVersion).toBeNull();
  });

  it('logs every move of the mark in the audit log, and nothing for a move that changes nothing', async () => {
    const prompt = await threeVersions();
    await mark(prompt.id, 1, owner);
    await mark(prompt.id, 1, owner);
    await mark(prompt.id, 2, editor);
    await unmark(prompt.id, 1, editor);
    await unmark(prompt.id, 2, admin);
    const entries = (await read('/api/audit?type=prompt.production-changed&size=100', admin)).list.filter(
      (entry: { target: string }) => entry.target === `prompt:${prompt.id} Version three`,
    );
    expect(
      entries.map((entry: { actor: { id: number }; details: object }) => [entry.actor.id, entry.details]),
    ).toEqual([
      [admin.id, { productionVersion: { from: 2, to: null } }],
      [editor.id, { productionVersion: { from: 1, to: 2 } }],
      [owner.id, { productionVersion: { from: null, to: 1 } }],
    ]);
  });

  it('answers ?version=production and ?version={n} with that content in the prompt’s shape', async () => {
    const prompt = await threeVersions();
    const url = `/api/prompts/${prompt.id}`;
    const current = await read(url);
    // Without a mark, production is the prompt as it is.
    expect(await read(`${url}?version=production`)).toEqual(current);
    expect(await read(`${url}?version=3`)).toEqual(current);

    await mark(prompt.id, 2, owner);
    const production = await read(`${url}?version=production`);
    expect(production).toEqual({
      ...current,
      productionVersion: 2,
      version: 2,
      title: 'Version two',
      content: 'The second text of [topic] for [audience].',
      tags: ['email'],
    });
    expect(await read(`${url}?version=1`)).toMatchObject({
      version: 1,
      productionVersion: 2,
      title: 'Version one',
      content: 'The first text of [topic].',
      createdAt: current.createdAt,
    });
    // The current text stays the prompt's.
    expect(await read(url)).toMatchObject({ version: 3, title: 'Version three', productionVersion: 2 });

    // A signed-in reader gets their own rating with it, as with the current text.
    await call('PUT', `${url}/rating`, reader, { value: 4 });
    expect(await read(`${url}?version=production`, reader)).toMatchObject({ version: 2, myRating: 4 });
    expect(await read(`${url}?version=1`, editor)).toMatchObject({ version: 1, myRating: null });
  });

  it('refuses a bad ?version= (400) and an unknown version (404), and hides what the caller may not see', async () => {
    const prompt = await threeVersions('private');
    const url = `/api/prompts/${prompt.id}`;
    for (const bad of ['0', '-1', 'abc', '1.5', 'Production', '', '2&version=3']) {
      expect(await read(`${url}?version=${bad}`, owner)).toEqual(
        errorBody(400, 'Bad Request', SERVER_MSG.versionQuery),
      );
    }
    expect(await read(`${url}?version=4`, owner)).toEqual(
      errorBody(404, 'Not Found', SERVER_MSG.versionNotFound),
    );
    expect((await call('GET', `${url}?version=99999999999`, owner)).statusCode).toBe(404);
    expect((await read(`${url}?version=1`, editor)).title).toBe('Version one');
    expect((await read(`${url}?version=1`, admin)).title).toBe('Version one');
    for (const who of [reader, undefined]) {
      for (const version of ['1', 'production', '4']) {
        expect(await read(`${url}?version=${version}`, who)).toEqual(
          errorBody(404, 'Not Found', SERVER_MSG.promptNotFound),
        );
      }
    }
  });

  it('is documented at /api/docs: both calls, their body, and the detail’s version parameter', async () => {
    const doc = await read('/api/docs/json');
    const label = doc.paths['/api/prompts/{id}/versions/{n}/label'];
    expect(Object.keys(label).sort()).toEqual(['delete', 'put']);
    expect(label.put.security).toEqual([{ bearerAuth: [] }]);
    expect(label.put.requestBody.content['application/json'].schema.properties.label.enum).toEqual([
      'production',
    ]);
    expect(Object.keys(label.delete.responses)).toEqual(['200', '400', '401', '403', '404']);
    const detail = doc.paths['/api/prompts/{id}'].get;
    expect(detail.parameters).toContainEqual(expect.objectContaining({ in: 'query', name: 'version' }));
    const prompt = detail.responses['200'].content['application/json'].schema;
    expect(prompt.properties.productionVersion).toMatchObject({ type: 'integer', nullable: true });
  });

  it('shows a move in the next read on every instance, to visitors and signed-in callers alike', async () => {
    const second = await secondInstance(ctx);
    try {
      const prompt = await threeVersions();
      const url = `/api/prompts/${prompt.id}?version=production`;
      const titleOn = async (app: typeof second, who?: TestUser) =>
        (await app.inject({ method: 'GET', url, headers: who?.auth ?? {} })).json().title;
      const everyone = async (title: string) => {
        for (const app of [ctx.app, second]) {
          for (const who of [undefined, reader, editor])
            if ((await titleOn(app, who)) !== title) return false;
        }
        return true;
      };
      // Read twice everywhere, so that each answer is kept.
      expect(await everyone('Version three')).toBe(true);
      expect(await everyone('Version three')).toBe(true);

      await mark(prompt.id, 1, editor);
      // The instance that moved it, at once; the other as soon as the database tells it.
      for (const who of [undefined, reader, editor]) expect(await titleOn(ctx.app, who)).toBe('Version one');
      expect(await within100ms(() => everyone('Version one'))).toBe(true);

      await unmark(prompt.id, 1, owner);
      expect(await titleOn(ctx.app)).toBe('Version three');
      expect(await within100ms(() => everyone('Version three'))).toBe(true);
    } finally {
      await second.close();
    }
  });
});

async function within100ms(check: () => Promise<boolean>): Promise<boolean> {
  const deadline = performance.now() + 100;
  do {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 5));
  } while (performance.now() < deadline);
  return false;
}
