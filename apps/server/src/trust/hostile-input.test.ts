// Hostile input (issue 12): a property-based fuzz over every route of the server's own table, its path
// params, query strings, bodies and headers (hostile-values.ts). Invariants: never a 5xx; every error
// in the { statusCode, error, message } shape; a refused request changes nothing (row counts, the
// touched prompt, the owner's account); the kept counts still match a recount at the end.
// FUZZ_SEED (default 424242) and FUZZ_RUNS (default 2,000 in all) pick the cases; `npm run fuzz` runs
// 20,000 from a random seed. A failure prints its route, seed and path to replay it.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { addPrompt, seedTaxonomy, type TestUser } from '../modules/prompts/test-data.ts';
import { createJob } from '../modules/transfer/import-repository.ts';
import { createTestApp, createUser, type TestContext } from '../test/app.ts';
import { keptCountsThatDiffer } from '../test/recount.ts';
import { brokenEscape, encode, hostileBody, hostileString, PROTO_KEYS } from './hostile-values.ts';
import { fillPath, serverRoutes } from './routes.ts';

const seedSetting = process.env.FUZZ_SEED ?? '424242';
const SEED = seedSetting === 'random' ? Math.floor(Math.random() * 2 ** 31) : Number(seedSetting);
const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);

const TABLES = [
  'prompts',
  'categories',
  'tags',
  'users',
  'saved_prompts',
  'prompt_ratings',
  'prompt_versions',
  'collections',
  'collection_prompts',
  'access_tokens',
  'prompt_usages',
  'images',
  'import_jobs',
  'prompt_categories',
  'prompt_tags',
];

/** The MCP transport answers protocol errors in JSON-RPC's own shape, as MCP clients expect. */
const JSON_RPC_ROUTES = new Set(['POST /mcp']);

type Auth = 'anonymous' | 'user' | 'owner' | 'admin' | 'token' | 'garbage';

