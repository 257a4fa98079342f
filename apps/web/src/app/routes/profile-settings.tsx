// Route module for /profile/settings (inside the guard, so a user is always there).
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { ProfileScreen } from '../../features/profile/components/profile-screen.tsx';
import { useSession } from '../../lib/session.tsx';

export default function ProfileSettingsRoute() {
  const { user } = useSession();
  return user ? <ProfileScreen user={user} /> : <PageSpinner />;
}
