// A password-reset link an admin made for someone (locked out, or never set a password): shown once
// with Copy, and how long it works.
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
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {target && (
          <>
            <DialogHeader>
              <DialogTitle>Reset link for {target.user.username}</DialogTitle>
              <DialogDescription>
                Send this link to {target.user.username}: it lets them choose a new password until{' '}
                {formatDateTime(target.link.expiresAt)}, once.
              </DialogDescription>
            </DialogHeader>
            <OneTimeLink
              label="Password reset link"
              title="Copy the link now"
              description="It is not stored in readable form, so it cannot be shown again."
              url={target.link.url}
              copyLabel="Copy reset link"
              copiedMessage="Reset link copied to clipboard"
              onDone={onClose}
            />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
