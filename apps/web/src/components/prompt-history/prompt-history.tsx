// The "History" button of both prompt details and its dialog: the list of versions, then one version
// compared with the current prompt, restorable by the owner or an admin. It lives among the shared
// components because the public and the signed-in detail (two features) both show it.
import type { Prompt } from '@prompt-lib/contract';
import { History } from 'lucide-react';
import { useState } from 'react';
import { canEditPrompt } from '../../lib/prompt-links.ts';
import { useSession } from '../../lib/session.tsx';
import { Button, type ButtonProps } from '../ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../ui/dialog.tsx';
import { VersionCompare } from './version-compare.tsx';
import { VersionList } from './version-list.tsx';

export function PromptHistory({ prompt, size = 'md' }: { prompt: Prompt; size?: ButtonProps['size'] }) {
  const { user } = useSession();
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
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{selected === null ? 'Version history' : `Version ${selected}`}</DialogTitle>
          <DialogDescription>
            {selected === null
              ? `Every change to "${prompt.title}", newest first. Choose a version to compare it with the current prompt.`
              : 'Struck-out words are only in this version; highlighted words were added since.'}
          </DialogDescription>
        </DialogHeader>
        {selected === null ? (
          <VersionList
            promptId={prompt.id}
            currentVersion={prompt.version}
            returnTo={returnTo}
            onSelect={setSelected}
          />
        ) : (
          <VersionCompare
            prompt={prompt}
            version={selected}
            canRestore={canEditPrompt(prompt, user)}
            onBack={showList}
            onRestored={() => {
              setSelected(null);
              setReturnTo(null);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
