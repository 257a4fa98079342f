// Route module for /categories (admin).
import { TaxonomyAdminScreen } from '../../features/admin-taxonomy/components/taxonomy-admin-screen.tsx';

export default function CategoriesRoute() {
  return <TaxonomyAdminScreen kind="category" />;
}
