// The counts of an import report, worded for a dry run ("will be created") or a finished import
// ("created"), with what else it did: placeholders, new categories and tags. The errors table follows.
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ImportJob } from '@prompt-lib/contract';
import { CircleAlert, CircleCheck, CircleMinus } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';
import { formatNumber } from '../../../lib/format.ts';
import { ImportErrorsTable } from './import-errors-table.tsx';

function Stat({ label, value, icon, tone }: { label: string; value: number; icon: ReactNode; tone: string }) {
  return (
    <div className={cn('flex items-center gap-3 rounded-lg border px-4 py-3', tone)}>
      {icon}
      <div className="flex flex-col">
        <dt className="text-xs font-medium text-slate-600">{label}</dt>
        <dd className="text-xl font-semibold text-slate-900 tabular-nums">{formatNumber(value)}</dd>
      </div>
    </div>
  );
}

export function ImportSummary({ job, dryRun }: { job: ImportJob; dryRun: boolean }) {
  const { t } = useLingui();
  const { report, total } = job;
  const placeholders = report.placeholdersConverted;
  const categories = report.categoriesCreated;
  const tags = report.tagsCreated;
  // Whole sentences, a dry run's and a finished import's, so each language words and pluralizes its own.
  const extras = [
    placeholders > 0 &&
      (dryRun
        ? plural(placeholders, {
            one: '# prompt with variables will get placeholders',
            other: '# prompts with variables will get placeholders',
          })
        : plural(placeholders, {
            one: '# prompt with variables got placeholders',
            other: '# prompts with variables got placeholders',
          })),
    categories > 0 &&
      (dryRun
        ? plural(categories, {
            one: '# new category will be created',
            other: '# new categories will be created',
          })
        : plural(categories, { one: '# new category was created', other: '# new categories were created' })),
    tags > 0 &&
      (dryRun
        ? plural(tags, { one: '# new tag will be created', other: '# new tags will be created' })
        : plural(tags, { one: '# new tag was created', other: '# new tags were created' })),
  ].filter((text): text is string => Boolean(text));

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">
        {dryRun ? (
          <Trans>
            The file has{' '}
            <strong className="font-semibold text-slate-900">
              <Plural value={total} one="# prompt" other="# prompts" />
            </strong>
            .
          </Trans>
        ) : (
          <Trans>
            Of{' '}
            <strong className="font-semibold text-slate-900">
              <Plural value={total} one="# prompt" other="# prompts" />
            </strong>{' '}
            in the file:
          </Trans>
        )}
      </p>
      <dl className="grid gap-2 sm:grid-cols-3">
        <Stat
          label={
            dryRun
              ? t`Will be created`
              : t({ message: 'Created', context: 'count of prompts an import created' })
          }
          value={report.created}
          icon={<CircleCheck className="size-5 shrink-0 text-emerald-700" aria-hidden />}
          tone="border-emerald-200 bg-emerald-50/60"
        />
        <Stat
          label={t`Skipped, already there`}
          value={report.skipped}
          icon={<CircleMinus className="size-5 shrink-0 text-slate-500" aria-hidden />}
          tone="border-slate-200 bg-slate-50"
        />
        <Stat
          label={t`Errors`}
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
        <ul className="list-disc ps-5 text-sm text-slate-600">
          {extras.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
      <ImportErrorsTable report={report} />
    </div>
  );
}
