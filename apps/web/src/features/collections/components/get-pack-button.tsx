// Get Pack on a collection's page: copies it into a new collection of the caller's own and says so
// with a link to it. A visitor signs in first and comes back to /collections/get/{id}, which finishes.
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { CollectionSummary } from '@prompt-lib/contract';
import { Download } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.tsx';
import { toast } from '../../../lib/toast.ts';
import { useCopyCollection } from '../api/copy-collection.ts';

export const getPackPath = (id: number) => `/collections/get/${id}`;

export function GetPackButton({ collection }: { collection: CollectionSummary }) {
  const session = useSession();
  const navigate = useNavigate();
  const copy = useCopyCollection();
  const onClick = () => {
    if (session.status !== 'signedIn') {
      navigate('/login', { state: { from: getPackPath(collection.id) } });
      return;
    }
    copy.mutate(collection.id, {
      onSuccess: (created) => announceCopy(created, navigate),
      onError: (error) => toast.error(errorText(error, t`Could not copy the collection`)),
    });
  };
  return (
    <Button onClick={onClick} loading={copy.isPending} disabled={session.status === 'loading'}>
      {!copy.isPending && <Download aria-hidden="true" />}
      {collection.pack ? <Trans>Get Pack</Trans> : <Trans>Copy to my collections</Trans>}
    </Button>
  );
}

/** The toast after a copy: what happened, and a link to the new collection (in the active language). */
export function announceCopy(created: CollectionSummary, navigate: (to: string) => void) {
  const name = created.name;
  const promptCount = created.promptCount;
  toast.success(t`"${name}" is now in your collections`, {
    description: plural(promptCount, {
      one: '# prompt, private to you.',
      other: '# prompts, private to you.',
    }),
    action: {
      label: t({ message: 'Open', context: 'open the collection' }),
      onClick: () => navigate(`/collections/${created.id}`),
    },
  });
}
