// "Add to collection" on both prompt details: a menu of the user's collections, each checked when it
// holds the prompt (choosing it adds or takes the prompt out), and "New collection…", which creates one
// with the prompt in it. Adding also saves the prompt. A visitor is sent to sign in and back.
import { Trans } from '@lingui/react/macro';
import { FolderPlus } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button, type ButtonProps } from '../../../components/ui/button.tsx';
import { useSession } from '../../../lib/session.tsx';

const AddToCollectionDropdown = lazy(() =>
  import('./add-to-collection-dropdown.tsx').then((module) => ({ default: module.AddToCollectionDropdown })),
);

export function AddToCollectionMenu({
  promptId,
  size = 'lg',
}: {
  promptId: number;
  size?: ButtonProps['size'];
}) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const button = (
    <Button
      variant="secondary"
      size={size}
      disabled={session.status !== 'signedOut'}
      onClick={() => navigate('/login', { state: { from: `${location.pathname}${location.search}` } })}
    >
      <FolderPlus aria-hidden="true" />
      <Trans>Add to collection</Trans>
    </Button>
  );
  if (session.status !== 'signedIn') return button;
  return (
    <Suspense fallback={button}>
      <AddToCollectionDropdown promptId={promptId} size={size} />
    </Suspense>
  );
}
