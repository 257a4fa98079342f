import type { IncomingMessage } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { addPrompt, privateToGroup, seedTaxonomy, type TestUser } from '../modules/prompts/test-data.ts';
import { createTestApp, createUser, secondInstance, type TestContext } from '../test/app.ts';
import { testEngine } from '../test/database.ts';
import {
  addressOf,
  DENSEST_AFTER_MS,
  DENSEST_AFTER_READS,
  DENSEST_FROM_BYTES,
  EarlyAnswers,
  MAX_COMPUTING,
  MAX_COMPUTING_WHILE_WRITING,
  publicCachePlugin,
  WRITE_PRIORITY_MS,
  WRITING_RECENT_MS,
} from './public-cache.ts';

const LIST = '/api/prompts?page=0&size=12&sort=createdAt,desc';

describe(`the response cache of public reads on ${testEngine}`, () => {
  let ctx: TestContext;
  let owner: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp({ RESPONSE_CACHE_MB: '8' });
    await seedTaxonomy(ctx);
    owner = await createUser(ctx);
    for (let i = 0; i < 3; i++) {
      await addPrompt(ctx, owner, {
        content: `A long enough prompt to be worth compressing. ${'words '.repeat(250)}`,
      });
    }
  });
  afterAll(() => ctx.close());

  const get = (url: string, headers: Record<string, string> = {}, app: App = ctx.app) =>
    app.inject({ method: 'GET', url, headers });
  const titles = async (app: App = ctx.app) =>
    ((await get(LIST, {}, app)).json() as { list: { title: string }[] }).list.map((p) => p.title);

  it('answers a list with an ETag that browsers must revalidate, and 304 while it is unchanged', async () => {
    const first = await get(LIST);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.etag).toMatch(/^W\/".+"$/);
    const again = await get(LIST);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    const unchanged = await get(LIST, { 'if-none-match': String(first.headers.etag) });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect((await get(LIST, { 'if-none-match': 'W/"something-else"' })).statusCode).toBe(200);
  });

  it('sends a kept answer with the security headers it was first sent with', async () => {
    const first = await get('/api/categories');
    const kept = await get('/api/categories');
    // Each names its own request; every other header is the first answer's.
    const { date: _date, 'x-request-id': firstId, ...headers } = first.headers;
    expect(kept.headers).toMatchObject(headers);
    expect(kept.headers['x-request-id']).toMatch(/^req-/);
    expect(kept.headers['x-request-id']).not.toBe(firstId);
    expect(kept.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(kept.headers['x-content-type-options']).toBe('nosniff');
    expect(kept.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('still refuses a token that is no longer valid on a read it keeps', async () => {
    await get(LIST);
    const res = await get(LIST, { authorization: 'Bearer plib_revoked0000000000000000000000000000' });
    expect(res.statusCode).toBe(401);
  });

  it('sends brotli or gzip to clients that take them, the same JSON inside', async () => {
    const plain = (await get(LIST)).body;
    const br = await get(LIST, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gzip = await get(LIST, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
    expect(br.rawPayload.length).toBeLessThan(plain.length / 2);
    // Kept in brotli alone: a client that takes neither still gets the same bytes, and the same ETag.
    const again = await get(LIST);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.body).toBe(plain);
    expect(again.headers.etag).toBe(br.headers.etag);
  });

  it('sends an answer under 4 KB as it is, even to a client that takes brotli', async () => {
    const { id } = await addPrompt(ctx, owner, { content: `A mid-sized prompt. ${'words '.repeat(450)}` });
    const res = await get(`/api/prompts/${id}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.rawPayload.length).toBeGreaterThan(2048);
    expect(res.rawPayload.length).toBeLessThan(4096);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('compresses an answer fast when it may be read once, and a large one hard when read again', async () => {
    // Random words compress little: the answer's brotli copy is well over 4 KB.
    const words = Array.from({ length: 1500 }, () => Math.random().toString(36).slice(2, 8));
    const { id } = await addPrompt(ctx, owner, { title: 'Incompressible', content: words.join(' ') });
    const url = `/api/prompts/${id}`;
    // Fast: quality 1 in an 8 KB window; hard: quality 5 in brotli's default window.
    const brotli = (quality: 1 | 5, json: string) =>
      brotliCompressSync(json, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: quality,
          [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(json),
          ...(quality === 1 && { [constants.BROTLI_PARAM_LGWIN]: 13 }),
        },
      });
    const signedIn = await get(url, { 'accept-encoding': 'br', ...owner.auth }); // never kept
    const first = await get(url, { 'accept-encoding': 'br' });
    const again = await get(url, { 'accept-encoding': 'br' });
    const json = brotliDecompressSync(first.rawPayload).toString();
    // The signed-in caller's detail also carries their own rating.
    expect(signedIn.rawPayload).toEqual(brotli(1, brotliDecompressSync(signedIn.rawPayload).toString()));
    expect(first.rawPayload).toEqual(brotli(1, json));
    expect(again.rawPayload).toEqual(brotli(5, json));
    expect(again.headers.etag).toBe(first.headers.etag);
    // A small answer keeps its fast copy when read again: made hard, it would save too little.
    const fixtures = '/api/prompts/search?query=compressing';
    await get(fixtures, { 'accept-encoding': 'br' });
    const small = await get(fixtures, { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBe('br');
    expect(small.rawPayload.length).toBeLessThan(4096);
    expect(small.rawPayload).toEqual(brotli(1, brotliDecompressSync(small.rawPayload).toString()));
  });

  it("shows a write through the API in the writer's next read", async () => {
    await get(LIST);
    const created = await addPrompt(ctx, owner, { title: 'Written just now' });
    expect((await titles())[0]).toBe(created.title);
    const detailUrl = `/api/prompts/${created.id}`;
    expect((await get(detailUrl)).json().title).toBe('Written just now');
    const res = await ctx.app.inject({
      method: 'PUT',
      url: detailUrl,
      headers: owner.auth,
      payload: { title: 'Rewritten', content: created.content, categories: ['Writing'], tags: ['email'] },
    });
    expect(res.statusCode).toBe(200);
    expect((await get(detailUrl)).json().title).toBe('Rewritten');
    expect((await titles())[0]).toBe('Rewritten');
  });

  it('shows a write made straight in the database (another instance, a job, a script) within 100 ms', async () => {
    const [newest] = await titles();
    await ctx.database.db.execute(
      sql`update prompts set title = 'Renamed by SQL' where id = (select max(id) from prompts)`,
    );
    expect(await within100ms(async () => (await titles())[0] === 'Renamed by SQL')).toBe(true);
    expect(newest).not.toBe('Renamed by SQL');
  });

  it('keeps its answers through a sign-in, which changes nothing a visitor sees', async () => {
    await titles();
    const [kept] = await titles();
    // A change the database does not announce (its triggers off), seen only once the cache empties.
    await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(
        sql`update prompts set title = 'Renamed unannounced' where id = (select max(id) from prompts)`,
      );
    });
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: owner.email, password: owner.password },
    });
    expect(signIn.statusCode).toBe(200);
    expect((await titles())[0]).toBe(kept);
    const write = await ctx.app.inject({ method: 'POST', url: '/api/categories', payload: {} });
    expect(write.statusCode).toBe(401); // refused: nothing changed, the cache stays
    expect((await titles())[0]).toBe(kept);
    await addPrompt(ctx, owner, { title: 'After the sign-in' });
    expect((await titles()).slice(0, 2)).toEqual(['After the sign-in', 'Renamed unannounced']);
  });

  it("shows a write on one instance in another instance's next read within 100 ms", async () => {
    const second = await secondInstance(ctx);
    try {
      await titles(second);
      const created = await addPrompt(ctx, owner, { title: 'Written on the first instance' });
      expect(await within100ms(async () => (await titles(second))[0] === created.title)).toBe(true);
    } finally {
      await second.close();
    }
  });

  it('takes a prompt that stops being public out of every instance’s kept answers (issue 28)', async () => {
    const second = await secondInstance(ctx);
    try {
      const prompt = await addPrompt(ctx, owner, { title: 'Public for now' });
      const detail = `/api/prompts/${prompt.id}`;
      for (const app of [ctx.app, second]) {
        expect((await get(detail, {}, app)).statusCode).toBe(200);
        expect((await titles(app))[0]).toBe('Public for now');
      }
      const shared = await ctx.app.inject({
        method: 'PUT',
        url: `${detail}/sharing`,
        headers: owner.auth,
        payload: { visibility: 'private', sharedWith: [] },
      });
      expect(shared.statusCode).toBe(200);
      // The instance that made the change, at once; the other as soon as the database tells it.
      expect((await get(detail)).statusCode).toBe(404);
      expect(await titles()).not.toContain('Public for now');
      expect(
        await within100ms(async () => {
          const gone = (await get(detail, {}, second)).statusCode === 404;
          return gone && !(await titles(second)).includes('Public for now');
        }),
      ).toBe(true);
    } finally {
      await second.close();
    }
  });

  it("keeps a prompt's detail for anonymous readers apart from what a signed-in caller sees", async () => {
    const draft = await addPrompt(ctx, owner, { title: 'Not for everyone' }, 'draft');
    const url = `/api/prompts/${draft.id}`;
    expect((await get(url, owner.auth)).json().title).toBe('Not for everyone');
    expect((await get(url)).statusCode).toBe(404);
    const published = await addPrompt(ctx, owner);
    const publishedUrl = `/api/prompts/${published.id}`;
    expect((await get(publishedUrl)).json()).not.toHaveProperty('myRating');
    const reader = await createUser(ctx);
    expect((await get(publishedUrl, reader.auth)).json().myRating).toBeNull();
  });

  it('keeps nothing with RESPONSE_CACHE_MB=0, and still answers 304 to an unchanged list', async () => {
    const uncached = await buildApp({
      config: { ...ctx.app.config, responseCacheMb: 0 },
      db: ctx.database.db,
    });
    try {
      const first = await get(LIST, {}, uncached);
      expect((await get(LIST, { 'if-none-match': String(first.headers.etag) }, uncached)).statusCode).toBe(
        304,
      );
      await addPrompt(ctx, owner, { title: 'Seen at once' });
      expect((await titles(uncached))[0]).toBe('Seen at once');
    } finally {
      await uncached.close();
    }
  });
});

/** A prompt's content of each form a detail is kept in: as it is, and compressed (4 KB or more). */
const CONTENTS = [
  ['short, kept as it is', 'A short prompt.'],
  ['long, kept compressed', `A long prompt. ${'words '.repeat(700)}`],
];

describe(`answers kept per audience for signed-in readers on ${testEngine} (issue 28)`, () => {
  let ctx: TestContext;
  let team: { id: number };
  let other: { id: number };
  /** Two readers of the team, a reader of the other group, and a writer of the team. */
  let reader: TestUser;
  let colleague: TestUser;
  let outsider: TestUser;
  let writer: TestUser;
  let teamPrompt: { id: number; title: string };

  const get = (url: string, who: TestUser, app: App = ctx.app) =>
    app.inject({ method: 'GET', url, headers: who.auth });
  const send = async (method: 'POST' | 'PUT', url: string, who: TestUser, payload?: object) => {
    const res = await ctx.app.inject({ method, url, headers: who.auth, payload });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const titles = async (who: TestUser, app: App = ctx.app) =>
    ((await get(LIST, who, app)).json() as { list: { title: string }[] }).list.map((p) => p.title);
  /** Renames the newest prompt with the database's announcements off: seen only by a fresh read. */
  const renameUnannounced = (title: string) =>
    ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update prompts set title = ${title} where id = (select max(id) from prompts)`);
    });

  beforeAll(async () => {
    ctx = await createTestApp({ RESPONSE_CACHE_MB: '8' });
    await seedTaxonomy(ctx);
    const admin = await createUser(ctx, { role: 'admin' });
    [reader, colleague, outsider, writer] = [
      await createUser(ctx),
      await createUser(ctx),
      await createUser(ctx),
      await createUser(ctx),
    ];
    team = await send('POST', '/api/groups', admin, { name: 'Team' });
    other = await send('POST', '/api/groups', admin, { name: 'Other' });
    for (const member of [reader, colleague, writer])
      await send('PUT', `/api/groups/${team.id}/members/${member.id}`, admin, { role: 'member' });
    await send('PUT', `/api/groups/${other.id}/members/${outsider.id}`, admin, { role: 'member' });
    teamPrompt = await addPrompt(ctx, admin, {
      title: 'For the team',
      visibility: 'private',
      sharedWith: [{ kind: 'group', id: team.id, canEdit: false }],
    });
  });
  afterAll(() => ctx.close());

  it('answers two audiences the same URLs differently, and hands one audience its kept answer', async () => {
    const detail = `/api/prompts/${teamPrompt.id}`;
    expect((await titles(reader))[0]).toBe('For the team');
    expect((await get(detail, reader)).statusCode).toBe(200);
    await renameUnannounced('Renamed unannounced');
    // The colleague has the reader's groups and nothing of their own: the reader's answers.
    expect((await titles(colleague))[0]).toBe('For the team');
    expect((await get(detail, colleague)).json().title).toBe('For the team');
    // The outsider is another audience: computed for it, without the team's prompt.
    expect(await titles(outsider)).not.toContain('For the team');
    expect(await titles(outsider)).not.toContain('Renamed unannounced');
    expect((await get(detail, outsider)).statusCode).toBe(404);
    // A visitor's answers are kept apart from both.
    expect((await ctx.app.inject({ method: 'GET', url: detail })).statusCode).toBe(404);
  });

  it.each(CONTENTS)(
    "gives each caller their own rating on the audience's kept detail (%s)",
    async (_, content) => {
      const rated = await addPrompt(ctx, outsider, { title: 'Rated by one of two', content });
      await send('PUT', `/api/prompts/${rated.id}/rating`, reader, { value: 4 });
      const detail = `/api/prompts/${rated.id}`;
      const mine = await get(detail, reader);
      const theirs = await get(detail, colleague);
      expect(mine.json().myRating).toBe(4);
      expect(theirs.json().myRating).toBeNull();
      const { myRating: _mine, ...sharedPart } = mine.json();
      const { myRating: _theirs, ...sameShared } = theirs.json();
      expect(sameShared).toEqual(sharedPart);
      expect(mine.headers.etag).not.toBe(theirs.headers.etag);
      // Each is kept: read again, the same bytes and a 304 for the ETag the caller holds.
      expect((await get(detail, reader)).body).toBe(mine.body);
      const again = await ctx.app.inject({
        method: 'GET',
        url: detail,
        headers: { ...colleague.auth, 'if-none-match': String(theirs.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    },
  );

  it.each(CONTENTS)(
    "keeps a prompt's detail (%s) per standing toward it: readers of any group share it, editors and outsiders never get it",
    async (_, content) => {
      const owner = await createUser(ctx, { role: 'admin' });
      const both = await addPrompt(ctx, owner, {
        title: 'For both groups',
        content,
        visibility: 'private',
        sharedWith: [
          { kind: 'group', id: team.id, canEdit: false },
          { kind: 'group', id: other.id, canEdit: false },
        ],
      });
      const detail = `/api/prompts/${both.id}`;
      const asReader = await get(detail, reader);
      expect(asReader.json()).toMatchObject({ title: 'For both groups', canEdit: false });
      await renameUnannounced('Renamed unannounced');
      // The outsider is of another group, but a reader of this prompt all the same: the kept answer.
      const asOutsider = await get(detail, outsider);
      expect(asOutsider.json()).toMatchObject({ title: 'For both groups', canEdit: false });
      expect(asOutsider.body).toBe(asReader.body);
      // Its owner edits it: an answer of their own, fresh, with who it is shared with.
      const asOwner = (await get(detail, owner)).json();
      expect(asOwner).toMatchObject({ title: 'Renamed unannounced', canEdit: true });
      expect(asOwner.sharedWith).toHaveLength(2);
      // Someone it is not shared with is still told it is not there.
      const stranger = await createUser(ctx);
      expect((await get(detail, stranger)).statusCode).toBe(404);
    },
  );

  it('never hands a reader the answers of a colleague whose own prompt is in them', async () => {
    await addPrompt(ctx, writer, { title: "The writer's own", visibility: 'private' });
    expect((await titles(writer))[0]).toBe("The writer's own");
    expect(await titles(colleague)).not.toContain("The writer's own");
    const mine = await get('/api/prompts?page=0&size=12&scope=mine', writer);
    expect(mine.json().list.map((p: { title: string }) => p.title)).toEqual(["The writer's own"]);
    expect((await get('/api/prompts?page=0&size=12&scope=mine', colleague)).json().totalCount).toBe(0);
  });

  it("shows a membership change in every instance's next reads, and through the HTTP server's early answers", async () => {
    const second = await secondInstance(ctx);
    const url = await second.listen({ host: '127.0.0.1', port: 0 });
    const detail = `/api/prompts/${teamPrompt.id}`;
    try {
      const status = async () =>
        (await fetch(`${url}${detail}`, { headers: { authorization: `Bearer ${outsider.token}` } })).status;
      expect(await status()).toBe(404);
      expect(await status()).toBe(404);
      const admin = await createUser(ctx, { role: 'admin' });
      await send('PUT', `/api/groups/${team.id}/members/${outsider.id}`, admin, { role: 'member' });
      // The instance that made the change at once; the other as soon as the database tells it.
      expect((await get(detail, outsider)).statusCode).toBe(200);
      expect(await within100ms(async () => (await status()) === 200)).toBe(true);
      expect(await status()).toBe(200);
      const left = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/groups/${team.id}/members/${outsider.id}`,
        headers: admin.auth,
      });
      expect(left.statusCode).toBe(204);
      expect((await get(detail, outsider)).statusCode).toBe(404);
      expect(await within100ms(async () => (await status()) === 404)).toBe(true);
    } finally {
      await second.close();
    }
  });

  it('takes a prompt its owner stops sharing out of the group’s kept answers on every instance', async () => {
    const second = await secondInstance(ctx);
    try {
      const prompt = await addPrompt(ctx, writer, { title: 'Shared for now', ...privateToGroup(team.id) });
      const detail = `/api/prompts/${prompt.id}`;
      for (const app of [ctx.app, second]) {
        expect((await get(detail, reader, app)).statusCode).toBe(200);
        expect((await titles(reader, app))[0]).toBe('Shared for now');
      }
      await send('PUT', `${detail}/sharing`, writer, { visibility: 'private', sharedWith: [] });
      // The instance that made the change, at once; the other as soon as the database tells it.
      expect((await get(detail, reader)).statusCode).toBe(404);
      expect(await titles(reader)).not.toContain('Shared for now');
      expect(
        await within100ms(async () => {
          const gone = (await get(detail, reader, second)).statusCode === 404;
          return gone && !(await titles(reader, second)).includes('Shared for now');
        }),
      ).toBe(true);
    } finally {
      await second.close();
    }
  });

  it('forgets a signed-out token at once on the instance it was used on, and soon on the others', async () => {
    const leaving = await createUser(ctx);
    await addPrompt(ctx, leaving, { title: 'Seen while signed in', visibility: 'private' });
    const second = await secondInstance(ctx);
    const url = await second.listen({ host: '127.0.0.1', port: 0 });
    try {
      const read = async () => {
        const res = await fetch(`${url}${LIST}`, { headers: { authorization: `Bearer ${leaving.token}` } });
        return ((await res.json()) as { list: { title: string }[] }).list.map((p) => p.title);
      };
      expect(await read()).toContain('Seen while signed in');
      expect(await read()).toContain('Seen while signed in');
      expect(await titles(leaving)).toContain('Seen while signed in');
      const out = await ctx.app.inject({ method: 'POST', url: '/auth/logout', headers: leaving.auth });
      expect(out.statusCode).toBeLessThan(300);
      // The token now counts as none: a visitor's answers.
      expect(await titles(leaving)).not.toContain('Seen while signed in');
      expect(await within100ms(async () => !(await read()).includes('Seen while signed in'))).toBe(true);
    } finally {
      await second.close();
    }
  });
});

describe('reads computed for the response cache', () => {
  /** A server with one slow cacheable route that counts how often, and how many at once, it runs. */
  async function slowServer(maxMb = 8) {
    const app = Fastify();
    await app.register(publicCachePlugin, { maxMb });
    const runs = { total: 0, atOnce: 0, most: 0, startedDuringWrites: 0 };
    let writing = 0;
    const slow = async (request: FastifyRequest) => {
      runs.total += 1;
      if (writing > 0) runs.startedDuringWrites += 1;
      runs.atOnce += 1;
      runs.most = Math.max(runs.most, runs.atOnce);
      await new Promise((resolve) => setTimeout(resolve, 20));
      runs.atOnce -= 1;
      return { n: (request.params as { n: string }).n, run: runs.total };
    };
    app.get('/slow/:n', { config: { publicCache: true } }, slow);
    // A route whose reads bound their use of the database themselves (db/batched.ts).
    app.get('/batched/:n', { config: { publicCache: true, batchedReads: true } }, slow);
    const write = async (request: FastifyRequest) => {
      writing += 1;
      await new Promise((resolve) => setTimeout(resolve, Number((request.params as { ms: string }).ms)));
      writing -= 1;
      return { written: true };
    };
    app.post('/write/:ms', write);
    // A sign-in, say: a POST whose answer changes nothing the public reads show.
    app.post('/quiet/:ms', { config: { publicChange: false } }, write);
    await app.ready();
    return { app, runs };
  }

  it('keeps answers from their first read while it has room, then only from the second', async () => {
    const { app, runs } = await slowServer(1 / 1024); // 1 KB: room for a few answers
    const read = async (n: number) => (await app.inject(`/slow/${n}`)).json().run as number;
    let n = 0;
    let keptAtOnce = 0;
    while (n < 50) {
      n += 1;
      const first = await read(n);
      if ((await read(n)) !== first) break;
      keptAtOnce += 1;
    }
    expect(keptAtOnce).toBeGreaterThan(0);
    expect(n).toBeLessThan(50);
    // Full: the answer read once was not kept, the one read a second time is.
    const second = runs.total;
    expect(await read(n)).toBe(second);
    expect(runs.total).toBe(second);
    await app.close();
  });

  it('computes one address once for readers who ask at the same time', async () => {
    const { app, runs } = await slowServer();
    const answers = await Promise.all(Array.from({ length: 10 }, () => app.inject('/slow/1')));
    expect(runs.total).toBe(1);
    expect(new Set(answers.map((res) => res.body))).toEqual(new Set([JSON.stringify({ n: '1', run: 1 })]));
    await app.close();
  });

  it('computes at most MAX_COMPUTING addresses at once and answers every reader', async () => {
    const { app, runs } = await slowServer();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => app.inject(`/slow/${n}`)));
    expect(answers.map((res) => res.json().n)).toEqual(Array.from({ length: 20 }, (_, n) => String(n)));
    expect(runs.total).toBe(20);
    expect(runs.most).toBe(MAX_COMPUTING);
    await app.close();
  });

  it('computes the reads of a route that batches its reads all at once, beside the others', async () => {
    const { app, runs } = await slowServer();
    const answers = await Promise.all([
      ...Array.from({ length: 3 * MAX_COMPUTING }, (_, n) => app.inject(`/batched/${n}`)),
      app.inject('/slow/1'),
    ]);
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    expect(runs.most).toBe(3 * MAX_COMPUTING + 1);
    await app.close();
  });

  /** Readers that fill every slot with more waiting, then a write of `ms` milliseconds among them. */
  async function writeAmongReaders(ms: number, route = 'write') {
    const server = await slowServer();
    const reads = Promise.all(
      Array.from({ length: 3 * MAX_COMPUTING }, (_, n) => server.app.inject(`/slow/${n}`)),
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    const write = server.app.inject({ method: 'POST', url: `/${route}/${ms}` });
    return { ...server, reads, write };
  }

  it('starts no waiting read while a write is answered, so the write has the database to itself', async () => {
    const { app, runs, reads, write } = await writeAmongReaders(30);
    expect((await write).json()).toEqual({ written: true });
    expect((await reads).every((res) => res.statusCode === 200)).toBe(true);
    expect(runs.total).toBe(3 * MAX_COMPUTING);
    expect(runs.startedDuringWrites).toBe(0);
    await app.close();
  });

  it('starts no read of a route that batches its reads while a write is answered', async () => {
    const server = await slowServer();
    const write = server.app.inject({ method: 'POST', url: '/write/30' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const reads = await Promise.all(Array.from({ length: 5 }, (_, n) => server.app.inject(`/batched/${n}`)));
    expect(reads.every((res) => res.statusCode === 200)).toBe(true);
    expect((await write).json()).toEqual({ written: true });
    expect(server.runs.total).toBe(5);
    expect(server.runs.startedDuringWrites).toBe(0);
    await server.app.close();
  });

  it('lets reads start during a write that changes nothing public, and keeps their answers after it', async () => {
    const { app, runs, reads, write } = await writeAmongReaders(30, 'quiet');
    await write;
    await reads;
    expect(runs.startedDuringWrites).toBeGreaterThan(0);
    const runsBefore = runs.total;
    await app.inject({ method: 'POST', url: '/quiet/0' });
    await app.inject('/slow/1');
    expect(runs.total).toBe(runsBefore);
    await app.inject({ method: 'POST', url: '/write/0' });
    await app.inject('/slow/1');
    expect(runs.total).toBe(runsBefore + 1);
    await app.close();
  });

  it('computes fewer reads at once for a while after a write, then as many as before', async () => {
    const { app, runs } = await slowServer();
    const burst = async () => {
      runs.most = 0;
      await Promise.all(Array.from({ length: 10 }, (_, n) => app.inject(`/slow/${n}-${runs.total}`)));
      return runs.most;
    };
    await app.inject({ method: 'POST', url: '/write/0' });
    expect(await burst()).toBe(MAX_COMPUTING_WHILE_WRITING);
    // A sign-in, say, changes nothing public and leaves the reads as many slots as before.
    await new Promise((resolve) => setTimeout(resolve, WRITING_RECENT_MS));
    await app.inject({ method: 'POST', url: '/quiet/0' });
    expect(await burst()).toBe(MAX_COMPUTING);
    await app.close();
  });

  it(`holds the waiting reads back for ${WRITE_PRIORITY_MS} ms at most, however long a write takes`, async () => {
    const { app, runs, reads, write } = await writeAmongReaders(20 * WRITE_PRIORITY_MS);
    let written = false;
    void write.then(() => (written = true));
    expect((await reads).every((res) => res.statusCode === 200)).toBe(true);
    expect(written).toBe(false);
    expect(runs.startedDuringWrites).toBe(2 * MAX_COMPUTING);
    await write;
    await app.close();
  });
});

/** Polls `check` for up to 100 ms: a change announced by NOTIFY arrives a moment after its commit. */
async function within100ms(check: () => Promise<boolean>): Promise<boolean> {
  const deadline = performance.now() + 100;
  do {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 5));
  } while (performance.now() < deadline);
  return false;
}

describe('kept answers sent before Fastify sees the request', () => {
  /** A server as app.ts makes it, over HTTP: the log lines and Fastify's own onRequest hooks counted. */
  async function earlyServer() {
    const lines: { reqId: string; method: string; url: string; statusCode: number; msg: string }[] = [];
    const early = new EarlyAnswers();
    const app = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
      serverFactory: early.serverFactory,
      genReqId: early.requestId,
      keepAliveTimeout: 4321,
    });
    await app.register(publicCachePlugin, { maxMb: 8, early });
    let seenByFastify = 0;
    app.addHook('onRequest', async () => {
      seenByFastify += 1;
    });
    let current = 1;
    app.get('/answer', { config: { publicCache: true } }, async () => ({
      version: current,
      text: 'words '.repeat(800),
    }));
    app.post('/answer', async () => ({ version: ++current }));
    // An answer as large as a category's array (~150 KB), of words in no order brotli could guess.
    let seed = 7;
    const word = () => {
      seed = (seed * 48_271) % 2_147_483_647;
      return `word${seed % 3000}`;
    };
    const words = Array.from({ length: 15_000 }, word).join(' ');
    app.get('/big', { config: { publicCache: true } }, async () => ({ version: current, words }));
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    const get = (headers: Record<string, string> = {}) => fetch(`${url}/answer`, { headers });
    const version = async (res: Response) => ((await res.json()) as { version: number }).version;
    return { app, lines, get, version, url, seen: () => seenByFastify };
  }

  it('sends a kept answer without Fastify, alike in body, headers and ETag, and logs its line', async () => {
    const { app, lines, get, version, seen } = await earlyServer();
    try {
      const plain = { 'accept-encoding': 'identity' };
      const first = await get(plain);
      expect(seen()).toBe(1);
      const kept = await get(plain);
      expect(seen()).toBe(1);
      expect(await kept.text()).toBe(await first.text());
      // Each answer names its own request (x-request-id), the rest alike.
      const headersOf = (res: Response) => {
        const { date: _date, 'x-request-id': _id, ...rest } = Object.fromEntries(res.headers);
        return rest;
      };
      expect(headersOf(kept)).toEqual(headersOf(first));
      expect(kept.headers.get('keep-alive')).toBe('timeout=4'); // Fastify's keepAliveTimeout, in seconds
      const unchanged = await get({ 'if-none-match': String(first.headers.get('etag')) });
      expect(unchanged.status).toBe(304);
      const br = await get({ 'accept-encoding': 'br' });
      expect(br.headers.get('content-encoding')).toBe('br');
      expect(await version(br)).toBe(1);
      expect(seen()).toBe(1);
      // A line per early answer, in app.ts's shape; numbered along with the request Fastify logged.
      const early = lines.filter((line) => line.msg === 'request');
      expect(early.map((line) => line.statusCode)).toEqual([200, 304, 200]);
      expect(early.every((line) => line.method === 'GET' && line.url === '/answer')).toBe(true);
      expect(new Set(lines.map((line) => line.reqId).filter(Boolean)).size).toBe(4);
      expect(early[0]?.reqId).toBe(kept.headers.get('x-request-id'));
    } finally {
      await app.close();
    }
  });

  it('gives a large answer read often its densest brotli copy, made in the background', async () => {
    const { app, url } = await earlyServer();
    try {
      const big = async () => {
        const res = await fetch(`${url}/big`, { headers: { 'accept-encoding': 'br' } });
        return {
          length: Number(res.headers.get('content-length')),
          etag: res.headers.get('etag'),
          body: await res.text(),
        };
      };
      const first = await big();
      const dense = await big();
      expect(dense.length).toBeGreaterThanOrEqual(DENSEST_FROM_BYTES);
      for (let i = 0; i < DENSEST_AFTER_READS; i++) expect((await big()).length).toBe(dense.length);
      // Not yet: the answer has not been kept unchanged long enough.
      await new Promise((resolve) => setTimeout(resolve, DENSEST_AFTER_MS));
      expect((await big()).length).toBe(dense.length);
      let densest = await big();
      for (let tries = 0; densest.length === dense.length && tries < 100; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        densest = await big();
      }
      // The same answer, ETag and body, in ~10 % fewer bytes.
      expect(densest.length).toBeLessThan(dense.length * 0.95);
      expect(densest.etag).toBe(first.etag);
      expect(densest.body).toBe(first.body);
      expect(JSON.parse(densest.body).version).toBe(1);
    } finally {
      await app.close();
    }
  });

  it('drops a densest copy whose answer changed while it was made', async () => {
    const { app, url } = await earlyServer();
    try {
      const big = async () =>
        (await (await fetch(`${url}/big`, { headers: { 'accept-encoding': 'br' } })).json()) as {
          version: number;
        };
      for (let i = 0; i < DENSEST_AFTER_READS + 2; i++) await big();
      await new Promise((resolve) => setTimeout(resolve, DENSEST_AFTER_MS));
      // This read starts the densest copy of version 1; the write ends its generation at once.
      await big();
      await fetch(`${url}/answer`, { method: 'POST' });
      expect((await big()).version).toBe(2);
      // Long enough for the copy to be made: version 2 is still what is kept.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      for (let i = 0; i < 3; i++) expect((await big()).version).toBe(2);
    } finally {
      await app.close();
    }
  });

  it('leaves to Fastify a signed-in read, a write, and what follows the write', async () => {
    const { app, get, version, url, seen } = await earlyServer();
    try {
      await get();
      await get();
      expect(seen()).toBe(1);
      await get({ authorization: 'Bearer anything' });
      expect(seen()).toBe(2);
      await fetch(`${url}/answer`, { method: 'POST' });
      expect(seen()).toBe(3);
      expect(await version(await get())).toBe(2);
      expect(seen()).toBe(4);
    } finally {
      await app.close();
    }
  });
});

describe('the address a read is kept under', () => {
  it('reads the origin as Fastify does, with and without trustProxy', async () => {
    const cases: Record<string, string>[] = [
      {},
      { 'x-forwarded-host': 'prompts.example.com', 'x-forwarded-proto': 'https' },
      { 'x-forwarded-host': 'first.example, last.example', 'x-forwarded-proto': 'http, https' },
      { 'x-forwarded-host': '' },
    ];
    for (const trustProxy of [false, true]) {
      const app = Fastify({ trustProxy });
      app.get('/api/where', async (request) => ({
        fastify: `${request.protocol}://${request.host}${request.url}`,
        kept: addressOf(request.raw, trustProxy),
      }));
      for (const headers of cases) {
        const { fastify, kept } = (await app.inject({ url: '/api/where?page=1', headers })).json();
        expect(kept).toBe(fastify);
      }
      await app.close();
    }
  });

  it("keeps a page apart per language the request prefers, and the API's answers once (issue 31)", () => {
    const raw = (url: string, headers: Record<string, string>) =>
      ({ url, headers: { host: 'h', ...headers }, socket: {} }) as unknown as IncomingMessage;
    expect(addressOf(raw('/main', { 'accept-language': 'de-CH, de;q=0.9' }), false)).toBe('http://h/main de');
    expect(addressOf(raw('/main', {}), false)).toBe('http://h/main en');
    expect(addressOf(raw('/api/prompts', { 'accept-language': 'de' }), false)).toBe('http://h/api/prompts');
  });
});
