// Route module for /admin/settings (admins).
import { SettingsScreen } from '../../features/admin-settings/components/settings-screen.tsx';

export default function AdminSettingsRoute() {
  return <SettingsScreen />;
}
