// Follows a large import's job until it ends: the progress bar while it runs, then its report (or,
// when it stopped, what it did before stopping).
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { useImportJob } from '../api/get-import-job.ts';
import { ImportProgress } from './import-progress.tsx';
import { ImportResult } from './import-result.tsx';

export function ImportJobStatus({ jobId, onStartOver }: { jobId: string; onStartOver: () => void }) {
  const { t } = useLingui();
  const job = useImportJob(jobId);
  if (job.data && job.data.status !== 'running')
    return <ImportResult job={job.data} onStartOver={onStartOver} />;
  if (job.isError) {
    const reason = errorText(job.error, t`please try again.`);
    return (
      <div className="flex flex-col gap-3" role="alert">
        <p className="text-sm text-red-700">
          <Trans>
            Could not follow the import: {reason} It may still be running; your prompts will appear under My
            Prompts as it goes.
          </Trans>
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => job.refetch()}>
            <Trans>Try Again</Trans>
          </Button>
          <Button variant="ghost" onClick={onStartOver}>
            <Trans>Start over</Trans>
          </Button>
        </div>
      </div>
    );
  }
  return (
    <ImportProgress label={t`Importing prompts…`} processed={job.data?.processed} total={job.data?.total} />
  );
}
