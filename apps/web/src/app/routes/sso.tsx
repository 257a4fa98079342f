// Route module for /sso?code=…&returnTo=…: the end of a single sign-on round trip.

import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { AuthCard } from '../../features/auth/components/auth-card.tsx';
import { SsoCallbackScreen } from '../../features/auth/components/sso-callback-screen.tsx';

export default function SsoRoute() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  return (
    <AuthCard title={t`Welcome back`} subtitle={t`Sign in to create, save and manage your prompts.`}>
      <SsoCallbackScreen code={params.get('code') || null} returnTo={params.get('returnTo')} />
    </AuthCard>
  );
}
