// Route module for /collections/{id}: one collection (public ones for anyone).
import { useParams } from 'react-router';
import { CollectionScreen } from '../../features/collections/components/collection-screen.tsx';

export default function CollectionRoute() {
  const id = Number(useParams().id);
  // key: a new collection (after Get Pack) starts with fresh local state.
  return <CollectionScreen key={id} id={Number.isSafeInteger(id) && id > 0 ? id : 0} />;
}
