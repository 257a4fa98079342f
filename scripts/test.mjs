// `npm test`: lint, type check, every Vitest suite (server on PGlite, and on PostgreSQL when
// TEST_DATABASE_URL is set), then the browser journeys against the real built server.
// Ends with the failed tests' names and one line "N passed, N failed" summing every suite (CI shows
// only the end of the output).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const ci = process.env.CI === 'true' || process.env.CI === '1';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const resultsDir = mkdtempSync(path.join(tmpdir(), 'promptlib-results-'));
let passed = 0;
let failed = 0;
const problems = [];

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) problems.push(`${label} failed (exit ${result.status ?? result.signal})`);
  return result.status === 0;
}

/**
 * run, with the output also kept: Vitest tells of an unhandled error (which fails the run with every
 * test passed) only in its output, and CI shows only the end of it, so the block is repeated there.
 */
async function runKept(label, command, args) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const child = spawn(command, args, { stdio: ['inherit', 'pipe', 'pipe'] });
  let output = '';
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ])
    from.on('data', (chunk) => {
      to.write(chunk);
      output += chunk;
    });
  const status = await new Promise((resolve) => child.on('close', (code) => resolve(code)));
  if (status !== 0) problems.push(`${label} failed (exit ${status})`);
  return output;
}

/** Vitest's "Unhandled Errors" block, without colours, cut to its first lines. */
function unhandledErrors(output) {
  const plain = stripVTControlCharacters(output);
  const start = plain.indexOf('Unhandled Error');
  return start < 0
    ? null
    : plain
        .slice(start, start + 3000)
        .split('\n')
        .slice(0, 40)
        .join('\n');
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** "failed: file › title [project]" for each journey that failed every try, from Playwright's JSON. */
function failedJourneys(suites) {
  return suites.flatMap((suite) => [
    ...failedJourneys(suite.suites ?? []),
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'unexpected')
        .map((test) => `failed: ${spec.file} › ${spec.title} [${test.projectName}]`),
    ),
  ]);
}

// Lint and type check count as one check each in the closing line.
for (const ok of [
  run('lint', 'npx', ['biome', 'check', '.']),
  run('typecheck', 'npm', ['run', 'typecheck']),
]) {
  passed += ok ? 1 : 0;
  failed += ok ? 0 : 1;
}

if (!process.env.TEST_DATABASE_URL) {
  const text = 'TEST_DATABASE_URL is not set: server suites run on PGlite only';
  if (ci) problems.push(`${text} (required in CI)`);
  console.warn(`\n⚠ ${text}.`);
}

const vitestJson = path.join(resultsDir, 'vitest.json');
const vitestOutput = await runKept('unit and API tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
const unhandled = unhandledErrors(vitestOutput);
if (unhandled) problems.push(`unhandled errors in the unit and API tests:\n${unhandled}`);
const vitest = readJson(vitestJson);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  // A file whose set-up, teardown or import failed fails without a failed test.
  for (const file of vitest.testResults)
    if (file.status === 'failed' && file.message)
      problems.push(`failed: ${path.relative(process.cwd(), file.name)}: ${file.message.slice(0, 400)}`);
  for (const file of vitest.testResults)
    for (const test of file.assertionResults)
      if (test.status === 'failed')
        problems.push(
          `failed: ${path.relative(process.cwd(), file.name)} › ${test.fullName}: ${(test.failureMessages?.[0] ?? '').slice(0, 400)}`,
        );
} else {
  failed += 1;
  problems.push('vitest wrote no results');
}

if (existsSync(chromium)) {
  const e2eJson = path.join(resultsDir, 'e2e.json');
  if (run('build web app', 'npm', ['run', 'build'])) {
    run('browser journeys', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson,
    });
    const e2e = readJson(e2eJson);
    if (e2e) {
      passed += e2e.stats.expected + e2e.stats.flaky;
      failed += e2e.stats.unexpected;
      problems.push(...failedJourneys(e2e.suites));
    } else {
      failed += 1;
      problems.push('playwright wrote no results');
    }
  } else {
    failed += 1;
  }
} else {
  const text = `Chromium not found at ${chromium}: browser journeys not run (apt-get install -y chromium)`;
  if (ci) problems.push(text);
  console.warn(`\n⚠ ${text}.`);
}

for (const problem of problems) console.error(`✗ ${problem}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(problems.length > 0 || failed > 0 ? 1 : 0);
