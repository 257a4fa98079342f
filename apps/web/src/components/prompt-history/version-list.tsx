// The list of versions, newest first: number, "Current" on the prompt's own version, "Production" on
// the one marked production (issue 29), who and when, and which fields changed. Choosing one opens its
// comparison; older pages load on demand.
import { Trans, useLingui } from '@lingui/react/macro';
import type { PromptVersionSummary } from '@prompt-lib/contract';
import { ChevronRight } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { errorText } from '../../lib/api-client.ts';
import { formatNumeral } from '../../lib/format.ts';
import { Badge } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { useVersionList } from './api/list-versions.ts';
import { changeSummary, editorName, whenLabel } from './version-labels.ts';

type VersionListProps = {
  promptId: number;
  currentVersion: number;
  /** The version marked production, if any: the text AI tools get. */
  productionVersion: number | null;
  /** The version whose comparison was just closed: it gets the focus back. */
  returnTo: number | null;
  onSelect: (version: number) => void;
};

export function VersionList({
  promptId,
  currentVersion,
  productionVersion,
  returnTo,
  onSelect,
}: VersionListProps) {
  const { t } = useLingui();
  const query = useVersionList(promptId);
  if (query.isPending) {
    return (
      <div className="flex justify-center py-8 text-indigo-700">
        <Spinner label={t`Loading versions`} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 text-sm text-red-700">
        {errorText(query.error, t`Could not load the history`)}
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          <Trans>Try Again</Trans>
        </Button>
      </div>
    );
  }
  const versions = query.data.pages.flatMap((page) => page.content);
  return (
    <div className="flex flex-col gap-3">
      <ol
        aria-label={t`Versions`}
        className="flex flex-col divide-y divide-slate-100 rounded-lg border border-slate-200"
      >
        {versions.map((version) => (
          <li key={version.version}>
            <VersionItem
              version={version}
              current={version.version === currentVersion}
              production={version.version === productionVersion}
              focus={version.version === returnTo}
              onSelect={onSelect}
            />
          </li>
        ))}
      </ol>
      {query.hasNextPage && (
        <Button
          variant="secondary"
          size="sm"
          className="self-center"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          <Trans>Show older versions</Trans>
        </Button>
      )}
    </div>
  );
}

function VersionItem({
  version,
  current,
  production,
  focus,
  onSelect,
}: {
  version: PromptVersionSummary;
  current: boolean;
  production: boolean;
  focus: boolean;
  onSelect: (version: number) => void;
}) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focus) button.current?.focus();
  }, [focus]);
  const when = whenLabel(version.createdAt);
  const number = formatNumeral(version.version);
  const editor = editorName(version);
  const summary = changeSummary(version);
  return (
    <button
      ref={button}
      type="button"
      onClick={() => onSelect(version.version)}
      className="flex w-full items-center gap-3 px-4 py-3 text-start transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-500"
    >
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-semibold text-slate-900">
            <Trans>Version {number}</Trans>
          </span>
          {current && (
            <Badge variant="brand">
              <Trans context="the prompt's own version">Current</Trans>
            </Badge>
          )}
          {production && (
            <Badge variant="success">
              <Trans context="the version AI tools get">Production</Trans>
            </Badge>
          )}
          <time dateTime={version.createdAt} title={when.full} className="text-sm text-slate-500">
            {when.relative}
          </time>
        </span>
        <span className="text-sm text-slate-600">
          <Trans>
            By {editor} · {summary}
          </Trans>
        </span>
      </span>
      <ChevronRight className="size-4 shrink-0 text-slate-400 rtl:-scale-x-100" aria-hidden="true" />
    </button>
  );
}
