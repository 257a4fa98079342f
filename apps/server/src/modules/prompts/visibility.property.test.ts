// Who sees what (issue 28), checked against the rule written again in plain TypeScript: for random
// sets of users, groups, memberships, prompts, visibilities, statuses and shares, every list (each
// scope), its count, search, the category array, detail, a collection, the export and MCP answer
// exactly what the rule gives each reader; then again after one prompt's visibility changes, with
// the kept counts equal to a recount. Some prompts are hidden by a moderator (issue 29), which leaves
// them to their owner and admins and out of every list. Each
// run's prompts are in a category and carry a word of their own, so runs do not see each other's.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { VISIBILITIES, type Visibility } from '@prompt-lib/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, groupMembers, groups } from '../../db/schema.ts';
import { createTestApp, createUser, type TestContext } from '../../test/app.ts';
import { keptCountsThatDiffer } from '../../test/recount.ts';
import { seedTaxonomy, type TestUser } from './test-data.ts';

type Share = { kind: 'group' | 'user'; id: number; canEdit: boolean };
type Person = { user: TestUser; admin: boolean; groupIds: number[] };
type Made = {
  id: number;
  title: string;
  owner: number;
  status: string;
  visibility: Visibility;
  shares: Share[];
  hidden: boolean;
};

// ---- the rule, again ----

const reaches = (share: Share, person: Person) =>
  share.kind === 'user' ? share.id === person.user.id : person.groupIds.includes(share.id);

function sees(prompt: Made, person: Person | null): boolean {
  if (prompt.hidden) return !!person && (person.admin || prompt.owner === person.user.id);
  if (!person) return prompt.status === 'published' && prompt.visibility === 'public';
  const edits =
    person.admin ||
    prompt.owner === person.user.id ||
    prompt.shares.some((share) => share.canEdit && reaches(share, person));
  if (edits) return true;
  if (prompt.status !== 'published') return false;
  return prompt.visibility !== 'private' || prompt.shares.some((share) => reaches(share, person));
}

const listed = (prompt: Made, person: Person | null) =>
  prompt.status === 'published' && !prompt.hidden && sees(prompt, person);

function inScope(prompt: Made, person: Person | null, scope: string): boolean {
  if (!listed(prompt, person)) return false;
  if (scope === 'all') return true;
  if (scope === 'public' || scope === 'internal') return prompt.visibility === scope;
  const sharedWithGroup = prompt.shares.some(
    (share) => share.kind === 'group' && `group:${share.id}` === scope,
  );
  if (!person) return scope.startsWith('group:') && sharedWithGroup;
  if (scope === 'mine') return prompt.owner === person.user.id;
  if (scope === 'shared')
    return prompt.owner !== person.user.id && prompt.shares.some((share) => reaches(share, person));
  return sharedWithGroup;
}

