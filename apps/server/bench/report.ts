// The benchmark's table, printed and kept in docs/benchmarks.md. The file is a history, newest first:
// each run writes one section, marked with its engine and label (BENCH_LABEL, else the commit), and
// replaces an older section of the same engine and label, so "before" and "after" stay side by side.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type Row = {
  scenario: string;
  rps?: number;
  p50?: number;
  p99?: number;
  /** Connection errors and non-2xx answers, e.g. "0" or "12 (500: 12)". */
  errors: string;
  share?: number;
  /** The server's highest RSS (MB) while the scenario ran. */
  rss?: number;
  target: string;
  /** The figure the target is checked against, when it is not one of the columns (p95, seconds, MB). */
  measured?: string;
  ok: boolean;
  /** Whether a miss fails the run (on PGlite only the memory and loading targets are required). */
  required: boolean;
};

const number = (value: number | undefined, digits = 0) =>
  value === undefined ? '' : value.toLocaleString('en-US', { maximumFractionDigits: digits });

export function table(rows: Row[]): string {
  const header = [
    'scenario',
    'req/s',
    'p50 ms',
    'p99 ms',
    'errors / non-2xx',
    'share of control',
    'RSS MB',
    'target',
    'ok',
  ];
  const lines = rows.map((row) => [
    row.scenario,
    number(row.rps),
    number(row.p50, 1),
    number(row.p99, 1),
    row.errors,
    row.share === undefined ? '' : `${(row.share * 100).toFixed(0)} %`,
    number(row.rss),
    row.measured ? `${row.target}: ${row.measured}` : row.target,
    row.ok ? 'yes' : row.required ? '**NO**' : 'no (not required)',
  ]);
  return [header, header.map(() => '---'), ...lines].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

export function machine(engine: string): string {
  const cpu = /model name\s*:\s*(.+)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? os.cpus()[0]?.model;
  const ram = (os.totalmem() / 1024 ** 3).toFixed(0);
  return `${cpu}, ${os.availableParallelism()} cores, ${ram} GB RAM, Node ${process.version}, ${engine}`;
}

export function defaultLabel(): string {
  try {
    return `commit ${execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim()}`;
  } catch {
    return 'no commit';
  }
}

const INTRO = `# Benchmarks

What \`npm run bench\` measured (\`npm run bench -- --engine pglite\` for the embedded engine), newest
first. A run writes one section and replaces an older one of the same engine and label (the
\`BENCH_LABEL\` environment variable, else the commit); the targets are those of issue 11 and
DESIGN §6. Every scenario runs 20 connections for 15 s after a warm-up, in one run, on the machine
named; "share of control" compares with a bare Fastify server sending the same first page.
`;

/** Writes the section for this engine and label at the top of the history, replacing an older one. */
export function record(file: string, engine: string, label: string, body: string): void {
  const marker = `<!-- run: ${engine} · ${label} -->`;
  const existing = existsSync(file) ? readFileSync(file, 'utf8') : INTRO;
  const start = existing.indexOf('<!-- run: ');
  const intro = start === -1 ? existing.trimEnd() : existing.slice(0, start).trimEnd();
  const sections = start === -1 ? [] : existing.slice(start).split(/(?=<!-- run: )/);
  const kept = sections.filter((section) => !section.startsWith(marker)).map((s) => s.trimEnd());
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const section = `${marker}\n## ${date} UTC · ${engine} · ${label}\n\n${body.trimEnd()}`;
  writeFileSync(file, `${[intro, section, ...kept].join('\n\n')}\n`);
  console.log(`\nwritten to ${path.relative(process.cwd(), file)}`);
}
