// "Restore this version", behind a confirmation: the version becomes the prompt again (as a new
// version, so nothing is lost), with a toast either way.
import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { errorText } from '../../lib/api-client.ts';
import { formatNumeral } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { Button } from '../ui/button.tsx';
import { useRestoreVersion } from './api/restore-version.ts';

type RestoreVersionButtonProps = { promptId: number; version: number; onRestored: () => void };

export function RestoreVersionButton({ promptId, version, onRestored }: RestoreVersionButtonProps) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const restore = useRestoreVersion(promptId);
  const versionText = formatNumeral(version);
  const onConfirm = () =>
    restore.mutate(version, {
      onSuccess: () => {
        toast.success(t`Version ${ph({ version: versionText })} restored`);
        setConfirming(false);
        onRestored();
      },
      onError: (error) => toast.error(errorText(error, t`Could not restore this version`)),
    });

  return (
    <>
      <Button className="self-start" onClick={() => setConfirming(true)}>
        <RotateCcw aria-hidden="true" />
        <Trans>Restore this version</Trans>
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Restore version ${ph({ version: versionText })}?`}
        description={t`The title, content, preview text, categories, tags and images go back to how they were in version ${ph({ version: versionText })}. This is saved as a new version, so the current one stays in the history.`}
        confirmLabel={t({ message: 'Restore', comment: 'button: restore an older version of the prompt' })}
        busy={restore.isPending}
        onConfirm={onConfirm}
      />
    </>
  );
}
