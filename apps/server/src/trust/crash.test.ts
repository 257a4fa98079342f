// Crash safety: the server is killed with SIGKILL three times in the middle of a loop of writes
// (prompts created with categories and tags, some then edited). After each kill the server starts
// again on the same data and every write that was answered 2xx is there, whole; a write cut off by
// the kill is there whole or not at all; and the kept counts agree with a full recount.
// The database is checked directly between a clean stop and the next start (PGlite allows one
// process at a time), so the crashed data is always first opened by the restarted server itself.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configuredTarget, openDatabase, queryRows } from '../db/client.ts';
import { categories, tags, users } from '../db/schema.ts';
import { hashPassword } from '../modules/auth/password.ts';
import { createPostgresDatabase, testEngine } from '../test/database.ts';
import { keptCountsThatDiffer } from '../test/recount.ts';
import { type ServerProcess, startServer } from '../test/server-process.ts';

const CATEGORIES = ['Writing', 'Coding', 'Research', 'Marketing'];
const TAGS = ['email', 'python', 'summary', 'seo', 'draft'];
const WORKERS = 4;
const KILLS = 3;
const account = { username: 'writer', email: 'writer@example.com', password: 'crash-safe-1' };

/** What one write sent: the prompt as it must read if that write took effect. */
type State = { title: string; categories: string[]; tags: string[] };
/** Every prompt the test tried to write, by title of its first version (titles are unique). */
type Attempt = { versions: State[]; id?: number; answered: number };

const sorted = (values: readonly string[]) => [...values].sort();
const pick = <T>(values: readonly T[], n: number, count: number): T[] =>
  Array.from({ length: count }, (_, i) => values[(n + i * 3) % values.length] as T).filter(
    (v, i, all) => all.indexOf(v) === i,
  );
const stateFor = (title: string, n: number): State => ({
  title,
  categories: pick(CATEGORIES, n, 1 + (n % 2)),
  tags: pick(TAGS, n, 1 + (n % 3)),
});

