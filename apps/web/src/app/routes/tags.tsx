// Route module for /tags (admin).
import { TaxonomyAdminScreen } from '../../features/admin-taxonomy/components/taxonomy-admin-screen.tsx';

export default function TagsRoute() {
  return <TaxonomyAdminScreen kind="tag" />;
}
