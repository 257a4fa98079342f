// `npm run audit`: fails when a production dependency has a high or critical advisory that
// audit-exceptions.json does not accept (each exception names the advisory's URL, the reason, and a
// date until which it holds; past that date it blocks again). Exit 0: none; 1: some, listed; 2: npm
// could not ask the registry (no network, or a registry without the audit endpoint), said as such.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type AuditJson, blockingAdvisories, readExceptions } from './audit-report.ts';

const root = path.join(import.meta.dirname, '..', '..', '..', '..');
const exceptionsFile = path.join(root, 'audit-exceptions.json');
const exceptions = existsSync(exceptionsFile)
  ? readExceptions(JSON.parse(readFileSync(exceptionsFile, 'utf8')))
  : [];

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { cwd: root, encoding: 'utf8' });
let report: AuditJson;
try {
  report = JSON.parse(run.stdout) as AuditJson;
} catch {
  report = { message: run.stderr.trim() || 'no answer' };
}
if (!report.vulnerabilities) {
  console.error(`npm audit could not ask the registry: ${report.error?.summary || report.message}`);
  process.exit(2);
}
const blocking = blockingAdvisories(report, exceptions, new Date());
for (const advisory of blocking) {
  console.error(
    `${advisory.severity}: ${advisory.name} ${advisory.range ?? ''} — ${advisory.title} (${advisory.url})`,
  );
}
console.log(
  blocking.length === 0
    ? `No high or critical advisories in production dependencies (${exceptions.length} accepted exceptions).`
    : `${blocking.length} high or critical advisories: update the packages, or accept one in audit-exceptions.json with its reason and a date.`,
);
process.exit(blocking.length === 0 ? 0 : 1);
