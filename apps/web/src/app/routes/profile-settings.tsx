// Route module for /profile/settings (inside the guard, so a user is always there): the profile, and
// below it the access tokens, security (password, sessions, data) and the danger zone.
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { AccessTokensSection } from '../../features/access-tokens/components/access-tokens-section.tsx';
import { DeleteAccountSection } from '../../features/profile/components/delete-account-section.tsx';
import { ProfileScreen } from '../../features/profile/components/profile-screen.tsx';
import { SecuritySection } from '../../features/profile/components/security-section.tsx';
import { useSession } from '../../lib/session.tsx';

export default function ProfileSettingsRoute() {
  const { user } = useSession();
  return user ? (
    <ProfileScreen user={user}>
      <SecuritySection />
      <AccessTokensSection />
      <DeleteAccountSection />
    </ProfileScreen>
  ) : (
    <PageSpinner />
  );
}
