// Route module for /collections/get/{id}: finishes Get Pack after signing in.
import { Navigate, useParams } from 'react-router';
import { GetPackScreen } from '../../features/collections/components/get-pack-screen.tsx';

export default function CollectionGetRoute() {
  const id = Number(useParams().id);
  if (!Number.isSafeInteger(id) || id <= 0) return <Navigate to="/main" replace />;
  return <GetPackScreen id={id} />;
}