describe('hostile input', () => {
  let ctx: TestContext;
  let owner: TestUser;
  const headersFor: Partial<Record<Auth, Record<string, string>>> = {};
  /** The ids a path param may name, so that requests reach past the router and the 404s. */
  const ids: Record<string, string[]> = {};
  let touchedPrompt = 0;

  async function createToken() {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/tokens',
      headers: owner.auth,
      payload: { name: 'fuzz' },
    });
    const { id, token } = res.json();
    headersFor.token = { authorization: `Bearer ${token}` };
    return String(id);
  }

  /** After a request that succeeded: put back what it may have deleted, so later cases meet the same world. */
  async function restoreWorld() {
    const [present] = await queryRows<{ prompt: boolean; collection: boolean; token: boolean }>(
      ctx.database.db,
      sql`select exists(select 1 from prompts where id = ${touchedPrompt} and status = 'published') as prompt,
                 exists(select 1 from collections where id = ${Number(ids.collection?.[0])}) as collection,
                 exists(select 1 from access_tokens where id = ${Number(ids.token?.[0])}) as token`,
    );
    if (!present?.prompt) {
      // A case may have deleted the category or tag a new prompt names.
      await queryRows(
        ctx.database.db,
        sql`insert into categories (name, display_order) select 'Writing', 0
            where not exists (select 1 from categories where lower(name) = 'writing')`,
      );
      await queryRows(
        ctx.database.db,
        sql`insert into tags (name) select 'email' where not exists (select 1 from tags where lower(name) = 'email')`,
      );
      touchedPrompt = (await addPrompt(ctx, owner)).id;
      ids.prompt = [String(touchedPrompt), ...(ids.prompt ?? []).slice(1)];
    }
    if (!present?.collection)
      ids.collection = [String(await newCollection()), ...(ids.collection ?? []).slice(1)];
    if (!present?.token) ids.token = [await createToken()];
  }

  async function newCollection() {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/collections',
      headers: owner.auth,
      payload: { name: 'Fuzzed', public: true },
    });
    return res.json().id as number;
  }

  /** Row counts of the main tables and the touched prompt and account, as one comparable text. */
  async function snapshot(): Promise<string> {
    const counts = TABLES.map(
      (table) => sql`(select count(*)::int from ${sql.identifier(table)}) as ${sql.identifier(table)}`,
    );
    const [row] = await queryRows(
      ctx.database.db,
      sql`select ${sql.join(counts, sql`, `)},
        (select row_to_json(p) from prompts p where id = ${touchedPrompt}) as prompt,
        (select json_agg(category_id order by category_id) from prompt_categories where prompt_id = ${touchedPrompt}) as prompt_categories_of,
        (select json_agg(tag_id order by tag_id) from prompt_tags where prompt_id = ${touchedPrompt}) as prompt_tags_of,
        (select json_build_array(username, email, avatar_url, role) from users where id = ${owner.id}) as account`,
    );
    return JSON.stringify(row);
  }

  beforeAll(async () => {
    ctx = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000000' });
    await seedTaxonomy(ctx);
    owner = await createUser(ctx);
    const user = await createUser(ctx);
    const admin = await createUser(ctx, { role: 'admin' });
    Object.assign(headersFor, { anonymous: {}, owner: owner.auth, user: user.auth, admin: admin.auth });
    const prompt = await addPrompt(ctx, owner);
    const draft = await addPrompt(ctx, owner, {}, 'draft');
    const others = await addPrompt(ctx, user);
    touchedPrompt = prompt.id;
    const [category] = await queryRows<{ id: number }>(
      ctx.database.db,
      sql`select id from categories limit 1`,
    );
    const [tag] = await queryRows<{ id: number }>(ctx.database.db, sql`select id from tags limit 1`);
    ids.prompt = [prompt.id, draft.id, others.id].map(String);
    ids.collection = [String(await newCollection())];
    ids.token = [await createToken()];
    ids.taxonomy = [String(category?.id), String(tag?.id), 'Writing', 'email'];
    ids.job = [await createJob(ctx.database.db, owner.id, 5)];
    ids.image = ['a'.repeat(64)];
    ids.version = ['1', '2'];
  }, 60_000);
  afterAll(() => ctx.close());

  /** The plausible values of a path param, by its name and route. */
  const known = (route: string, name: string): string[] => {
    if (name === 'jobId') return ids.job ?? [];
    if (name === 'n' || name === 'page') return ids.version ?? [];
    if (name === 'category' || name === 'tag') return ids.taxonomy ?? [];
    if (name === 'promptId') return ids.prompt ?? [];
    if (route.includes('/collections/')) return ids.collection ?? [];
    if (route.includes('/tokens/')) return ids.token ?? [];
    if (route.includes('/categories/') || route.includes('/tags/')) return ids.taxonomy ?? [];
    if (route.includes('/image/')) return ids.image ?? [];
    return ids.prompt ?? [];
  };

  it(
    'answers every hostile request without a 5xx, in the error shape, and changes nothing it refused',
    async () => {
      const docs = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApi;
      const routes = serverRoutes(ctx.app);
      const perRoute = Math.ceil(RUNS / routes.length);
      console.info(`hostile input: ${routes.length} routes × ${perRoute} cases, FUZZ_SEED=${SEED}`);
      for (const [index, route] of routes.entries()) {
        const [method, pattern = ''] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
        const fields = documentedFields(docs, method, pattern);
        const params = [...pattern.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
        const paramArb = (name: string) =>
          fc.oneof(
            { weight: 3, arbitrary: fc.constantFrom(...known(route, name)) },
            { weight: 2, arbitrary: hostileString.map(encode) },
            { weight: 1, arbitrary: brokenEscape },
          );
        const queryArb = fc.array(
          fc.tuple(
            fc.oneof(
              {
                weight: 4,
                arbitrary: fields.query.length ? fc.constantFrom(...fields.query) : fc.constant('page'),
              },
              { weight: 1, arbitrary: fc.constantFrom('page', 'size', 'sort', ...PROTO_KEYS) },
              { weight: 1, arbitrary: hostileString },
            ),
            fc.oneof(
              { weight: 4, arbitrary: hostileString.map(encode) },
              { weight: 1, arbitrary: brokenEscape },
            ),
          ),
          { maxLength: 5 },
        );
        const headerArb = fc.oneof(
          fc.constantFrom<Auth>('anonymous', 'user', 'owner', 'admin', 'token'),
          fc.constant<Auth>('garbage'),
        );
        const caseArb = fc.record({
          params: fc.tuple(...params.map(paramArb)),
          query: queryArb,
          body: hostileBody(fields.body, method),
          auth: headerArb,
          garbage: hostileString,
          address: fc.ipV4(),
        });
        const property = fc.asyncProperty(caseArb, async (input) => {
          const path = fillPath(
            pattern,
            Object.fromEntries(params.map((name, i) => [name, input.params[i] ?? ''])),
          );
          const query = input.query.map(([key, value]) => `${encode(key)}=${value}`).join('&');
          const headers: Record<string, string> =
            input.auth === 'garbage'
              ? { authorization: `Bearer ${encode(input.garbage).slice(0, 4000)}` }
              : { ...headersFor[input.auth] };
          if (input.body.contentType !== undefined) headers['content-type'] = input.body.contentType;
          const before = await snapshot();
          const res = await ctx.app.inject({
            method,
            url: query ? `${path}?${query}` : path,
            headers,
            payload: input.body.payload,
            remoteAddress: input.address,
          });
          const where = `${route} → ${method} ${path.slice(0, 200)} ${res.statusCode}: ${res.body.slice(0, 300)}`;
          if (res.statusCode >= 500) throw new Error(`a 5xx: ${where}`);
          if (res.statusCode >= 400 && !JSON_RPC_ROUTES.has(route)) {
            const body = parseJson(res.body);
            const shaped =
              body !== null &&
              Object.keys(body).sort().join() === 'error,message,statusCode' &&
              body.statusCode === res.statusCode &&
              typeof body.message === 'string' &&
              body.message !== '';
            if (!shaped) throw new Error(`not the error shape: ${where}`);
          }
          if (res.statusCode >= 400) {
            const after = await snapshot();
            if (after !== before)
              throw new Error(`a refused request changed data: ${where}\nbefore ${before}\nafter  ${after}`);
          } else if (method !== 'GET') {
            await restoreWorld();
          }
        });
        try {
          await fc.assert(property, { seed: SEED + index, numRuns: perRoute, endOnFailure: true });
        } catch (error) {
          throw new Error(
            `${route} (FUZZ_SEED=${SEED}, this route's seed ${SEED + index}):\n${shorten((error as Error).message)}\n${shorten(String((error as Error).cause ?? ''))}`,
          );
        }
      }
      expect(await keptCountsThatDiffer(ctx.database.db)).toEqual([]);
    },
    Math.max(600_000, RUNS * 60),
  );
});

type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string }[];
        requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
      }
    >
  >;
};

/** The query and body field names the route documents (hidden routes document none). */
function documentedFields(docs: OpenApi, method: string, pattern: string) {
  const operation = docs.paths[pattern.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
  const query = (operation?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  const body = Object.keys(operation?.requestBody?.content?.['application/json']?.schema?.properties ?? {});
  return { query, body };
}

/** A counterexample with a 300,000-character string, readable: long runs of one character counted. */
const shorten = (text: string) =>
  text.replace(/(.)\1{40,}/gs, (run, char: string) => `${char}…(×${run.length})`);

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(text);
    return typeof value === 'object' && value !== null ? value : null;
  } catch {
    return null;
  }
}
