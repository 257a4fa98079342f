// The "History" button of both prompt details and its dialog: the list of versions, then one version
// compared with the current prompt, which whoever may edit the prompt may restore or mark as
// production. It lives among the shared components because the public and the signed-in detail (two
// features) both show it.
import type { Prompt } from '@prompt-lib/contract';
import { History } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { canEditPrompt } from '../../lib/prompt-links.ts';
import { Button, type ButtonProps } from '../ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../ui/dialog.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { VersionList } from './version-list.tsx';

// The comparison brings the diff library: loaded when a version is first chosen, not with the page.
const VersionCompare = lazy(() =>
  import('./version-compare.tsx').then((module) => ({ default: module.VersionCompare })),
);

export function PromptHistory({ prompt, size = 'md' }: { prompt: Prompt; size?: ButtonProps['size'] }) {
  const [open, setOpen] = useState(false);
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

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="secondary" size={size}>
          <History aria-hidden="true" />
          History
        </Button>
      </DialogTrigger>
      {/* sm: so it wins over the panel's own max-w-lg (cn does not merge Tailwind classes). */}
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{selected === null ? 'Version history' : `Version ${selected}`}</DialogTitle>
          <DialogDescription>
            {selected === null
              ? `Every change to "${prompt.title}", newest first. Choose a version to compare it with the current prompt.`
              : 'How this version differs from the prompt as it is now.'}
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
          <Suspense fallback={<Spinner label="Loading version" className="mx-auto my-8 text-indigo-700" />}>
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
