// Route module for /register (and /register?invitation=…): the sign-up card.
import { useSearchParams } from 'react-router';
import { AuthCard } from '../../features/auth/components/auth-card.tsx';
import { RegisterScreen } from '../../features/auth/components/register-screen.tsx';

export default function RegisterRoute() {
  const [params] = useSearchParams();
  const invitation = params.get('invitation');
  return (
    <AuthCard
      title="Create your account"
      subtitle="Join Prompt Lib to build your own library of AI prompts."
      footer={{ text: 'Already have an account?', linkText: 'Sign in', to: '/login' }}
    >
      {/* Keyed by the invitation: a new link starts the card afresh. */}
      <RegisterScreen key={invitation ?? ''} invitationToken={invitation || null} />
    </AuthCard>
  );
}
