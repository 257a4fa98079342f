// `npm run lighthouse`: Lighthouse mobile (its default phone emulation and simulated slow 4G / 4× CPU
// throttling) in Debian's Chromium against the production build, started on a fresh embedded
// database with the demo data. Three runs per page; the run with the median performance score is the
// one reported. Prints the scores and key metrics, writes them to docs/lighthouse.md with the date
// and the machine, and exits 1 when a target is missed.
//   --no-build    use the existing build (apps/server/dist, apps/web/dist) instead of `npm run build`
//   --runs N      runs per page (default 3)
//   --no-write    leave docs/lighthouse.md alone
// The full report of each reported run is kept in the temporary folder printed at the end.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const runsArg = args.indexOf('--runs');
const RUNS = runsArg >= 0 ? Number(args[runsArg + 1]) : 3;
const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const CATEGORIES = Object.keys(TARGETS);

if (!args.includes('--no-build')) {
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

// A copy of the build to measure: another `npm run build` in this tree (tests, a colleague) must not
// swap files under a running measurement. Inside node_modules so the server still finds its packages.
function snapshotBuild() {
  const snapshot = path.join(root, 'node_modules/.cache/promptlib-lighthouse');
  const webDist = path.resolve(process.env.WEB_DIST ?? path.join(root, 'apps/web/dist'));
  rmSync(snapshot, { recursive: true, force: true });
  for (const [from, to] of [
    [path.join(root, 'apps/server/dist'), 'server'],
    [webDist, 'web'],
  ]) {
    if (!existsSync(from)) throw new Error(`${from} is missing: run npm run build`);
    cpSync(from, path.join(snapshot, to), { recursive: true });
  }
  return { main: path.join(snapshot, 'server/main.js'), webDist: path.join(snapshot, 'web') };
}

async function startServer() {
  const build = snapshotBuild();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'promptlib-lighthouse-'));
  const port = await freePort();
  let output = '';
  const env = { ...process.env };
  delete env.DATABASE_URL; // always the embedded engine
  const child = spawn(process.execPath, [build.main], {
    env: {
      ...env,
      WEB_DIST: build.webDist,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) })).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error(`the server did not start:\n${output}`);
}

/** One Lighthouse run in a fresh browser, so no run inherits another's cache or compiled code. */
async function audit(url) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

const score = (lhr, category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

function summary(lhr) {
  const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scriptBytes = requests
    .filter((request) => request.resourceType === 'Script')
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  const failing = Object.entries(TARGETS).flatMap(([category]) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 1 && category !== 'performance')
      .map((a) => `${category}: ${a.id} (${a.title})`),
  );
  return {
    scores: Object.fromEntries(CATEGORIES.map((category) => [category, score(lhr, category)])),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    speedIndex: metric('speed-index'),
    scriptKb: scriptBytes / 1024,
    failing,
    runWarnings: lhr.runWarnings ?? [],
  };
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

const server = await startServer();
const reportsDir = mkdtempSync(path.join(os.tmpdir(), 'promptlib-lighthouse-reports-'));
const results = [];
try {
  const list = await (await fetch(`${server.url}/api/prompts?size=1`)).json();
  const promptId = list.list?.[0]?.id;
  if (!promptId) throw new Error('the demo data has no published prompt');
  const pages = [
    { label: 'Landing', path: '/' },
    { label: 'Explorer', path: '/main' },
    { label: 'Prompt page', path: `/explorer/prompt/${promptId}` },
  ];
  // The first answer of a fresh server pays for cold caches and code; a visitor's rarely does.
  for (const page of pages) await fetch(server.url + page.path);

  for (const page of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      let lhr = await audit(server.url + page.path);
      // A run Lighthouse itself could not finish (no paint seen, a protocol timeout) is not a measurement.
      for (let retry = 0; lhr.runtimeError && retry < 2; retry++) {
        console.log(`${page.path} run ${i + 1}: ${lhr.runtimeError.code}, run again`);
        lhr = await audit(server.url + page.path);
      }
      runs.push(lhr);
      console.log(`${page.path} run ${i + 1}/${RUNS}: performance ${score(lhr, 'performance')}`);
    }
    runs.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
    const median = runs[Math.floor(runs.length / 2)];
    const file = path.join(reportsDir, `${page.label.toLowerCase().replace(/\W+/g, '-')}.json`);
    writeFileSync(file, JSON.stringify(median));
    results.push({
      ...page,
      runs: runs.map((lhr) => score(lhr, 'performance')),
      ...summary(median),
    });
  }
} finally {
  server.stop();
}

const missed = results.flatMap((result) =>
  Object.entries(TARGETS)
    .filter(([category, target]) => result.scores[category] < target)
    .map(([category, target]) => `${result.path}: ${category} ${result.scores[category]} < ${target}`),
);

const chromium = execFileSync(chromePath, ['--version'], {
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'ignore'],
}).trim();
const lighthouseVersion = JSON.parse(
  readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8'),
).version;
const cpus = os.cpus();
const machine = `${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${cpus.length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB; ${chromium}; Node ${process.version}; Lighthouse ${lighthouseVersion}`;
const date = new Date().toISOString().slice(0, 16).replace('T', ' ');

const header =
  '| Page | Performance (runs) | Accessibility | Best practices | SEO | FCP | LCP | TBT | CLS | Speed Index | JS transferred |';
const rows = results.map(
  (r) =>
    `| ${r.label} \`${r.path}\` | **${r.scores.performance}** (${r.runs.join(', ')}) | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ${seconds(r.fcp)} | ${seconds(r.lcp)} | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${seconds(r.speedIndex)} | ${r.scriptKb.toFixed(1)} KB |`,
);
const table = [header, `|${'---|'.repeat(11)}`, ...rows].join('\n');
const failing = results.flatMap((r) => r.failing.map((line) => `- ${r.path}: ${line}`));
const warnings = [...new Set(results.flatMap((r) => r.runWarnings))].map((line) => `- ${line}`);

console.log(`\n${machine}\n\n${table}\n`);
if (failing.length) console.log(`Audits not passed:\n${failing.join('\n')}\n`);
if (warnings.length) console.log(`Lighthouse warnings:\n${warnings.join('\n')}\n`);
console.log(`Reports of the median runs: ${reportsDir}`);

if (!args.includes('--no-write')) {
  const doc = `# Lighthouse

Measured by \`npm run lighthouse\` (scripts/lighthouse.mjs): Lighthouse's default mobile run (a
mid-range phone, simulated slow 4G and 4× CPU slowdown) against the production build on a fresh
embedded database with the demo data. Performance is the median of ${RUNS} runs (all ${RUNS} in
brackets); the other columns are from that median run. Targets (issue 10): performance ≥ 95,
accessibility, best practices and SEO 100.

- Date: ${date} UTC
- Machine: ${machine}

${table}

${missed.length ? `Targets missed:\n\n${missed.map((line) => `- ${line}`).join('\n')}` : 'Every target met.'}
`;
  mkdirSync(path.join(root, 'docs'), { recursive: true });
  writeFileSync(path.join(root, 'docs/lighthouse.md'), doc);
  console.log('Written to docs/lighthouse.md');
}

if (missed.length) {
  console.error(`\nTargets missed:\n${missed.map((line) => `  ${line}`).join('\n')}`);
  process.exit(1);
}
console.log('\nEvery target met.');
