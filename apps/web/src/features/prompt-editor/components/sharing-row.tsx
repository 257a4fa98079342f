// The editor's "Who sees it" row (issue 28): one line on the prompt's visibility and shares, and for
// its owner and admins a Share button. A new prompt's choice stays in the editor until the create (the
// server's default visibility until one is made); an existing prompt's is saved at once by the dialog.
import { Trans } from '@lingui/react/macro';
import type { Prompt } from '@prompt-lib/contract';
import type { SharingValue } from '../../../components/share-dialog/api/set-sharing.ts';
import { ShareButton, ShareDialogButton } from '../../../components/share-dialog/share-button.tsx';
import { usePublicSettings } from '../../../lib/public-settings.ts';
import { useSession } from '../../../lib/session.tsx';
import { sharingSummary } from '../../../lib/visibility.ts';

export function SharingRow({
  prompt,
  canManage,
  chosen,
  onChoose,
}: {
  /** Undefined for a new prompt. */
  prompt?: Prompt;
  canManage: boolean;
  /** A new prompt's sharing as chosen, or null while the default applies. */
  chosen: SharingValue | null;
  onChoose: (sharing: SharingValue) => void;
}) {
  const { settings } = usePublicSettings();
  const { user } = useSession();
  const current: SharingValue = prompt
    ? { visibility: prompt.visibility, sharedWith: prompt.sharedWith ?? [] }
    : (chosen ?? { visibility: settings.defaultVisibility, sharedWith: [] });

  return (
    <div className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-800">
          <Trans>Who sees it</Trans>
        </p>
        <p className="text-sm text-slate-600">{sharingSummary(current.visibility, current.sharedWith)}</p>
      </div>
      {prompt
        ? canManage && <ShareButton prompt={prompt} />
        : user && (
            <ShareDialogButton
              initial={current}
              ownerId={user.id}
              onSave={async (sharing) => onChoose(sharing)}
            />
          )}
    </div>
  );
}
