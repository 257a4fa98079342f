// Route module for /login: the sign-in card (password form and single sign-on, as the server allows).
import { useLingui } from '@lingui/react/macro';
import { AuthCard } from '../../features/auth/components/auth-card.tsx';
import { LoginScreen } from '../../features/auth/components/login-screen.tsx';

export default function LoginRoute() {
  const { t } = useLingui();
  return (
    <AuthCard
      title={t`Welcome back`}
      subtitle={t`Sign in to create, save and manage your prompts.`}
      footer={{ text: t`Don't have an account?`, linkText: t`Register`, to: '/register' }}
    >
      <LoginScreen />
    </AuthCard>
  );
}
