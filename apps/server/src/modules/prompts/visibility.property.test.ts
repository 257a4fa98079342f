// Who sees what (issue 28), checked against the rule written again in plain TypeScript
// (visibility-model.ts). For random users, groups, memberships, prompts (visibility, status, shares,
// the trending / featured / new flags, some hidden by a moderator: issue 29) and collections
// (visibility, shares), each reader is answered exactly what the rule gives by every list (each scope,
// each flag) and its count, search, the category array, detail (found, `canEdit`, `sharedWith` for
// editors only), each collection and the collections shared with them, the export, and MCP
// (prompts/list, prompts/get, the get_prompt and search_prompts tools); then again after one prompt's
// and one collection's visibility change, with the kept counts equal to a recount. A run's prompts are
// in a category and carry a word of their own, so runs do not see each other's; the flag lists are
// read whole instead (their counts then come from the kept counts, as the landing page's do), so a
// reader's count there adds what they counted before the run.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { VISIBILITIES } from '@prompt-lib/contract';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, groupMembers, groups } from '../../db/schema.ts';
import { createTestApp, createUser, type TestContext } from '../../test/app.ts';
import { keptCountsThatDiffer } from '../../test/recount.ts';
import { seedTaxonomy, type TestUser } from './test-data.ts';
import {
  byKindAndId,
  collectionStanding,
  type Flag,
  inScope,
  listed,
  type Made,
  type MadeCollection,
  type Person,
  promptStanding,
  type Share,
  sees,
  sharedCollection,
} from './visibility-model.ts';

const FLAG_PATHS: Record<Flag, string> = { trending: 'trending', featured: 'featured', isNew: 'new' };
const FLAGS = Object.keys(FLAG_PATHS) as Flag[];
/** A prompt's flags when no admin set them. */
const UNFLAGGED: Record<Flag, boolean> = { trending: false, featured: false, isNew: true };

/**
 * A word of the run's own, in every prompt's title and content: ten letters drawn from the run's
 * number, so that no two runs' words look alike (a search that finds nothing tries close spellings).
 */
function runWord(run: number): string {
  let state = run * 2_654_435_761;
  return Array.from({ length: 10 }, () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return String.fromCharCode(97 + (state % 26));
  }).join('');
}

// ---- random worlds ----

type ShareSpec = { kind: 'group' | 'user'; index: number; canEdit: boolean };
const shareSpecs = fc.array(
  fc.record({ kind: fc.constantFrom('group', 'user'), index: fc.nat(4), canEdit: fc.boolean() }),
  { maxLength: 3 },
);

const world = fc.record({
  roles: fc.array(fc.constantFrom('user', 'user', 'user', 'admin'), { minLength: 2, maxLength: 5 }),
  groupCount: fc.integer({ min: 1, max: 3 }),
  memberships: fc.array(fc.tuple(fc.nat(4), fc.nat(2)), { maxLength: 8 }),
  prompts: fc.array(
    fc.record({
      owner: fc.nat(4),
      visibility: fc.constantFrom(...VISIBILITIES),
      status: fc.constantFrom('published', 'published', 'published', 'draft', 'archived'),
      hidden: fc.constantFrom(false, false, false, true),
      shares: shareSpecs,
      flags: fc.record({ trending: fc.boolean(), featured: fc.boolean(), isNew: fc.boolean() }),
    }),
    { minLength: 1, maxLength: 7 },
  ),
  collections: fc.array(
    fc.record({ owner: fc.nat(4), visibility: fc.constantFrom(...VISIBILITIES), shares: shareSpecs }),
    { minLength: 1, maxLength: 2 },
  ),
  change: fc.record({
    prompt: fc.nat(6),
    visibility: fc.constantFrom(...VISIBILITIES),
    collection: fc.nat(1),
    collectionVisibility: fc.constantFrom(...VISIBILITIES),
  }),
});
type World = typeof world extends fc.Arbitrary<infer T> ? T : never;

/** One run's world as made, for the model to read. */
type Run = {
  made: Made[];
  collections: MadeCollection[];
  people: Person[];
  groupIds: number[];
  /** `group 3` or `user 7` → the name a share shows. */
  names: Map<string, string>;
  categoryId: number;
  word: string;
  /** What each reader's flag lists counted before the run's prompts. */
  flagCountsBefore: Map<string, Record<Flag, number>>;
};

const labelOf = (person: Person | null) =>
  person ? `${person.admin ? 'admin' : 'user'} ${person.user.id}` : 'visitor';

const sortedIds = (list: { id: number }[]) => list.map((item) => item.id).sort((a, b) => a - b);
/** The ids of the run's prompts that pass `test`, in order. */
const expectedIds = (r: Run, test: (prompt: Made) => boolean) => sortedIds(r.made.filter(test));
/** The ids of a list that are the run's prompts (a list read whole holds earlier runs' too). */
const ofRun = (r: Run, list: { id: number }[]) =>
  sortedIds(list.filter((item) => r.made.some((prompt) => prompt.id === item.id)));

