// Save / Saved toggle (DESIGN §3): signed-in users bookmark the prompt; a visitor is sent to /login,
// which brings them back here once signed in.
import { Trans, useLingui } from '@lingui/react/macro';
import { Bookmark, BookmarkCheck } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { useSavedCheck, useToggleSaved } from '../../../api/saved-prompts.ts';
import { Button } from '../../../components/ui/button.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.tsx';
import { toast } from '../../../lib/toast.ts';

export function SaveToggle({ promptId }: { promptId: number }) {
  const { t } = useLingui();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = session.status === 'signedIn';
  const check = useSavedCheck(promptId, signedIn);
  const toggle = useToggleSaved(promptId);
  const saved = signedIn && check.data === true;

  const onClick = () => {
    if (!signedIn) {
      navigate('/login', { state: { from: `${location.pathname}${location.search}` } });
      return;
    }
    toggle.mutate(!saved, {
      onSuccess: () => {
        toast.success(saved ? t`Removed from saved prompts` : t`Prompt saved`);
        // The profile's promptsSaved count changed.
        session.refreshUser().catch((error: unknown) => console.warn('Refreshing the user failed:', error));
      },
      onError: (error) => toast.error(errorText(error, t`Could not update saved prompts`)),
    });
  };

  return (
    <Button
      variant="secondary"
      size="lg"
      aria-pressed={signedIn ? saved : undefined}
      disabled={session.status === 'loading' || (signedIn && check.isPending)}
      loading={toggle.isPending}
      onClick={onClick}
      // `!`: these must win over the secondary look's own border, background and text colours.
      className={saved ? 'border-indigo-300! bg-indigo-50! text-indigo-700! hover:bg-indigo-100!' : undefined}
    >
      {!toggle.isPending && (saved ? <BookmarkCheck aria-hidden="true" /> : <Bookmark aria-hidden="true" />)}
      {saved ? (
        <Trans context="bookmark a prompt">Saved</Trans>
      ) : (
        <Trans context="bookmark a prompt">Save</Trans>
      )}
    </Button>
  );
}
