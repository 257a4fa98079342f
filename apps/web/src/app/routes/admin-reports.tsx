// Route module for /admin/reports (admins).
import { ReportsScreen } from '../../features/reports/components/reports-screen.tsx';

export default function AdminReportsRoute() {
  return <ReportsScreen />;
}
