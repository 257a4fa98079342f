// A link that is shown once (an invitation, a password-reset link for a new or locked-out user): the
// server keeps only its hash, so this box says so, offers Copy, and focuses itself so that it is seen
// (and read out) as the answer to the action that made it.
import { Trans } from '@lingui/react/macro';
import { Link2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { CopyTextButton } from './copy-text-button.tsx';
import { Button } from './ui/button.tsx';

export function OneTimeLink({
  label,
  title,
  description,
  url,
  copyLabel,
  copiedMessage,
  onDone,
}: {
  /** The region's accessible name, e.g. "New invitation link". */
  label: string;
  title: string;
  description: string;
  url: string;
  copyLabel: string;
  copiedMessage: string;
  /** Shows a Done button that dismisses the box. */
  onDone?: () => void;
}) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-label={label}
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 outline-none focus-visible:ring-2 focus-visible:ring-amber-400"
    >
      <div className="flex items-start gap-2">
        <Link2 aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-700" />
        <div className="flex flex-col gap-0.5">
          <p className="text-sm font-semibold text-amber-900">{title}</p>
          <p className="text-sm text-amber-800">{description}</p>
        </div>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <code
          dir="ltr"
          className="min-w-0 flex-1 rounded-md border border-amber-200 bg-surface px-3 py-2 font-mono text-sm break-all text-slate-900 select-all"
        >
          {url}
        </code>
        <div className="flex gap-2">
          <CopyTextButton text={url} label={copyLabel} copiedMessage={copiedMessage} />
          {onDone && (
            <Button variant="ghost" size="sm" onClick={onDone}>
              <Trans>Done</Trans>
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
