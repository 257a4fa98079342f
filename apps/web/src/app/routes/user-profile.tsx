// Route module for /u/{username}: an account's public profile (issue 29).
import { useParams } from 'react-router';
import { prefetchProfile } from '../../features/public-profile/api/prefetch-profile.ts';
import { PublicProfileScreen } from '../../features/public-profile/components/public-profile-screen.tsx';
import type { RoutePrefetch } from '../../lib/first-render.ts';

export default function UserProfileRoute() {
  const username = useParams().username ?? '';
  // key: another profile starts with fresh state.
  return <PublicProfileScreen key={username} username={username} />;
}

export const prefetch: RoutePrefetch = (queryClient, { params }) =>
  prefetchProfile(queryClient, params.username);
