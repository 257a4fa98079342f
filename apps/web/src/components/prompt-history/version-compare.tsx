// One version against the current prompt: title and content always, the preview text, categories,
// tags and images when they differ; words only in the old version are struck out, words the prompt
// has gained since are highlighted. Whoever may edit the prompt may restore it, and mark it as the
// production version (or take the mark off it).
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Prompt, PromptVersion } from '@prompt-lib/contract';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { errorText } from '../../lib/api-client.ts';
import { formatNumeral } from '../../lib/format.ts';
import { Badge } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { useVersion } from './api/get-version.ts';
import { ProductionMarkButton } from './production-mark-button.tsx';
import { DiffField, PromptTextDiff } from './prompt-text-diff.tsx';
import { RestoreVersionButton } from './restore-version-button.tsx';
import { editorName, whenLabel } from './version-labels.ts';

type VersionCompareProps = {
  prompt: Prompt;
  version: number;
  /** Whether the caller may edit the prompt: restore this version, move the production mark. */
  canEdit: boolean;
  onBack: () => void;
  onRestored: () => void;
};

export function VersionCompare({ prompt, version, canEdit, onBack, onRestored }: VersionCompareProps) {
  const { t } = useLingui();
  const query = useVersion(prompt.id, version);
  const back = useRef<HTMLButtonElement>(null);
  // The chosen list item is gone: the focus moves to the first control of this view.
  useEffect(() => back.current?.focus(), []);

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <Button ref={back} variant="ghost" size="sm" className="-ms-2 self-start" onClick={onBack}>
        <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
        <Trans>All versions</Trans>
      </Button>
      {query.isPending ? (
        <div className="flex justify-center py-8 text-indigo-700">
          <Spinner label={t`Loading version`} />
        </div>
      ) : query.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorText(query.error, t`Could not load this version`)}
        </p>
      ) : (
        <Comparison prompt={prompt} old={query.data} />
      )}
      {canEdit && query.isSuccess && (
        <div className="flex flex-wrap gap-2">
          {version !== prompt.version && (
            <RestoreVersionButton promptId={prompt.id} version={version} onRestored={onRestored} />
          )}
          <ProductionMarkButton
            promptId={prompt.id}
            version={version}
            marked={version === prompt.productionVersion}
          />
        </div>
      )}
    </div>
  );
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

function Comparison({ prompt, old }: { prompt: Prompt; old: PromptVersion }) {
  const { t } = useLingui();
  const when = whenLabel(old.createdAt);
  const current = old.version === prompt.version;
  const imagesDiffer = !sameList(old.imageUrls, prompt.imageUrls);
  const editor = editorName(old);
  const relative = when.relative;
  const oldVersion = formatNumeral(old.version);
  const currentVersion = formatNumeral(prompt.version);
  const oldImages = old.imageUrls.length;
  const currentImages = prompt.imageUrls.length;
  return (
    <>
      <div className="flex flex-col gap-1 text-sm text-slate-600">
        <p>
          <Trans>
            By {editor},{' '}
            <time dateTime={old.createdAt} title={when.full}>
              {relative}
            </time>
            .
          </Trans>
        </p>
        {old.version === prompt.productionVersion && (
          // Inline, so that on a phone the sentence wraps beside the badge rather than under it.
          <p>
            <Badge variant="success" className="me-2">
              <Trans context="the version AI tools get">Production</Trans>
            </Badge>
            <Trans>AI tools (MCP clients) get this version while the prompt is edited.</Trans>
          </p>
        )}
        {current ? (
          <p>
            <Trans>This is the current version.</Trans>
          </p>
        ) : (
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span>
              <Trans comment="legend of the colours of the comparison">Key:</Trans>
            </span>
            <del className="rounded-sm bg-red-100 px-1 text-red-900">
              <Trans>only in version {oldVersion}</Trans>
            </del>
            <ins className="rounded-sm bg-emerald-100 px-1 text-emerald-900 underline">
              <Trans>in the current version ({currentVersion})</Trans>
            </ins>
          </p>
        )}
      </div>
      <PromptTextDiff before={old} after={prompt} heading="h3" />
      {imagesDiffer && (
        <DiffField label={t`Images`} heading="h3">
          <p className="text-sm text-slate-700">
            <Trans>
              <Plural value={oldImages} one="# image" other="# images" /> in this version,{' '}
              <Plural value={currentImages} one="# image" other="# images" /> now.
            </Trans>
          </p>
        </DiffField>
      )}
    </>
  );
}
