// Route module for /register (and /register?invitation=…): the sign-up card.
import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { AuthCard } from '../../features/auth/components/auth-card.tsx';
import { RegisterScreen } from '../../features/auth/components/register-screen.tsx';

export default function RegisterRoute() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const invitation = params.get('invitation');
  return (
    <AuthCard
      title={t`Create your account`}
      subtitle={t`Join Prompt Lib to build your own library of AI prompts.`}
      footer={{ text: t`Already have an account?`, linkText: t`Sign in`, to: '/login' }}
    >
      {/* Keyed by the invitation: a new link starts the card afresh. */}
      <RegisterScreen key={invitation ?? ''} invitationToken={invitation || null} />
    </AuthCard>
  );
}
