// `npm run bench`: DESIGN §6 targets on PostgreSQL. Loads 100,000 prompts into a fresh database,
// starts the production server (the bundle `npm run build` makes) as a process on it, measures
// list, category and search latency (p95 over many requests at a small concurrency) and the
// server's memory (RSS) under that load; then moves the library in bulk (bulk.ts): the whole
// library exported as JSON, and 100,000 prompts imported from CSV.
// BENCH_DATABASE_URL (default: the local test server) names the server to create the database on.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';
import { bundleEntry, startServer } from '../src/test/server-process.ts';
import { measureBulk } from './bulk.ts';
import { seedBenchData } from './seed.ts';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PROMPTS = Number(process.env.BENCH_PROMPTS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const CONCURRENCY = 4;
const TARGET_P95_MS = 20;
const TARGET_RSS_MB = 200;

const name = 'promptlib_bench';
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;

const database = await openDatabase({ url: url.toString() });
await database.migrate();
console.log(`loading ${PROMPTS.toLocaleString()} prompts…`);
const started = Date.now();
const { categoryNames, words } = await seedBenchData(database.db, PROMPTS);
await database.close();
console.log(`loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);

const server = await startServer(
  {
    DATABASE_URL: url.toString(),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    // The V8 flag `npm run serve` runs the server with (package.json).
    NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS ?? '--max-semi-space-size=8',
  },
  bundleEntry,
);
const rssMb = () => {
  const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

const pick = <T>(items: T[], i: number): T => items[i % items.length] as T;
const scenarios: { name: string; path: (i: number) => string }[] = [
  { name: 'list, first page', path: () => '/api/prompts?page=0&size=12&sort=createdAt,desc' },
  { name: 'list, deep page', path: (i) => `/api/prompts?page=${200 + (i % 50)}&size=12&sort=createdAt,desc` },
  { name: 'trending', path: () => '/api/prompts/trending?page=0&size=12' },
  {
    name: 'category page',
    path: (i) => `/api/prompts?category=${encodeURIComponent(pick(categoryNames, i))}&page=0&size=12`,
  },
  { name: 'search', path: (i) => `/api/prompts/search?query=${pick(words, i)}&page=0&size=12` },
  {
    name: 'search, typo',
    path: (i) => `/api/prompts/search?query=${pick(words, i).slice(0, -1)}x&page=0&size=12`,
  },
];

let peakRss = 0;
const results: { scenario: string; p50: number; p95: number; ok: boolean }[] = [];
for (const scenario of scenarios) {
  const times: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < REQUESTS) {
      const i = next++;
      const t0 = performance.now();
      const res = await fetch(server.url + scenario.path(i));
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${scenario.name}: HTTP ${res.status}`);
      if (i >= 20) times.push(performance.now() - t0); // the first requests warm caches
      if (i % 50 === 0) peakRss = Math.max(peakRss, rssMb());
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  times.sort((a, b) => a - b);
  const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  results.push({ scenario: scenario.name, p50: p(0.5), p95: p(0.95), ok: p(0.95) < TARGET_P95_MS });
}

const bulk = await measureBulk(server.url, rssMb, async (email) => {
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  await client.query(`update users set role = 'admin' where email = $1`, [email]);
  await client.end();
});

server.child.kill('SIGTERM');
await server.exited;
await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
await admin.end();

console.log(`\n${PROMPTS.toLocaleString()} prompts on PostgreSQL, ${CONCURRENCY} concurrent clients`);
console.table(
  results.map((r) => ({
    scenario: r.scenario,
    'p50 ms': r.p50.toFixed(1),
    'p95 ms': r.p95.toFixed(1),
    [`< ${TARGET_P95_MS} ms`]: r.ok ? 'yes' : 'NO',
  })),
);
const rssOk = peakRss < TARGET_RSS_MB;
console.log(
  `peak server RSS under load: ${peakRss.toFixed(0)} MB (target < ${TARGET_RSS_MB} MB): ${rssOk ? 'yes' : 'NO'}`,
);
console.table(bulk.map((b) => ({ ...b, ok: b.ok ? 'yes' : 'NO' })));
process.exit(results.every((r) => r.ok) && rssOk && bulk.every((b) => b.ok) ? 0 : 1);
