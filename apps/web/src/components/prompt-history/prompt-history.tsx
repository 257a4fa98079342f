// The "History" button of both prompt details; its dialog (history-dialog.tsx) loads when the button
// is first pointed at, focused or pressed. It lives among the shared components because the public
// and the signed-in detail (two features) both show it.
import { Trans } from '@lingui/react/macro';
import type { Prompt } from '@prompt-lib/contract';
import { History } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button, type ButtonProps } from '../ui/button.tsx';

const loadDialog = () => import('./history-dialog.tsx');
const HistoryDialog = lazy(() => loadDialog().then((module) => ({ default: module.HistoryDialog })));

export function PromptHistory({ prompt, size = 'md' }: { prompt: Prompt; size?: ButtonProps['size'] }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const prefetch = () => void loadDialog();
  return (
    <>
      <Button
        variant="secondary"
        size={size}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <History aria-hidden="true" />
        <Trans>History</Trans>
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <HistoryDialog prompt={prompt} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
