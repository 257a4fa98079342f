// Route module for any unknown path: the 404 screen of spec §2.
import { NotFoundPage } from '../../components/not-found-page.tsx';

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
