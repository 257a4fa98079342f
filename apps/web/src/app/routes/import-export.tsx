// Route module for /import-export (inside the guard): export and import of prompts, by role.
import { ImportExportScreen } from '../../features/import-export/components/import-export-screen.tsx';
import { useSession } from '../../lib/session.tsx';

export default function ImportExportRoute() {
  const { isAdmin } = useSession();
  return <ImportExportScreen isAdmin={isAdmin} />;
}