/** What a collection's detail holds of the run's prompts. */
const contents = (collection: { prompts: { id: number }[]; promptCount: number }) => ({
  prompts: sortedIds(collection.prompts),
  count: collection.promptCount,
});

type SearchAnswer = { results: { id: number }[]; totalCount: number };

/** What a detail answered of the reader's standing (visibility-model.ts, Standing). */
function standingIn(res: LightMyRequestResponse) {
  if (res.statusCode === 404) return null;
  if (res.statusCode !== 200) return { status: res.statusCode };
  const { canEdit, sharedWith } = res.json();
  return sharedWith === undefined ? { canEdit } : { canEdit, sharedWith: byKindAndId(sharedWith) };
}

describe('who sees what, against the rule', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let mcpUrl: URL;
  let run = 0;
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedTaxonomy(ctx);
    admin = await createUser(ctx, { role: 'admin' });
    mcpUrl = new URL('/mcp', await ctx.app.listen({ port: 0, host: '127.0.0.1' }));
  });
  afterAll(() => ctx.close());

  const call = async (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    who: TestUser | null,
    payload?: object,
  ) => {
    const res = await ctx.app.inject({ method, url, headers: who?.auth ?? {}, payload });
    if (method !== 'GET' && res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.body}`);
    return res;
  };

  /** The totals of the reader's flag lists. */
  async function flagCounts(who: TestUser | null): Promise<Record<Flag, number>> {
    const count = async (flag: Flag) =>
      (await call('GET', `/api/prompts/${FLAG_PATHS[flag]}?size=1`, who)).json().totalCount as number;
    return {
      trending: await count('trending'),
      featured: await count('featured'),
      isNew: await count('isNew'),
    };
  }

  /**
   * The shares a spec asks for, as the server keeps them: a group the owner is not in is refused
   * unless the owner is an admin, and an entry named twice is one.
   */
  function sharesOf(specs: ShareSpec[], owner: Person, people: Person[], groupIds: number[]): Share[] {
    const shares = new Map<string, Share>();
    for (const spec of specs) {
      const id =
        spec.kind === 'group'
          ? (groupIds[spec.index % groupIds.length] as number)
          : (people[spec.index % people.length] as Person).user.id;
      if (spec.kind === 'group' && !owner.admin && !owner.groupIds.includes(id)) continue;
      shares.set(`${spec.kind} ${id}`, { kind: spec.kind, id, canEdit: spec.canEdit });
    }
    return [...shares.values()];
  }

  /** A prompt of the run's category as the spec says, its flags set by an admin, hidden by a moderator. */
  async function makePrompt(
    spec: World['prompts'][number],
    owner: Person,
    shares: Share[],
    title: string,
    word: string,
  ): Promise<Made> {
    const created = await call('POST', '/api/prompts', owner.user, {
      title,
      content: `Write about [topic] with ${word}.`,
      categories: [`Run ${run}`],
      tags: ['email'],
      visibility: spec.visibility,
      sharedWith: shares,
    });
    const id = created.json().id as number;
    for (const flag of FLAGS)
      if (spec.flags[flag] !== UNFLAGGED[flag])
        await call('PUT', `/api/prompts/${id}/${FLAG_PATHS[flag]}?${flag}=${spec.flags[flag]}`, admin);
    if (spec.status !== 'published')
      await call('PUT', `/api/prompts/${id}/status?status=${spec.status}`, owner.user);
    if (spec.hidden) {
      const report = await call('POST', '/api/reports', admin, {
        targetType: 'prompt',
        targetId: id,
        reason: 'spam',
      });
      await call('POST', `/api/reports/${report.json().id}/resolve`, admin, { action: 'hide' });
    }
    const { visibility, status, hidden, flags } = spec;
    return { id, title, owner: owner.user.id, status, visibility, shares, hidden, flags };
  }

  async function makeRun(w: World): Promise<Run> {
    run += 1;
    const db = ctx.database.db;
    const [category] = await db
      .insert(categories)
      .values({ name: `Run ${run}`, displayOrder: 9 })
      .returning({ id: categories.id });
    const groupNames = Array.from({ length: w.groupCount }, (_, i) => `Run ${run} group ${i}`);
    const madeGroups = await db
      .insert(groups)
      .values(groupNames.map((name) => ({ name })))
      .returning({ id: groups.id });
    const groupIds = madeGroups.map((group) => group.id);
    const names = new Map(groupIds.map((id, i) => [`group ${id}`, groupNames[i] ?? '']));
    const people: Person[] = [];
    for (const role of w.roles) {
      const user = await createUser(ctx, { role: role as 'user' | 'admin' });
      people.push({ user, admin: role === 'admin', groupIds: [] });
      names.set(`user ${user.id}`, user.username);
    }
    const pairs = new Set(w.memberships.map(([u, g]) => `${u % people.length} ${g % groupIds.length}`));
    for (const pair of pairs) {
      const [u, g] = pair.split(' ').map(Number) as [number, number];
      const person = people[u] as Person;
      const groupId = groupIds[g] as number;
      await db.insert(groupMembers).values({ groupId, userId: person.user.id });
      person.groupIds.push(groupId);
    }
    const flagCountsBefore = new Map<string, Record<Flag, number>>();
    for (const person of [null, ...people])
      flagCountsBefore.set(labelOf(person), await flagCounts(person?.user ?? null));

    const word = runWord(run);
    const made: Made[] = [];
    for (const [i, spec] of w.prompts.entries()) {
      const owner = people[spec.owner % people.length] as Person;
      const shares = sharesOf(spec.shares, owner, people, groupIds);
      made.push(await makePrompt(spec, owner, shares, `${word} prompt ${run}.${i}`, word));
    }

    // Each collection holds every prompt of the run, added by an admin (an editor of any collection).
    const collections: MadeCollection[] = [];
    for (const [i, spec] of w.collections.entries()) {
      const owner = people[spec.owner % people.length] as Person;
      const shares = sharesOf(spec.shares, owner, people, groupIds);
      const created = await call('POST', '/api/collections', owner.user, {
        name: `Run ${run} set ${i}`,
        visibility: spec.visibility,
        sharedWith: shares,
      });
      const id = created.json().id as number;
      for (const prompt of made) await call('PUT', `/api/collections/${id}/prompts/${prompt.id}`, admin);
      collections.push({ id, owner: owner.user.id, visibility: spec.visibility, shares });
    }
    const categoryId = category?.id ?? 0;
    return { made, collections, people, groupIds, names, categoryId, word, flagCountsBefore };
  }

  /** One reader of a check: a person of the run or a visitor, named in each failure's message. */
  type Reader = { person: Person | null; who: TestUser | null; label: string };

  /** Every list, its count, search, the category array and the export. */
  async function checkLists(r: Run, { person, who, label }: Reader) {
    const get = async (path: string) => (await call('GET', path, who)).json();
    const all = expectedIds(r, (prompt) => listed(prompt, person));
    const scopes = ['all', 'public', 'internal', 'mine', 'shared', ...r.groupIds.map((g) => `group:${g}`)];
    for (const scope of scopes) {
      const path = `/api/prompts?category=${r.categoryId}&size=100&scope=${scope}`;
      const page = await get(path);
      const want = expectedIds(r, (prompt) => inScope(prompt, person, scope));
      expect({ ids: sortedIds(page.list), count: page.totalCount }, `${label}: ${path}`).toEqual({
        ids: want,
        count: want.length,
      });
    }
    for (const flag of FLAGS) {
      const path = `/api/prompts/${FLAG_PATHS[flag]}?size=100`;
      const page = await get(path);
      const want = expectedIds(r, (prompt) => listed(prompt, person) && prompt.flags[flag]);
      const before = r.flagCountsBefore.get(label)?.[flag] ?? 0;
      expect({ ids: ofRun(r, page.list), count: page.totalCount }, `${label}: ${path}`).toEqual({
        ids: want,
        count: before + want.length,
      });
    }
    const searchPath = `/api/prompts/search?query=${r.word}&size=100`;
    const search = await get(searchPath);
    expect({ ids: sortedIds(search.list), count: search.totalCount }, `${label}: ${searchPath}`).toEqual({
      ids: all,
      count: all.length,
    });
    const arrayPath = `/api/prompts/category/${r.categoryId}`;
    expect(sortedIds(await get(arrayPath)), `${label}: ${arrayPath}`).toEqual(all);
    if (who) {
      const exportPath = `/api/export?scope=library&category=${r.categoryId}`;
      const titles = (await get(exportPath)).prompts.map((prompt: { title: string }) => prompt.title);
      const wanted = r.made.filter((prompt) => listed(prompt, person)).map((prompt) => prompt.title);
      expect(titles.sort(), `${label}: ${exportPath}`).toEqual(wanted.sort());
    }
  }

  /** Each prompt's detail: found or 404, whether the reader may edit, whom it is shared with (editors only). */
  async function checkDetails(r: Run, { person, who, label }: Reader) {
    for (const prompt of r.made) {
      const path = `/api/prompts/${prompt.id}`;
      expect(standingIn(await call('GET', path, who)), `${label}: ${path}`).toEqual(
        promptStanding(prompt, person, r.names),
      );
    }
  }

  /** Each collection by its own rule and its prompts by theirs; the collections shared with the reader. */
  async function checkCollections(r: Run, { person, who, label }: Reader) {
    const seen = expectedIds(r, (prompt) => sees(prompt, person));
    for (const collection of r.collections) {
      const path = `/api/collections/${collection.id}`;
      const res = await call('GET', path, who);
      const standing = standingIn(res);
      const got = res.statusCode === 200 ? { ...standing, ...contents(res.json()) } : standing;
      const want = collectionStanding(collection, person, r.names);
      expect(got, `${label}: ${path}`).toEqual(want && { ...want, prompts: seen, count: seen.length });
    }
    if (person) {
      const path = '/api/collections?scope=shared';
      const shared = r.collections.filter((collection) => sharedCollection(collection, person));
      const list = (await call('GET', path, who)).json().list;
      expect(sortedIds(list), `${label}: ${path}`).toEqual(sortedIds(shared));
    }
  }

  /** prompts/list, prompts/get, and the get_prompt and search_prompts tools. */
  async function checkMcp(r: Run, { person, who, label }: Reader) {
    const seen = expectedIds(r, (prompt) => sees(prompt, person));
    const all = expectedIds(r, (prompt) => listed(prompt, person));
    const client = new Client({ name: 'visibility-test', version: '1.0.0' });
    const headers: Record<string, string> = who ? { Authorization: `Bearer ${who.token}` } : {};
    await client.connect(new StreamableHTTPClientTransport(mcpUrl, { requestInit: { headers } }));
    try {
      const names: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await client.listPrompts(cursor === undefined ? {} : { cursor });
        names.push(...page.prompts.map((prompt) => prompt.name));
        cursor = page.nextCursor;
      } while (cursor !== undefined);
      const listedIds = names.map((name) => ({ id: Number(name.split('-')[0]) }));
      expect(ofRun(r, listedIds), `${label}: MCP prompts/list`).toEqual(seen);

      // The prompts the reader is given, in id order; any answer but the text or "not found" fails.
      const given = async (get: (prompt: Made) => Promise<boolean>) => {
        const answers = await Promise.all(r.made.map(get));
        return r.made.filter((_, i) => answers[i]).map((prompt) => prompt.id);
      };
      const values = { topic: 'tea' };
      const byPromptsGet = await given((prompt) =>
        client.getPrompt({ name: String(prompt.id), arguments: values }).then(
          () => true,
          (error: Error) => (error.message.includes('Prompt not found') ? false : Promise.reject(error)),
        ),
      );
      expect(byPromptsGet, `${label}: MCP prompts/get`).toEqual(seen);
      const byTool = await given(async (prompt) => {
        const answer = await client.callTool({
          name: 'get_prompt',
          arguments: { id: prompt.id, arguments: values },
        });
        const text = (answer.content as { text: string }[])[0]?.text ?? '';
        if (answer.isError && !text.startsWith('Prompt not found')) throw new Error(text);
        return !answer.isError;
      });
      expect(byTool, `${label}: MCP tool get_prompt`).toEqual(seen);

      const found = await client.callTool({
        name: 'search_prompts',
        arguments: { query: r.word, limit: 50 },
      });
      const { results, totalCount } = found.structuredContent as SearchAnswer;
      expect({ ids: sortedIds(results), count: totalCount }, `${label}: MCP tool search_prompts`).toEqual({
        ids: all,
        count: all.length,
      });
    } finally {
      await client.close();
    }
  }

  /** Everything each reader is answered, against the rule. */
  async function check(r: Run) {
    for (const person of [null, ...r.people]) {
      const reader = { person, who: person?.user ?? null, label: labelOf(person) };
      await checkLists(r, reader);
      await checkDetails(r, reader);
      await checkCollections(r, reader);
      await checkMcp(r, reader);
    }
  }

  it('answers each reader exactly what the rule gives, before and after a visibility change', {
    timeout: 300_000,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(world, async (w) => {
        const r = await makeRun(w);
        await check(r);
        // One prompt's and one collection's visibility change (by an admin, their shares kept): every
        // answer follows.
        const changed = r.made[w.change.prompt % r.made.length] as Made;
        await call('PUT', `/api/prompts/${changed.id}/sharing`, admin, {
          visibility: w.change.visibility,
          sharedWith: changed.shares,
        });
        changed.visibility = w.change.visibility;
        const collection = r.collections[w.change.collection % r.collections.length] as MadeCollection;
        await call('PUT', `/api/collections/${collection.id}/sharing`, admin, {
          visibility: w.change.collectionVisibility,
          sharedWith: collection.shares,
        });
        collection.visibility = w.change.collectionVisibility;
        await check(r);
        expect(await keptCountsThatDiffer(ctx.database.db)).toEqual([]);
      }),
      { numRuns: 10 },
    );
  });
});
