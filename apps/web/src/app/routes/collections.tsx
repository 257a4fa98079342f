// Route module for /collections: the signed-in user's collections.
import { CollectionsScreen } from '../../features/collections/components/collections-screen.tsx';

export default function CollectionsRoute() {
  return <CollectionsScreen />;
}
