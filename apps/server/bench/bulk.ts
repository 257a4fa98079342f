// The bulk half of the benchmark (DESIGN §6 "writing in bulk"): the seeded library exported as JSON
// through the server (target under 15 s), then 100,000 prompts imported from CSV by a second admin
// through the server, as a job polled to the end (target under 60 s, server RSS under 300 MB). The
// import file is the library's own CSV export, repeated to 100,000 rows with every title made unique
// (an import skips what its importer already has).
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { Row } from './report.ts';

const EXPORT_TARGET_S = 15;
const IMPORT_TARGET_S = 60;
const IMPORT_RSS_TARGET_MB = 300;
const IMPORT_ROWS = 100_000;

/** `token`: a second admin's (seed.ts), whose import is published and counted as a library's is. */
export async function measureBulk(base: string, rssMb: () => number, token: string): Promise<Row[]> {
  let t0 = performance.now();
  const json = await fetch(`${base}/api/export?format=json&scope=library`);
  const bytes = (await json.arrayBuffer()).byteLength;
  const exportSeconds = (performance.now() - t0) / 1000;
  console.log(`exported ${(bytes / 1e6).toFixed(0)} MB of JSON in ${exportSeconds.toFixed(1)} s`);

  const csv = await (await fetch(`${base}/api/export?format=csv&scope=library`)).text();
  const rows = parse(csv, { columns: true }) as Record<string, string>[];
  const file = stringify(
    Array.from({ length: IMPORT_ROWS }, (_, i) => {
      const row = rows[i % rows.length] as Record<string, string>;
      return { ...row, title: `${row.title} (${i + 1})` };
    }),
    { header: true, record_delimiter: 'windows' },
  );

  const form = new FormData();
  form.append('file', new Blob([file], { type: 'text/csv' }), 'library.csv');
  let peak = rssMb();
  t0 = performance.now();
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
    peak = Math.max(peak, rssMb());
    const job = (await (
      await fetch(`${base}/api/import/${jobId}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { status?: string; report?: { created: number } };
    status = job.status ?? 'unknown';
    created = job.report?.created ?? 0;
  }
  const importSeconds = (performance.now() - t0) / 1000;
  console.log(`imported ${created.toLocaleString()} prompts in ${importSeconds.toFixed(1)} s (${status})`);
  return [
    {
      scenario: 'export the library as JSON',
      errors: json.ok ? '0' : `1 (${json.status})`,
      target: `< ${EXPORT_TARGET_S} s`,
      measured: `${exportSeconds.toFixed(1)} s`,
      ok: json.ok && exportSeconds < EXPORT_TARGET_S,
      required: true,
    },
    {
      scenario: `import ${IMPORT_ROWS.toLocaleString('en-US')} from CSV`,
      errors: status === 'done' ? '0' : `job ${status}`,
      target: `< ${IMPORT_TARGET_S} s, RSS < ${IMPORT_RSS_TARGET_MB} MB`,
      measured: `${importSeconds.toFixed(1)} s, ${peak.toFixed(0)} MB, ${created.toLocaleString('en-US')} created`,
      ok:
        status === 'done' &&
        created === IMPORT_ROWS &&
        importSeconds < IMPORT_TARGET_S &&
        peak < IMPORT_RSS_TARGET_MB,
      required: true,
    },
  ];
}
