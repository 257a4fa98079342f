// /collections/get/{id}: where Get Pack returns after signing in. It copies the collection once, says
// so, and opens the new collection (replacing this step in history).
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useCopyCollection } from '../api/copy-collection.ts';
import { announceCopy } from './get-pack-button.tsx';

export function GetPackScreen({ id }: { id: number }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const copy = useCopyCollection();
  const started = useRef(false);
  useEffect(() => {
    // Once, also under StrictMode's double effect run.
    if (started.current) return;
    started.current = true;
    copy.mutate(id, {
      onSuccess: (created) => {
        announceCopy(created, navigate);
        navigate(`/collections/${created.id}`, { replace: true });
      },
      onError: (error) => {
        toast.error(errorText(error, t`Could not get the pack`));
        navigate('/main', { replace: true });
      },
    });
  }, [copy, id, navigate, t]);
  return <PageSpinner />;
}
