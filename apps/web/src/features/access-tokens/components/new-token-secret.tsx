// The secret of a token just created, shown this once: the server keeps only its hash, so once the
// box is dismissed (or the page left) nobody can see it again.
import { Trans, useLingui } from '@lingui/react/macro';
import type { CreatedAccessToken } from '@prompt-lib/contract';
import { KeyRound } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { CopyTextButton } from '../../../components/copy-text-button.tsx';
import { Button } from '../../../components/ui/button.tsx';

export function NewTokenSecret({ token, onDismiss }: { token: CreatedAccessToken; onDismiss: () => void }) {
  // Focus brings the box into view and has a screen reader read it: it is the answer to Create.
  const { t } = useLingui();
  const ref = useRef<HTMLElement>(null);
  const tokenName = token.name;
  useEffect(() => ref.current?.focus(), []);
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-label={t`New access token`}
      className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 outline-none focus-visible:ring-2 focus-visible:ring-amber-400"
    >
      <div className="flex items-start gap-2">
        <KeyRound aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-700" />
        <div className="flex flex-col gap-0.5">
          <p className="text-sm font-semibold text-amber-900">
            <Trans>Token “{tokenName}” created</Trans>
          </p>
          <p className="text-sm text-amber-800">
            <Trans>Copy it now and keep it somewhere safe: it will not be shown again.</Trans>
          </p>
        </div>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <code
          data-testid="new-token-secret"
          className="min-w-0 flex-1 rounded-md border border-amber-200 bg-surface px-3 py-2 font-mono text-sm break-all text-slate-900 select-all"
        >
          {token.token}
        </code>
        <div className="flex gap-2">
          <CopyTextButton
            text={token.token}
            label={t`Copy token`}
            copiedMessage={t`Token copied to clipboard`}
          />
          <Button variant="ghost" size="sm" onClick={onDismiss}>
            <Trans>Done</Trans>
          </Button>
        </div>
      </div>
    </section>
  );
}
