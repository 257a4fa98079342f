// "Share" and its dialog: on the editor and the detail screen of an existing prompt (for its owner and
// admins) it opens on the prompt's current sharing and saves it with PUT /api/prompts/{id}/sharing; a
// new prompt's editor and a collection give their own saving (ShareDialogButton).
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Prompt } from '@prompt-lib/contract';
import { Share2 } from 'lucide-react';
import { useState } from 'react';
import { errorText } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session.tsx';
import { toast } from '../../lib/toast.ts';
import { Button, type ButtonProps } from '../ui/button.tsx';
import { type SharingValue, useSetSharing } from './api/set-sharing.ts';
import { ShareDialog, type ShareSubject } from './share-dialog.tsx';

export function ShareButton({ prompt, size = 'md' }: { prompt: Prompt; size?: ButtonProps['size'] }) {
  const setSharing = useSetSharing(prompt.id);
  return (
    <ShareDialogButton
      size={size}
      initial={{ visibility: prompt.visibility, sharedWith: prompt.sharedWith ?? [] }}
      ownerId={prompt.createdBy}
      onSave={savingSharing(setSharing.mutateAsync)}
    />
  );
}

/** A Share dialog's saving through `save`, told in a toast; a failure is told and keeps the dialog open. */
export const savingSharing =
  (save: (sharing: SharingValue) => Promise<unknown>) =>
  (sharing: SharingValue): Promise<void> =>
    save(sharing).then(
      () => void toast.success(t`Sharing saved`),
      (error: unknown) => {
        toast.error(t`Failed to save sharing`, { description: errorText(error, t`Please try again.`) });
        throw error;
      },
    );

/** "Share" and the dialog it opens on `initial`, whatever saving means to the caller. */
export function ShareDialogButton({
  subject,
  initial,
  ownerId,
  onSave,
  size = 'md',
}: {
  subject?: ShareSubject;
  initial: SharingValue;
  ownerId: number | null;
  onSave: (sharing: SharingValue) => Promise<void>;
  size?: ButtonProps['size'];
}) {
  const { isAdmin } = useSession();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size={size} onClick={() => setOpen(true)}>
        <Share2 aria-hidden="true" />
        <Trans context="button: open the sharing dialog">Share</Trans>
      </Button>
      <ShareDialog
        subject={subject}
        open={open}
        onOpenChange={setOpen}
        initial={initial}
        ownerId={ownerId}
        allGroups={isAdmin}
        onSave={onSave}
      />
    </>
  );
}