// ---- random worlds ----

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
      shares: fc.array(
        fc.record({ kind: fc.constantFrom('group', 'user'), index: fc.nat(4), canEdit: fc.boolean() }),
        { maxLength: 3 },
      ),
    }),
    { minLength: 1, maxLength: 7 },
  ),
  change: fc.record({ prompt: fc.nat(6), visibility: fc.constantFrom(...VISIBILITIES) }),
});

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

  async function mcpNames(who: TestUser | null): Promise<string[]> {
    const client = new Client({ name: 'visibility-test', version: '1.0.0' });
    const headers: Record<string, string> = who ? { Authorization: `Bearer ${who.token}` } : {};
    await client.connect(new StreamableHTTPClientTransport(mcpUrl, { requestInit: { headers } }));
    const names: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await client.listPrompts(cursor === undefined ? {} : { cursor });
      names.push(...page.prompts.map((prompt) => prompt.name));
      cursor = page.nextCursor;
    } while (cursor !== undefined);
    await client.close();
    return names;
  }

  /** Everything each reader is answered, against the rule. */
  async function check(made: Made[], people: Person[], groupIds: number[], categoryId: number, word: string) {
    const byId = new Map(made.map((prompt) => [prompt.id, prompt]));
    const ids = (list: { id: number }[]) => list.map((prompt) => prompt.id).sort((a, b) => a - b);
    const expected = (test: (prompt: Made) => boolean) =>
      made
        .filter(test)
        .map((prompt) => prompt.id)
        .sort((a, b) => a - b);
    // A public collection of every prompt of the run, which each reader sees their part of (made by
    // an admin of its own: an account holds at most 200 collections).
    const collector = await createUser(ctx, { role: 'admin' });
    const collection = await call('POST', '/api/collections', collector, {
      name: `Run ${run}`,
      public: true,
    });
    const collectionId = collection.json().id;
    for (const prompt of made)
      await call('PUT', `/api/collections/${collectionId}/prompts/${prompt.id}`, collector);

    for (const person of [null, ...people]) {
      const who = person?.user ?? null;
      const label = person ? `${person.admin ? 'admin' : 'user'} ${person.user.id}` : 'visitor';
      for (const scope of [
        'all',
        'public',
        'internal',
        'mine',
        'shared',
        ...groupIds.map((g) => `group:${g}`),
      ]) {
        const res = await call('GET', `/api/prompts?category=${categoryId}&size=100&scope=${scope}`, who);
        const want = expected((prompt) => inScope(prompt, person, scope));
        expect({ label, scope, ids: ids(res.json().list) }).toEqual({ label, scope, ids: want });
        expect({ label, scope, count: res.json().totalCount }).toEqual({ label, scope, count: want.length });
      }
      const all = expected((prompt) => listed(prompt, person));
      const search = (await call('GET', `/api/prompts/search?query=${word}&size=100`, who)).json();
      expect({ label, search: ids(search.list), count: search.totalCount }).toEqual({
        label,
        search: all,
        count: all.length,
      });
      const array = (await call('GET', `/api/prompts/category/${categoryId}`, who)).json();
      expect({ label, array: ids(array) }).toEqual({ label, array: all });
      for (const prompt of made) {
        const status = (await call('GET', `/api/prompts/${prompt.id}`, who)).statusCode;
        expect({ label, prompt: prompt.id, status }).toEqual({
          label,
          prompt: prompt.id,
          status: sees(prompt, person) ? 200 : 404,
        });
      }
      const read = (await call('GET', `/api/collections/${collectionId}`, who)).json();
      const seen = expected((prompt) => sees(prompt, person));
      expect({ label, collection: ids(read.prompts), count: read.promptCount }).toEqual({
        label,
        collection: seen,
        count: seen.length,
      });
      if (who) {
        const exported = (await call('GET', `/api/export?scope=library&category=${categoryId}`, who)).json();
        const titles = exported.prompts.map((prompt: { title: string }) => prompt.title).sort();
        const wanted = made.filter((prompt) => listed(prompt, person)).map((prompt) => prompt.title);
        expect({ label, exported: titles }).toEqual({ label, exported: wanted.sort() });
      }
      const names = await mcpNames(who);
      const mcpIds = names.map((name) => Number(name.split('-')[0])).filter((id) => byId.has(id));
      expect({ label, mcp: mcpIds.sort((a, b) => a - b) }).toEqual({ label, mcp: seen });
    }
  }

  it('answers each reader exactly what the rule gives, before and after a visibility change', {
    timeout: 300_000,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(world, async (w) => {
        run += 1;
        const db = ctx.database.db;
        const [category] = await db
          .insert(categories)
          .values({ name: `Run ${run}`, displayOrder: 9 })
          .returning({ id: categories.id });
        const madeGroups = await db
          .insert(groups)
          .values(Array.from({ length: w.groupCount }, (_, i) => ({ name: `Run ${run} group ${i}` })))
          .returning({ id: groups.id });
        const groupIds = madeGroups.map((group) => group.id);
        const people: Person[] = [];
        for (const role of w.roles) {
          const user = await createUser(ctx, { role: role as 'user' | 'admin' });
          people.push({ user, admin: role === 'admin', groupIds: [] });
        }
        const pairs = new Set(w.memberships.map(([u, g]) => `${u % people.length} ${g % groupIds.length}`));
        for (const pair of pairs) {
          const [u, g] = pair.split(' ').map(Number) as [number, number];
          const person = people[u] as Person;
          const groupId = groupIds[g] as number;
          await db.insert(groupMembers).values({ groupId, userId: person.user.id });
          person.groupIds.push(groupId);
        }
        const word = runWord(run);
        const made: Made[] = [];
        for (const [i, spec] of w.prompts.entries()) {
          const owner = people[spec.owner % people.length] as Person;
          const shares = new Map<string, Share>();
          for (const share of spec.shares) {
            const id =
              share.kind === 'group'
                ? (groupIds[share.index % groupIds.length] as number)
                : (people[share.index % people.length] as Person).user.id;
            // A group the owner is not in is refused unless the owner is an admin.
            if (share.kind === 'group' && !owner.admin && !owner.groupIds.includes(id)) continue;
            shares.set(`${share.kind} ${id}`, { kind: share.kind, id, canEdit: share.canEdit });
          }
          const title = `${word} prompt ${run}.${i}`;
          const created = await call('POST', '/api/prompts', owner.user, {
            title,
            content: `Write about [topic] with ${word}.`,
            categories: [`Run ${run}`],
            tags: ['email'],
            visibility: spec.visibility,
            sharedWith: [...shares.values()],
          });
          const id = created.json().id as number;
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
          made.push({
            id,
            title,
            owner: owner.user.id,
            status: spec.status,
            visibility: spec.visibility,
            shares: [...shares.values()],
            hidden: spec.hidden,
          });
        }
        await check(made, people, groupIds, category?.id ?? 0, word);
        // One prompt's visibility changes (by an admin, its shares kept): every answer follows.
        const changed = made[w.change.prompt % made.length] as Made;
        await call('PUT', `/api/prompts/${changed.id}/sharing`, admin, {
          visibility: w.change.visibility,
          sharedWith: changed.shares,
        });
        changed.visibility = w.change.visibility;
        await check(made, people, groupIds, category?.id ?? 0, word);
        expect(await keptCountsThatDiffer(db)).toEqual([]);
      }),
      { numRuns: 12 },
    );
  });
});
