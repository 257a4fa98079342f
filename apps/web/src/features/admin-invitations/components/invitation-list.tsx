// Every invitation: who it is for, the role it gives, whether it still works (active, used up,
// expired), uses out of the maximum, expiry, who made it, and Revoke behind a confirmation. On a phone
// the table scrolls sideways inside its card.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { InvitationListItem } from '@prompt-lib/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ListState } from '../../../components/list-state.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useInvitations } from '../api/list-invitations.ts';
import { useRevokeInvitation } from '../api/revoke-invitation.ts';
import { invitationStatus, STATUS_TEXT } from '../lib/invitation-form.ts';

const ANYONE = msg`Anyone with the link`;
const whoFor = (i18n: I18n, invitation: InvitationListItem) => invitation.email ?? i18n._(ANYONE);

export function InvitationList() {
  const { t, i18n } = useLingui();
  const invitations = useInvitations();
  const revoke = useRevokeInvitation();
  const [revoking, setRevoking] = useState<InvitationListItem | null>(null);
  const revokingEmail = revoking?.email;

  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.id);
      toast.success(t`Invitation revoked`);
      setRevoking(null);
    } catch (error) {
      toast.error(t`Failed to revoke the invitation`, {
        description: errorText(error, t`Please try again.`),
      });
    }
  };

  if (invitations.isPending || invitations.isError || invitations.data.length === 0) {
    return (
      <ListState
        loading={invitations.isPending}
        error={invitations.isError ? '' : null}
        empty={invitations.data?.length === 0}
        onRetry={() => invitations.refetch()}
        errorTitle={t`Failed to load invitations`}
        emptyTitle={t`No invitations yet`}
      />
    );
  }
  return (
    <>
      <Table className="min-w-[48rem]" aria-label={t`Invitations`}>
        <TableHeader>
          <TableRow>
            <TableHead>
              <Trans comment="column: whom the invitation is for">For</Trans>
            </TableHead>
            <TableHead>
              <Trans>Role</Trans>
            </TableHead>
            <TableHead>
              <Trans>Status</Trans>
            </TableHead>
            <TableHead>
              <Trans>Uses</Trans>
            </TableHead>
            <TableHead>
              <Trans>Expires</Trans>
            </TableHead>
            <TableHead>
              <Trans>Created by</Trans>
            </TableHead>
            <TableHead className="text-end">
              <span className="sr-only">
                <Trans>Actions</Trans>
              </span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {invitations.data.map((invitation) => {
            const status = STATUS_TEXT[invitationStatus(invitation)];
            const recipient = whoFor(i18n, invitation);
            const uses = formatNumber(invitation.uses);
            const maxUses = formatNumber(invitation.maxUses);
            return (
              <TableRow key={invitation.id}>
                <TableCell className="font-medium whitespace-nowrap text-slate-900">{recipient}</TableCell>
                <TableCell>{invitation.role === 'admin' ? t`Admin` : t`User`}</TableCell>
                <TableCell>
                  <Badge variant={status.badge}>{i18n._(status.label)}</Badge>
                </TableCell>
                <TableCell className="whitespace-nowrap tabular-nums">
                  <Trans comment="uses of an invitation out of its maximum">
                    {uses} / {maxUses}
                  </Trans>
                </TableCell>
                <TableCell className="whitespace-nowrap">{formatDateTime(invitation.expiresAt)}</TableCell>
                <TableCell className="whitespace-nowrap">{invitation.createdBy ?? '—'}</TableCell>
                <TableCell className="text-end">
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t`Revoke invitation for ${recipient}`}
                    onClick={() => setRevoking(invitation)}
                  >
                    <Trans>Revoke</Trans>
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={t`Revoke invitation`}
        description={
          revokingEmail
            ? t`Revoke the invitation for ${revokingEmail}? Its link stops working at once; accounts already made with it stay.`
            : t`Revoke this invitation for anyone with the link? Its link stops working at once; accounts already made with it stay.`
        }
        confirmLabel={t`Revoke`}
        busy={revoke.isPending}
        onConfirm={confirmRevoke}
      />
    </>
  );
}
