// The final report of a real import, with the way to the imported prompts and to another import.
import { Trans } from '@lingui/react/macro';
import type { ImportJob } from '@prompt-lib/contract';
import { ArrowRight, CircleAlert, CircleCheck, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useFocusOnMount } from '../hooks/use-focus-on-mount.ts';
import { ImportSummary } from './import-summary.tsx';

export function ImportResult({ job, onStartOver }: { job: ImportJob; onStartOver: () => void }) {
  const failed = job.status === 'failed';
  const processed = formatNumber(job.processed);
  const total = formatNumber(job.total);
  const ref = useFocusOnMount<HTMLElement>();
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="import-result-title"
      className="flex flex-col gap-4 outline-none"
    >
      <h3 id="import-result-title" className="flex items-center gap-2 text-base font-semibold text-slate-900">
        {failed ? (
          <CircleAlert className="size-5 text-red-700" aria-hidden />
        ) : (
          <CircleCheck className="size-5 text-emerald-700" aria-hidden />
        )}
        {failed ? <Trans>Import stopped</Trans> : <Trans>Import finished</Trans>}
      </h3>
      {failed && (
        <p role="alert" className="text-sm text-red-700">
          <Trans>
            The import stopped after {processed} of {total} prompts. What it did is below; importing the file
            again skips the prompts already there.
          </Trans>
        </p>
      )}
      <ImportSummary job={job} dryRun={false} />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild>
          <Link to="/promptslist/my-prompts">
            <Trans>Go to My Prompts</Trans>
            <ArrowRight aria-hidden className="rtl:-scale-x-100" />
          </Link>
        </Button>
        <Button variant="secondary" onClick={onStartOver}>
          <RotateCcw aria-hidden />
          <Trans>Import another file</Trans>
        </Button>
      </div>
    </section>
  );
}
