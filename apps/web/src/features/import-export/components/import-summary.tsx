// The counts of an import report, worded for a dry run ("will be created") or a finished import
// ("created"), with what else it did: placeholders, new categories and tags. The errors table follows.
import type { ImportJob } from '@prompt-lib/contract';
import { CircleAlert, CircleCheck, CircleMinus } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';
import { ImportErrorsTable } from './import-errors-table.tsx';

const count = (n: number) => n.toLocaleString('en-US');
const plural = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;

function Stat({ label, value, icon, tone }: { label: string; value: number; icon: ReactNode; tone: string }) {
  return (
    <div className={cn('flex items-center gap-3 rounded-lg border px-4 py-3', tone)}>
      {icon}
      <div className="flex flex-col">
        <dt className="text-xs font-medium text-slate-600">{label}</dt>
        <dd className="text-xl font-semibold text-slate-900 tabular-nums">{count(value)}</dd>
      </div>
    </div>
  );
}

export function ImportSummary({ job, dryRun }: { job: ImportJob; dryRun: boolean }) {
  const { report, total } = job;
  const created = (n: number) => (dryRun ? 'will be created' : n === 1 ? 'was created' : 'were created');
  const extras = [
    report.placeholdersConverted > 0 &&
      `${plural(report.placeholdersConverted, 'prompt', 'prompts')} with variables ${dryRun ? 'will get' : 'got'} placeholders`,
    report.categoriesCreated > 0 &&
      `${plural(report.categoriesCreated, 'new category', 'new categories')} ${created(report.categoriesCreated)}`,
    report.tagsCreated > 0 &&
      `${plural(report.tagsCreated, 'new tag', 'new tags')} ${created(report.tagsCreated)}`,
  ].filter((text): text is string => Boolean(text));

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">
        {dryRun ? 'The file has ' : 'Of '}
        <strong className="font-semibold text-slate-900">{plural(total, 'prompt', 'prompts')}</strong>
        {dryRun ? '.' : ' in the file:'}
      </p>
      <dl className="grid gap-2 sm:grid-cols-3">
        <Stat
          label={dryRun ? 'Will be created' : 'Created'}
          value={report.created}
          icon={<CircleCheck className="size-5 shrink-0 text-emerald-700" aria-hidden />}
          tone="border-emerald-200 bg-emerald-50/60"
        />
        <Stat
          label="Skipped, already there"
          value={report.skipped}
          icon={<CircleMinus className="size-5 shrink-0 text-slate-500" aria-hidden />}
          tone="border-slate-200 bg-slate-50"
        />
        <Stat
          label="Errors"
          value={report.errorCount}
          icon={
            <CircleAlert
              className={cn('size-5 shrink-0', report.errorCount ? 'text-red-700' : 'text-slate-400')}
              aria-hidden
            />
          }
          tone={report.errorCount ? 'border-red-200 bg-red-50/60' : 'border-slate-200 bg-slate-50'}
        />
      </dl>
      {extras.length > 0 && (
        <ul className="list-disc pl-5 text-sm text-slate-600">
          {extras.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
      <ImportErrorsTable report={report} />
    </div>
  );
}
