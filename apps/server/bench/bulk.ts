// The bulk half of the benchmark (DESIGN §6 "writing in bulk"): the seeded library exported as JSON
// through the server (target under 15 s), then 100,000 prompts imported from CSV by a second admin
// through the server, as a job polled to the end (target under 60 s, server RSS under 300 MB). The
// import file is the library's own CSV export with every title made unique: the seed stitches prompts
// from few templates, and an import skips what its importer already has.
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

const EXPORT_TARGET_S = 15;
const IMPORT_TARGET_S = 60;
const IMPORT_RSS_TARGET_MB = 300;
const IMPORT_ROWS = 100_000;

export type BulkResult = {
  scenario: string;
  seconds: string;
  'peak RSS MB': string;
  target: string;
  ok: boolean;
};

/** A second admin (an admin's import is published and counted, as a library's is). */
async function signInImporter(base: string, promote: (email: string) => Promise<void>): Promise<string> {
  const account = { username: 'bench_importer', email: 'importer@bench.local', password: 'bench-import-1' };
  await fetch(`${base}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  await promote(account.email);
  const res = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  return ((await res.json()) as { token: string }).token;
}

export async function measureBulk(
  base: string,
  rssMb: () => number,
  promote: (email: string) => Promise<void>,
): Promise<BulkResult[]> {
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
  const token = await signInImporter(base, promote);

  const form = new FormData();
  form.append('file', new Blob([file], { type: 'text/csv' }), 'library.csv');
  let peak = rssMb();
  t0 = performance.now();
  const started = await fetch(`${base}/api/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const { jobId } = (await started.json()) as { jobId: string };
  let status = 'running';
  let created = 0;
  while (status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 250));
    peak = Math.max(peak, rssMb());
    const job = (await (
      await fetch(`${base}/api/import/${jobId}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { status: string; report: { created: number } };
    status = job.status;
    created = job.report.created;
  }
  const importSeconds = (performance.now() - t0) / 1000;
  console.log(`imported ${created.toLocaleString()} prompts in ${importSeconds.toFixed(1)} s (${status})`);
  return [
    {
      scenario: 'export 100k as JSON',
      seconds: exportSeconds.toFixed(1),
      'peak RSS MB': '',
      target: `< ${EXPORT_TARGET_S} s`,
      ok: exportSeconds < EXPORT_TARGET_S,
    },
    {
      scenario: `import ${IMPORT_ROWS.toLocaleString()} from CSV`,
      seconds: importSeconds.toFixed(1),
      'peak RSS MB': peak.toFixed(0),
      target: `< ${IMPORT_TARGET_S} s, < ${IMPORT_RSS_TARGET_MB} MB`,
      ok:
        status === 'done' &&
        created === IMPORT_ROWS &&
        importSeconds < IMPORT_TARGET_S &&
        peak < IMPORT_RSS_TARGET_MB,
    },
  ];
}
