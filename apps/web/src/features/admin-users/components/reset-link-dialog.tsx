// A password-reset link an admin made for someone (locked out, or never set a password): shown once
// with Copy, and how long it works.
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminUser, ResetLink } from '@prompt-lib/contract';
import { OneTimeLink } from '../../../components/one-time-link.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { formatDateTime } from '../../../lib/format.ts';

export function ResetLinkDialog({
  target,
  onClose,
}: {
  target: { user: AdminUser; link: ResetLink } | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const username = target?.user.username;
  const expiry = target ? formatDateTime(target.link.expiresAt) : '';
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {target && (
          <>
            <DialogHeader>
              <DialogTitle>
                <Trans>Reset link for {username}</Trans>
              </DialogTitle>
              <DialogDescription>
                <Trans>
                  Send this link to {username}: it lets them choose a new password until {expiry}, once.
                </Trans>
              </DialogDescription>
            </DialogHeader>
            <OneTimeLink
              label={t`Password reset link`}
              title={t`Copy the link now`}
              description={t`It is not stored in readable form, so it cannot be shown again.`}
              url={target.link.url}
              copyLabel={t`Copy reset link`}
              copiedMessage={t`Reset link copied to clipboard`}
              onDone={onClose}
            />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
