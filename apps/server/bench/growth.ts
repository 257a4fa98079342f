// `npm run bench:growth [-- --sizes 10000,100000,1000000]` (issue 32): how each cost grows with the
// library. Runs the benchmark (run.ts) on PostgreSQL at each size, one after another, without the team
// library and the palette (their targets are set at 100,000), and draws p50 and p99 per scenario
// against the size: docs/benchmarks-growth.svg, shown in docs/benchmarks.md with a table that says,
// per scenario, whether its p99 grew no faster than the logarithm of the size. Each run also writes
// its own section of the history, labelled "growth <size>". BENCH_GROWTH_REUSE=1 takes up again from
// the sizes already measured (their results are kept in the system's temporary directory).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { machine, type Row, record } from './report.ts';

const { values } = parseArgs({ options: { sizes: { type: 'string', default: '10000,100000,1000000' } } });
const sizes = (values.sizes as string).split(',').map(Number);
if (sizes.length < 2 || sizes.some((size) => !Number.isInteger(size) || size < 1_000))
  throw new Error('--sizes: two or more whole numbers of prompts, 1000 or more');
/** Latencies below this many ms are read as this: autocannon's whole milliseconds say nothing finer. */
const FLOOR_MS = 2;
const DOCS = path.join(import.meta.dirname, '../../../docs');

type Result = { prompts: number; rows: Row[] };
// Each size's results stay here, so that a run can take up again from the sizes it has
// (BENCH_GROWTH_REUSE=1: a size whose results are here is not measured again).
const dir = path.join(os.tmpdir(), 'promptlib-growth');
mkdirSync(dir, { recursive: true });
const results: Result[] = [];
for (const size of sizes) {
  const file = path.join(dir, `${size}.json`);
  if (process.env.BENCH_GROWTH_REUSE === '1' && existsSync(file)) {
    console.log(`\n=== ${size.toLocaleString('en-US')} prompts: measured before (${file})`);
    results.push(JSON.parse(readFileSync(file, 'utf8')) as Result);
    continue;
  }
  console.log(`\n=== ${size.toLocaleString('en-US')} prompts`);
  try {
    execFileSync('node', [path.join(import.meta.dirname, 'run.ts'), '--size', String(size)], {
      stdio: 'inherit',
      env: {
        ...process.env,
        BENCH_RESULTS: file,
        BENCH_LABEL: `growth ${size.toLocaleString('en-US')}`,
        BENCH_ONLY: process.env.BENCH_ONLY ?? '^(?!signed in|palette)',
      },
    });
  } catch {
    // A run that misses a target exits 1 and still writes its results.
  }
  results.push(JSON.parse(readFileSync(file, 'utf8')) as Result);
}

// The scenarios measured at every size, with latencies.
const latencyRows = (result: Result) =>
  new Map(
    result.rows
      .filter((row) => row.p99 !== undefined && !row.scenario.startsWith('control'))
      .map((row) => [row.scenario, row]),
  );
const bySize = results.map(latencyRows);
const scenarios = [...(bySize[0]?.keys() ?? [])].filter((name) => bySize.every((rows) => rows.has(name)));
const growthOf = (name: string) => {
  const first = bySize[0]?.get(name)?.p99 ?? 0;
  const last = bySize.at(-1)?.get(name)?.p99 ?? 0;
  return Math.max(last, FLOOR_MS) / Math.max(first, FLOOR_MS);
};
/** How much the logarithm of the size grows from the first size to the last. */
const logGrowth = Math.log(sizes.at(-1) as number) / Math.log(sizes[0] as number);

// --- the chart: one panel per scenario, size on a log scale, p50 solid and p99 dashed
const PANEL = { width: 260, height: 150, left: 40, right: 12, top: 30, bottom: 28 };
const COLUMNS = 3;
const escapeXml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const short = (size: number) =>
  size >= 1e6 ? `${size / 1e6}M` : size >= 1e3 ? `${size / 1e3}k` : String(size);
