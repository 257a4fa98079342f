// The History dialog (prompt-history.tsx opens it): the list of versions, then one version compared
// with the current prompt, which whoever may edit the prompt may restore or mark as production.
// Loaded when first wanted, so a prompt page's first load does not carry it.
import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Prompt } from '@prompt-lib/contract';
import { lazy, Suspense, useState } from 'react';
import { formatNumeral } from '../../lib/format.ts';
import { canEditPrompt } from '../../lib/prompt-links.ts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { VersionList } from './version-list.tsx';

// The comparison brings the diff library: loaded when a version is first chosen, not with the dialog.
const VersionCompare = lazy(() =>
  import('./version-compare.tsx').then((module) => ({ default: module.VersionCompare })),
);

export function HistoryDialog({
  prompt,
  open,
  onOpenChange: setOpen,
}: {
  prompt: Prompt;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const [selected, setSelected] = useState<number | null>(null);
  const [returnTo, setReturnTo] = useState<number | null>(null);
  const showList = () => {
    setReturnTo(selected);
    setSelected(null);
  };
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    setSelected(null);
    setReturnTo(null);
  };
  const title = prompt.title;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* sm: so it wins over the panel's own max-w-lg (cn does not merge Tailwind classes). */}
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>
            {selected === null ? (
              <Trans>Version history</Trans>
            ) : (
              <Trans>Version {ph({ selected: formatNumeral(selected) })}</Trans>
            )}
          </DialogTitle>
          <DialogDescription>
            {selected === null ? (
              <Trans>
                Every change to "{title}", newest first. Choose a version to compare it with the current
                prompt.
              </Trans>
            ) : (
              <Trans>How this version differs from the prompt as it is now.</Trans>
            )}
          </DialogDescription>
        </DialogHeader>
        {selected === null ? (
          <VersionList
            promptId={prompt.id}
            currentVersion={prompt.version}
            productionVersion={prompt.productionVersion}
            returnTo={returnTo}
            onSelect={setSelected}
          />
        ) : (
          <Suspense
            fallback={<Spinner label={t`Loading version`} className="mx-auto my-8 text-indigo-700" />}
          >
            <VersionCompare
              prompt={prompt}
              version={selected}
              canEdit={canEditPrompt(prompt)}
              onBack={showList}
              onRestored={() => {
                setSelected(null);
                setReturnTo(null);
              }}
            />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}
