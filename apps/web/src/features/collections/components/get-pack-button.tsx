// Get Pack on a collection's page: copies it into a new collection of the caller's own and says so
// with a link to it. A visitor signs in first and comes back to /collections/get/{id}, which finishes.
import type { CollectionSummary } from '@prompt-lib/contract';
import { Download } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.tsx';
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
      onError: (error) => toast.error(errorText(error, 'Could not copy the collection')),
    });
  };
  return (
    <Button onClick={onClick} loading={copy.isPending} disabled={session.status === 'loading'}>
      {!copy.isPending && <Download aria-hidden="true" />}
      {collection.pack ? 'Get Pack' : 'Copy to my collections'}
    </Button>
  );
}

/** The toast after a copy: what happened, and a link to the new collection. */
export function announceCopy(created: CollectionSummary, navigate: (to: string) => void) {
  toast.success(`"${created.name}" is now in your collections`, {
    description: `${created.promptCount} ${created.promptCount === 1 ? 'prompt' : 'prompts'}, private to you.`,
    action: { label: 'Open', onClick: () => navigate(`/collections/${created.id}`) },
  });
}
