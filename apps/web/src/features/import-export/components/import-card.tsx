// "Import": choose or drop a file, check it with a dry run (counts and the first errors), then import
// it for real. A small file answers its report at once; a large one runs as a job whose progress is
// followed (import-job-status.tsx). Changing the file or the defaults drops a check that no longer applies.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ImportJob } from '@prompt-lib/contract';
import { FileSearch, RotateCcw, Upload } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { isJobStarted, useImportPrompts } from '../api/import-prompts.ts';
import { useFocusOnMount } from '../hooks/use-focus-on-mount.ts';
import { FileDropZone } from './file-drop-zone.tsx';
import { type ImportDefaults, ImportDefaultsFields } from './import-defaults.tsx';
import { ImportJobStatus } from './import-job-status.tsx';
import { ImportProgress } from './import-progress.tsx';
import { ImportResult } from './import-result.tsx';
import { ImportSummary } from './import-summary.tsx';

const NO_DEFAULTS: ImportDefaults = { category: '', tag: '' };

function ErrorNote({ title, error }: { title: string; error: unknown }) {
  const { t } = useLingui();
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm">
      <p className="font-medium text-red-800">{title}</p>
      <p className="mt-0.5 text-red-700">{errorText(error, t`Please try again.`)}</p>
    </div>
  );
}

export function ImportCard({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useLingui();
  const [file, setFile] = useState<File | null>(null);
  const [defaults, setDefaults] = useState<ImportDefaults>(NO_DEFAULTS);
  const check = useImportPrompts();
  const run = useImportPrompts();

  const request = (dryRun: boolean) =>
    file && {
      file,
      dryRun,
      defaultCategory: defaults.category || undefined,
      defaultTag: defaults.tag || undefined,
    };
  const startOver = () => {
    setFile(null);
    setDefaults(NO_DEFAULTS);
    check.reset();
    run.reset();
  };
  const fileName = file?.name;
  const preview = check.data && !isJobStarted(check.data) ? check.data : null;

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Import</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Bring prompts in from a file. Prompts you already have (same title and content) are skipped.
          </Trans>{' '}
          {isAdmin ? (
            <Trans>Imported prompts are published unless the file says otherwise.</Trans>
          ) : (
            <Trans>Imported prompts are drafts unless the file says otherwise.</Trans>
          )}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {run.data ? (
          isJobStarted(run.data) ? (
            <ImportJobStatus jobId={run.data.jobId} onStartOver={startOver} />
          ) : (
            <ImportResult job={run.data} onStartOver={startOver} />
          )
        ) : run.isPending ? (
          <ImportProgress label={fileName ? t`Importing ${fileName}…` : t`Importing the file…`} />
        ) : (
          <div className="flex flex-col gap-5">
            <FileDropZone
              file={file}
              disabled={check.isPending}
              onFile={(chosen) => {
                setFile(chosen);
                check.reset();
                run.reset();
              }}
            />
            <ImportDefaultsFields
              isAdmin={isAdmin}
              value={defaults}
              disabled={check.isPending}
              onChange={(value) => {
                setDefaults(value);
                check.reset();
              }}
            />
            {check.isError && <ErrorNote title={t`The file could not be checked`} error={check.error} />}
            {run.isError && <ErrorNote title={t`The import failed`} error={run.error} />}
            {preview ? (
              <CheckedFile
                preview={preview}
                onImport={() => {
                  const real = request(false);
                  if (real) run.mutate(real);
                }}
                onStartOver={startOver}
              />
            ) : (
              <div>
                <Button
                  loading={check.isPending}
                  disabled={!file}
                  onClick={() => {
                    const dry = request(true);
                    if (dry) check.mutate(dry);
                  }}
                >
                  {!check.isPending && <FileSearch aria-hidden />}
                  <Trans>Check file</Trans>
                </Button>
              </div>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function CheckedFile({
  preview,
  onImport,
  onStartOver,
}: {
  preview: ImportJob;
  onImport: () => void;
  onStartOver: () => void;
}) {
  const toCreate = preview.report.created;
  const ref = useFocusOnMount<HTMLElement>();
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="import-check-title"
      className="flex flex-col gap-4 border-t border-slate-100 pt-5 outline-none"
    >
      <h3 id="import-check-title" className="text-base font-semibold text-slate-900">
        <Trans>Check of the file (nothing imported yet)</Trans>
      </h3>
      <ImportSummary job={preview} dryRun />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button onClick={onImport} disabled={toCreate === 0}>
          <Upload aria-hidden />
          {toCreate === 0 ? (
            <Trans>Nothing to import</Trans>
          ) : (
            <Plural value={toCreate} one="Import # prompt" other="Import # prompts" />
          )}
        </Button>
        <Button variant="secondary" onClick={onStartOver}>
          <RotateCcw aria-hidden />
          <Trans>Start over</Trans>
        </Button>
      </div>
    </section>
  );
}
