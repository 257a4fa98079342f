// The bulk half of the benchmark (DESIGN §6 "writing in bulk"): the seeded library exported as JSON
// through the server (target under 15 s; at a million prompts under 90 s), then 100,000 prompts
// imported from CSV by a second admin through the server, as a job polled to the end (target under
// 60 s, server RSS under 300 MB). The import files are the library's own CSV export, repeated to
// 100,000 rows with every title made unique (an import skips what its importer already has). A library past
// 100,000 prompts was itself loaded through the import (run.ts, import-load.ts): that is its import
// figure, and this one is not measured again.
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { Row } from './report.ts';

const IMPORT_TARGET_S = 60;
export const IMPORT_RSS_TARGET_MB = 300;
const IMPORT_ROWS = 100_000;
/**
 * The 100,000 rows go in this many files, one after another: in one file the library's CSV passes
 * the import's 100 MB (IMPORT_MAX_BYTES) since a third of it is in scripts of two and three bytes a
 * character.
 */
const IMPORT_FILES = 2;

export type Imported = { seconds: number; status: string; created: number; peakRss: number };

/** Imports files one after another, each as importFile; the figures of them all. */
export async function importFiles(
  base: string,
  token: string,
  files: Iterable<Promise<Blob> | Blob> | AsyncIterable<Blob>,
  rssMb: () => number,
): Promise<Imported> {
  const total: Imported = { seconds: 0, status: 'done', created: 0, peakRss: 0 };
  for await (const file of files) {
    const imported = await importFile(base, token, file, rssMb);
    total.seconds += imported.seconds;
    total.created += imported.created;
    total.peakRss = Math.max(total.peakRss, imported.peakRss);
    total.status = imported.status;
    if (imported.status !== 'done') break;
  }
  return total;
}

/** Imports a CSV file through the server as `token`'s job, polled to the end; the server's peak RSS meanwhile. */
export async function importFile(
  base: string,
  token: string,
  file: Blob,
  rssMb: () => number,
): Promise<Imported> {
  const form = new FormData();
  form.append('file', file, 'library.csv');
  let peakRss = rssMb();
  const t0 = performance.now();
  const started = await fetch(`${base}/api/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const { jobId } = (await started.json()) as { jobId?: string };
  let status = jobId ? 'running' : `not started (HTTP ${started.status})`;
  let created = 0;
  while (status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 250));
    peakRss = Math.max(peakRss, rssMb());
    const job = (await (
      await fetch(`${base}/api/import/${jobId}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { status?: string; report?: { created: number } };
    status = job.status ?? 'unknown';
    created = job.report?.created ?? 0;
  }
  return { seconds: (performance.now() - t0) / 1000, status, created, peakRss };
}

/**
 * `token`: a second admin's (seed.ts), whose import is published and counted as a library's is.
 * `exportTargetS`: the export's target; `importToo`: whether the 100,000-row import is measured.
 */
export async function measureBulk(
  base: string,
  rssMb: () => number,
  token: string,
  { exportTargetS, importToo }: { exportTargetS: number; importToo: boolean },
): Promise<Row[]> {
  const t0 = performance.now();
  const json = await fetch(`${base}/api/export?format=json&scope=library`);
  // Counted as it streams: a million prompts' JSON is more than one string may hold.
  let bytes = 0;
  for await (const chunk of json.body ?? []) bytes += chunk.length;
  const exportSeconds = (performance.now() - t0) / 1000;
  console.log(`exported ${(bytes / 1e6).toFixed(0)} MB of JSON in ${exportSeconds.toFixed(1)} s`);
  const exported: Row = {
    scenario: 'export the library as JSON',
    errors: json.ok ? '0' : `1 (${json.status})`,
    target: `< ${exportTargetS} s`,
    measured: `${exportSeconds.toFixed(1)} s, ${(bytes / 1e6).toFixed(0)} MB`,
    ok: json.ok && exportSeconds < exportTargetS,
    required: true,
  };
  if (!importToo) return [exported];

  const csv = await (await fetch(`${base}/api/export?format=csv&scope=library`)).text();
  const rows = parse(csv, { columns: true }) as Record<string, string>[];
  const perFile = IMPORT_ROWS / IMPORT_FILES;
  const files = Array.from({ length: IMPORT_FILES }, (_, file) => {
    const text = stringify(
      Array.from({ length: perFile }, (_, j) => {
        const i = file * perFile + j;
        const row = rows[i % rows.length] as Record<string, string>;
        return { ...row, title: `${row.title} (${i + 1})` };
      }),
      { header: true, record_delimiter: 'windows' },
    );
    return new Blob([text], { type: 'text/csv' });
  });
  const imported = await importFiles(base, token, files, rssMb);
  console.log(
    `imported ${imported.created.toLocaleString('en-US')} prompts in ${imported.seconds.toFixed(1)} s (${imported.status})`,
  );
  return [
    exported,
    {
      scenario: `import ${IMPORT_ROWS.toLocaleString('en-US')} from CSV`,
      errors: imported.status === 'done' ? '0' : `job ${imported.status}`,
      target: `< ${IMPORT_TARGET_S} s, RSS < ${IMPORT_RSS_TARGET_MB} MB`,
      measured: `${imported.seconds.toFixed(1)} s, ${imported.peakRss.toFixed(0)} MB, ${imported.created.toLocaleString('en-US')} created`,
      ok:
        imported.status === 'done' &&
        imported.created === IMPORT_ROWS &&
        imported.seconds < IMPORT_TARGET_S &&
        imported.peakRss < IMPORT_RSS_TARGET_MB,
      required: true,
    },
  ];
}
