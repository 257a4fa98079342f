// Route module for /dashboard: the library-wide dashboard (DESIGN §3).
import { DashboardScreen } from '../../features/dashboard/components/dashboard-screen.tsx';

export default function DashboardRoute() {
  return <DashboardScreen variant="library" />;
}
