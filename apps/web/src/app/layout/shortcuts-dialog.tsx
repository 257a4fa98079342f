// The keyboard help ("?"): loaded when first asked for, so the dialog stays out of the first bundle.
// The keys are shown as they are; what they do is translated.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { paletteKeys } from '../../lib/command-palette.ts';

const shortcuts = [
  { keys: paletteKeys(), action: msg`Open the command palette` },
  { keys: '/', action: msg`Search prompts` },
  { keys: 'Esc', action: msg`Clear the search box` },
  { keys: '?', action: msg`Show keyboard shortcuts` },
];

export default function ShortcutsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { i18n } = useLingui();
  const keys = paletteKeys();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-sm">
        <DialogHeader>
          <DialogTitle>
            <Trans>Keyboard shortcuts</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>On any page, while not typing in a field ({keys} works while typing too).</Trans>
          </DialogDescription>
        </DialogHeader>
        <dl className="flex flex-col divide-y divide-slate-200">
          {shortcuts.map(({ keys, action }) => (
            <div key={keys} className="flex items-center justify-between gap-4 py-2.5 text-sm">
              <dt className="text-slate-700">{i18n._(action)}</dt>
              <dd>
                <kbd
                  dir="ltr"
                  className="inline-flex min-w-7 justify-center rounded-md border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-mono text-xs font-semibold text-slate-800 shadow-xs"
                >
                  {keys}
                </kbd>
              </dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  );
}
