// Every invitation: who it is for, the role it gives, whether it still works (active, used up,
// expired), uses out of the maximum, expiry, who made it, and Revoke behind a confirmation. On a phone
// the table scrolls sideways inside its card.
import type { InvitationListItem } from '@prompt-lib/contract';
import { useState } from 'react';
import { toast } from 'sonner';
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
import { formatDateTime } from '../../../lib/format.ts';
import { useInvitations } from '../api/list-invitations.ts';
import { useRevokeInvitation } from '../api/revoke-invitation.ts';
import { invitationStatus, STATUS_TEXT } from '../lib/invitation-form.ts';

const ANYONE = 'Anyone with the link';
const whoFor = (invitation: InvitationListItem) => invitation.email ?? ANYONE;

export function InvitationList() {
  const invitations = useInvitations();
  const revoke = useRevokeInvitation();
  const [revoking, setRevoking] = useState<InvitationListItem | null>(null);

  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.id);
      toast.success('Invitation revoked');
      setRevoking(null);
    } catch (error) {
      toast.error('Failed to revoke the invitation', { description: errorText(error, 'Please try again.') });
    }
  };

  if (invitations.isPending || invitations.isError || invitations.data.length === 0) {
    return (
      <ListState
        loading={invitations.isPending}
        error={invitations.isError ? '' : null}
        empty={invitations.data?.length === 0}
        onRetry={() => invitations.refetch()}
        errorTitle="Failed to load invitations"
        emptyTitle="No invitations yet"
      />
    );
  }
  return (
    <>
      <Table className="min-w-[48rem]" aria-label="Invitations">
        <TableHeader>
          <TableRow>
            <TableHead>For</TableHead>
            <TableHead>Role</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Uses</TableHead>
            <TableHead>Expires</TableHead>
            <TableHead>Created by</TableHead>
            <TableHead className="text-right">
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {invitations.data.map((invitation) => {
            const status = STATUS_TEXT[invitationStatus(invitation)];
            return (
              <TableRow key={invitation.id}>
                <TableCell className="font-medium whitespace-nowrap text-slate-900">
                  {whoFor(invitation)}
                </TableCell>
                <TableCell>{invitation.role === 'admin' ? 'Admin' : 'User'}</TableCell>
                <TableCell>
                  <Badge variant={status.badge}>{status.label}</Badge>
                </TableCell>
                <TableCell className="whitespace-nowrap tabular-nums">
                  {invitation.uses} / {invitation.maxUses}
                </TableCell>
                <TableCell className="whitespace-nowrap">{formatDateTime(invitation.expiresAt)}</TableCell>
                <TableCell className="whitespace-nowrap">{invitation.createdBy ?? '—'}</TableCell>
                <TableCell className="text-right">
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Revoke invitation for ${whoFor(invitation)}`}
                    onClick={() => setRevoking(invitation)}
                  >
                    Revoke
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
        title="Revoke invitation"
        description={`${revoking?.email ? `Revoke the invitation for ${revoking.email}?` : 'Revoke this invitation for anyone with the link?'} Its link stops working at once; accounts already made with it stay.`}
        confirmLabel="Revoke"
        busy={revoke.isPending}
        onConfirm={confirmRevoke}
      />
    </>
  );
}
