// One version against the current prompt: title and content always, the preview text, categories,
// tags and images when they differ; words only in the old version are struck out, words the prompt
// has gained since are highlighted. Whoever may edit the prompt may restore it, and mark it as the
// production version (or take the mark off it).
import type { Prompt, PromptVersion } from '@prompt-lib/contract';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { errorText } from '../../lib/api-client.ts';
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
  const query = useVersion(prompt.id, version);
  const back = useRef<HTMLButtonElement>(null);
  // The chosen list item is gone: the focus moves to the first control of this view.
  useEffect(() => back.current?.focus(), []);

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <Button ref={back} variant="ghost" size="sm" className="-ml-2 self-start" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        All versions
      </Button>
      {query.isPending ? (
        <div className="flex justify-center py-8 text-indigo-700">
          <Spinner label="Loading version" />
        </div>
      ) : query.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorText(query.error, 'Could not load this version')}
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
  const when = whenLabel(old.createdAt);
  const current = old.version === prompt.version;
  const imagesDiffer = !sameList(old.imageUrls, prompt.imageUrls);
  return (
    <>
      <div className="flex flex-col gap-1 text-sm text-slate-600">
        <p>
          By {editorName(old)},{' '}
          <time dateTime={old.createdAt} title={when.full}>
            {when.relative}
          </time>
          .
        </p>
        {old.version === prompt.productionVersion && (
          // Inline, so that on a phone the sentence wraps beside the badge rather than under it.
          <p>
            <Badge variant="success" className="mr-2">
              Production
            </Badge>
            AI tools (MCP clients) get this version while the prompt is edited.
          </p>
        )}
        {current ? (
          <p>This is the current version.</p>
        ) : (
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span>Key:</span>
            <del className="rounded-sm bg-red-100 px-1 text-red-900">only in version {old.version}</del>
            <ins className="rounded-sm bg-emerald-100 px-1 text-emerald-900 underline">
              in the current version ({prompt.version})
            </ins>
          </p>
        )}
      </div>
      <PromptTextDiff before={old} after={prompt} heading="h3" />
      {imagesDiffer && (
        <DiffField label="Images" heading="h3">
          <p className="text-sm text-slate-700">
            {imageCount(old.imageUrls.length)} in this version, {imageCount(prompt.imageUrls.length)} now.
          </p>
        </DiffField>
      )}
    </>
  );
}

const imageCount = (n: number) => (n === 1 ? '1 image' : `${n} images`);