describe(`a server killed with SIGKILL during writes on ${testEngine}`, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'promptlib-crash-'));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    JWT_SECRET: 'crash-test-secret-crash-test-secret',
    LOG_LEVEL: 'warn',
  };
  let dropDatabase = async () => {};

  const open = async () =>
    openDatabase(configuredTarget({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR ?? dataDir }));

  beforeAll(async () => {
    if (testEngine === 'postgres') {
      const fresh = await createPostgresDatabase();
      env.DATABASE_URL = fresh.url;
      dropDatabase = fresh.drop;
    }
    // Categories, tags and the writer exist before the first start, as an admin would have made them.
    const database = await open();
    try {
      await database.migrate();
      await database.db.insert(categories).values(CATEGORIES.map((name, i) => ({ name, displayOrder: i })));
      await database.db.insert(tags).values(TAGS.map((name) => ({ name })));
      await database.db.insert(users).values({
        username: account.username,
        email: account.email,
        passwordHash: await hashPassword(account.password),
      });
    } finally {
      await database.close();
    }
  });
  afterAll(() => dropDatabase());

  const attempts = new Map<string, Attempt>();
  const unexpected: string[] = [];
  /** Writes cut off by a kill that had committed all the same (allowed, but worth knowing). */
  const appliedUnanswered = new Set<Attempt>();
  let counter = 0;

  /** Creates prompts (and edits every third) until the server stops answering. */
  async function writeUntilKilled(url: string, token: string, cycle: number, killed: { done: boolean }) {
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const send = async (method: string, pathname: string, state: State) => {
      const body = JSON.stringify({ ...state, content: `Content of ${state.title}, long enough.` });
      const response = await fetch(`${url}${pathname}`, { method, headers, body });
      const json = (await response.json()) as { id: number; version: number };
      if (!response.ok) unexpected.push(`${method} ${pathname}: ${response.status} ${JSON.stringify(json)}`);
      return response.ok ? json : null;
    };
    while (!killed.done) {
      counter += 1;
      const n = counter;
      const first = stateFor(`Crash ${cycle}-${n}`, n);
      const attempt: Attempt = { versions: [first], answered: 0 };
      attempts.set(first.title, attempt);
      try {
        const created = await send('POST', '/api/prompts', first);
        if (!created) continue;
        attempt.id = created.id;
        attempt.answered = created.version;
        if (n % 3 !== 0) continue;
        const edited = stateFor(`Crash ${cycle}-${n} edited`, n + 1);
        attempt.versions.push(edited);
        const replaced = await send('PUT', `/api/prompts/${created.id}`, edited);
        if (replaced) attempt.answered = replaced.version;
      } catch {
        // The connection died with the server: this write's outcome is unknown, which is allowed.
        return;
      }
    }
  }

  /** Every answered write reads back whole through the restarted server. */
  async function checkOverHttp(server: ServerProcess) {
    for (const attempt of attempts.values()) {
      if (!attempt.answered || attempt.id === undefined) continue;
      const response = await fetch(`${server.url}/api/prompts/${attempt.id}`);
      expect(response.status, `prompt ${attempt.id}`).toBe(200);
      const prompt = (await response.json()) as State & { version: number };
      expect(prompt.version).toBeGreaterThanOrEqual(attempt.answered);
      const expected = attempt.versions[prompt.version - 1];
      expect({ ...prompt, categories: sorted(prompt.categories), tags: sorted(prompt.tags) }).toMatchObject({
        title: expected?.title,
        categories: sorted(expected?.categories ?? []),
        tags: sorted(expected?.tags ?? []),
      });
    }
  }

  /** Nothing half-written: each prompt is one whole version of a write, with its history and counts. */
  async function checkDatabase() {
    const database = await open();
    try {
      type Row = { id: number; title: string; version: number; categories: string[]; tags: string[] };
      const rows = await queryRows<Row>(
        database.db,
        sql`select p.id, p.title, p.version,
              coalesce((select array_agg(c.name) from prompt_categories pc join categories c on c.id = pc.category_id where pc.prompt_id = p.id), '{}') as categories,
              coalesce((select array_agg(t.name) from prompt_tags pt join tags t on t.id = pt.tag_id where pt.prompt_id = p.id), '{}') as tags
            from prompts p order by p.id`,
      );
      const versions = await queryRows<{ promptId: number; versions: number[]; firstTitle: string }>(
        database.db,
        sql`select prompt_id as "promptId", array_agg(version order by version) as versions,
              min(title) filter (where version = 1) as "firstTitle"
            from prompt_versions group by prompt_id`,
      );
      const history = new Map(versions.map((v) => [v.promptId, v]));
      const byId = new Map<number, Attempt>();
      for (const row of rows) {
        const firstTitle = history.get(row.id)?.firstTitle ?? row.title;
        const attempt = attempts.get(firstTitle);
        expect(attempt, `prompt ${row.id} "${row.title}" was never sent`).toBeDefined();
        if (!attempt) continue;
        byId.set(row.id, attempt);
        if (attempt.id !== undefined) expect(row.id).toBe(attempt.id);
        const expected = attempt.versions[row.version - 1];
        expect({ title: row.title, categories: sorted(row.categories), tags: sorted(row.tags) }).toEqual({
          title: expected?.title,
          categories: sorted(expected?.categories ?? []),
          tags: sorted(expected?.tags ?? []),
        });
        expect(history.get(row.id)?.versions, `versions of prompt ${row.id}`).toEqual(
          Array.from({ length: row.version }, (_, i) => i + 1),
        );
      }
      for (const attempt of attempts.values()) {
        if (!attempt.answered || attempt.id === undefined) continue;
        expect(byId.get(attempt.id), `answered prompt ${attempt.id} is missing`).toBe(attempt);
        const row = rows.find((r) => r.id === attempt.id);
        expect(row?.version).toBeGreaterThanOrEqual(attempt.answered);
      }
      for (const row of rows) {
        const attempt = byId.get(row.id);
        if (attempt && row.version > attempt.answered) appliedUnanswered.add(attempt);
      }
      expect(await keptCountsThatDiffer(database.db)).toEqual([]);
      return rows.length;
    } finally {
      await database.close();
    }
  }

  it('keeps every answered write and half of none, through three kills', { timeout: 120_000 }, async () => {
    let server = await startServer(env);
    const login = await fetch(`${server.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };

    for (let cycle = 1; cycle <= KILLS; cycle++) {
      const killed = { done: false };
      const answeredBefore = [...attempts.values()].filter((a) => a.answered).length;
      const writers = Array.from({ length: WORKERS }, () =>
        writeUntilKilled(server.url, token, cycle, killed),
      );
      // Kill once a few writes of this cycle are in, at a random moment after that.
      while ([...attempts.values()].filter((a) => a.answered).length < answeredBefore + 5) {
        await new Promise((r) => setTimeout(r, 20));
      }
      await new Promise((r) => setTimeout(r, Math.random() * 1000));
      server.child.kill('SIGKILL');
      killed.done = true;
      await server.exited;
      await Promise.all(writers);
      expect(unexpected).toEqual([]);

      // The restarted server recovers the killed data and serves every answered write.
      server = await startServer(env);
      await checkOverHttp(server);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(await checkDatabase()).toBeGreaterThan(answeredBefore);
      if (cycle < KILLS) server = await startServer(env);
    }
    const all = [...attempts.values()];
    const cutOff = all.filter((a) => a.answered < a.versions.length).length;
    console.info(
      `${testEngine}: ${all.length} prompts written, ${cutOff} writes cut off by a kill, ${appliedUnanswered.size} of them committed`,
    );
  });
});
