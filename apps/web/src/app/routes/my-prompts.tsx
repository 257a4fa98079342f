// Route module for /myprompts: the dashboard of the user's own prompts (DESIGN §3).
import { DashboardScreen } from '../../features/dashboard/components/dashboard-screen.tsx';

export default function MyPromptsRoute() {
  return <DashboardScreen variant="mine" />;
}
