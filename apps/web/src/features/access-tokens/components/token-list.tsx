// The caller's access tokens with when each was created, last used and expires ("Never" for none),
// an expired one marked as such, and Revoke behind a confirmation. Rows stack their dates on a phone
// rather than scrolling sideways like a table would.
import { Trans, useLingui } from '@lingui/react/macro';
import type { AccessToken } from '@prompt-lib/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { formatCardDate } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useRevokeAccessToken } from '../api/revoke-access-token.ts';
import { isExpired } from '../lib/token-form.ts';

export function TokenList({ tokens }: { tokens: AccessToken[] }) {
  const { t } = useLingui();
  const revoke = useRevokeAccessToken();
  const [revoking, setRevoking] = useState<AccessToken | null>(null);
  const revokingName = revoking?.name ?? '';

  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.id);
      toast.success(t`Access token revoked`);
      setRevoking(null);
    } catch (error) {
      toast.error(t`Failed to revoke the access token`, {
        description: errorText(error, t`Please try again.`),
      });
    }
  };

  if (tokens.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500">
        <Trans>You have no access tokens yet.</Trans>
      </p>
    );
  }

  return (
    <>
      <ul
        aria-label={t`Your access tokens`}
        className="divide-y divide-slate-200 rounded-lg border border-slate-200"
      >
        {tokens.map((token) => (
          <TokenRow key={token.id} token={token} onRevoke={() => setRevoking(token)} />
        ))}
      </ul>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={t`Revoke access token`}
        description={t`Revoke “${revokingName}”? Tools and scripts using it lose access at once. This cannot be undone.`}
        confirmLabel={t`Revoke`}
        busy={revoke.isPending}
        onConfirm={confirmRevoke}
      />
    </>
  );
}

function TokenRow({ token, onRevoke }: { token: AccessToken; onRevoke: () => void }) {
  const { t } = useLingui();
  const expired = isExpired(token.expiresAt);
  const tokenName = token.name;
  return (
    <li className="flex items-start justify-between gap-3 px-4 py-3 sm:items-center">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2 font-medium break-all text-slate-900">
          {token.name}
          {expired && (
            <span className="rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-medium text-red-700 ring-1 ring-red-200 ring-inset">
              <Trans context="token status">Expired</Trans>
            </span>
          )}
        </p>
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-500">
          <TokenDate label={t`Created`} value={formatCardDate(token.createdAt)} />
          <TokenDate
            label={t`Last used`}
            value={
              token.lastUsedAt
                ? formatCardDate(token.lastUsedAt)
                : t({ message: 'Never', context: 'token never used' })
            }
          />
          <TokenDate
            label={expired ? t({ message: 'Expired', context: 'token date label' }) : t`Expires`}
            value={
              token.expiresAt
                ? formatCardDate(token.expiresAt)
                : t({ message: 'Never', context: 'token never expires' })
            }
            tone={expired ? 'danger' : 'plain'}
          />
        </dl>
      </div>
      <Button variant="secondary" size="sm" aria-label={t`Revoke ${tokenName}`} onClick={onRevoke}>
        <Trans>Revoke</Trans>
      </Button>
    </li>
  );
}

function TokenDate({
  label,
  value,
  tone = 'plain',
}: {
  label: string;
  value: string;
  tone?: 'plain' | 'danger';
}) {
  return (
    <div className={cn('flex gap-1', tone === 'danger' && 'text-red-700')}>
      <dt>{label}</dt>
      <dd className={tone === 'danger' ? 'font-medium' : 'text-slate-700'}>{value}</dd>
    </div>
  );
}