function panel(name: string, index: number): string {
  const x0 = (index % COLUMNS) * PANEL.width;
  const y0 = Math.floor(index / COLUMNS) * PANEL.height;
  const innerW = PANEL.width - PANEL.left - PANEL.right;
  const innerH = PANEL.height - PANEL.top - PANEL.bottom;
  const rows = bySize.map((rows) => rows.get(name) as Row);
  const top = Math.max(1, ...rows.map((row) => row.p99 ?? 0)) * 1.15;
  const logs = sizes.map(Math.log10);
  const [minLog, maxLog] = [Math.min(...logs), Math.max(...logs)];
  const x = (i: number) => x0 + PANEL.left + (((logs[i] as number) - minLog) / (maxLog - minLog)) * innerW;
  const y = (ms: number) => y0 + PANEL.top + innerH - (ms / top) * innerH;
  const line = (pick: (row: Row) => number | undefined, dash: string) =>
    `<polyline fill="none" stroke="#2563eb" stroke-width="1.5"${dash} points="${rows.map((row, i) => `${x(i).toFixed(1)},${y(pick(row) ?? 0).toFixed(1)}`).join(' ')}"/>`;
  const ticks = sizes
    .map(
      (size, i) =>
        `<text x="${x(i).toFixed(1)}" y="${y0 + PANEL.height - 10}" text-anchor="middle">${short(size)}</text>`,
    )
    .join('');
  const title = name.replaceAll('`', '');
  return `<g font-size="10" font-family="sans-serif" fill="#334155">
<text x="${x0 + 8}" y="${y0 + 14}" font-weight="bold">${escapeXml(title.length > 46 ? `${title.slice(0, 45)}…` : title)}</text>
<line x1="${x0 + PANEL.left}" y1="${y(0)}" x2="${x0 + PANEL.width - PANEL.right}" y2="${y(0)}" stroke="#cbd5e1"/>
<text x="${x0 + PANEL.left - 4}" y="${y(top / 1.15) + 3}" text-anchor="end">${(top / 1.15).toFixed(0)}</text>
<text x="${x0 + PANEL.left - 4}" y="${y(0) + 3}" text-anchor="end">0</text>
${ticks}${line((row) => row.p50, '')}${line((row) => row.p99, ' stroke-dasharray="4 3"')}
</g>`;
}
const rowsOfPanels = Math.ceil(scenarios.length / COLUMNS);
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${COLUMNS * PANEL.width}" height="${rowsOfPanels * PANEL.height + 24}" viewBox="0 0 ${COLUMNS * PANEL.width} ${rowsOfPanels * PANEL.height + 24}">
<title>p50 and p99 of each benchmark scenario against library size: ${sizes.map(short).join(', ')} prompts</title>
<rect width="100%" height="100%" fill="#fff"/>
${scenarios.map(panel).join('\n')}
<text x="8" y="${rowsOfPanels * PANEL.height + 16}" font-size="10" font-family="sans-serif" fill="#334155">ms against library size (log scale); solid: p50, dashed: p99. PostgreSQL, 20 connections.</text>
</svg>
`;
writeFileSync(path.join(DOCS, 'benchmarks-growth.svg'), svg);

// --- the table
const fmt = (value: number | undefined) =>
  value === undefined ? '' : value.toLocaleString('en-US', { maximumFractionDigits: 1 });
const header = [
  'scenario',
  ...sizes.map((size) => `p50 / p99 ms at ${short(size)}`),
  `p99 growth (log grows ×${logGrowth.toFixed(2)})`,
];
const lines = scenarios.map((name) => {
  const growth = growthOf(name);
  return [
    name,
    ...bySize.map((rows) => `${fmt(rows.get(name)?.p50)} / ${fmt(rows.get(name)?.p99)}`),
    `×${growth.toFixed(2)}${growth <= logGrowth ? '' : ' **faster**'}`,
  ];
});
const tableText = [header, header.map(() => '---'), ...lines]
  .map((cells) => `| ${cells.join(' | ')} |`)
  .join('\n');
const faster = scenarios.filter((name) => growthOf(name) > logGrowth);
const body = `![p50 and p99 per scenario against library size](benchmarks-growth.svg)

${tableText}

Machine: ${machine('PostgreSQL')}. Sizes ${sizes.map((size) => size.toLocaleString('en-US')).join(', ')}; each size's full table is its own section ("growth <size>"). Growth is p99 at the largest size over p99 at the smallest, each read as at least ${FLOOR_MS} ms; a cost that grows no faster than the logarithm of the size grows at most ×${logGrowth.toFixed(2)}.

${faster.length === 0 ? 'Every p99 grew no faster than the logarithm of the size.' : `Faster than the logarithm: ${faster.map((name) => name.replaceAll('`', '')).join('; ')} (see docs/decisions.md, "Growth to a million prompts").`}
`;
console.log(`\n${body}`);
record(path.join(DOCS, 'benchmarks.md'), 'PostgreSQL', `growth ${sizes.map(short).join(' → ')}`, body);
