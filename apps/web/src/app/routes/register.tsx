// Route module for /register.
import { AuthCard } from '../../features/auth/components/auth-card.tsx';
import { RegisterForm } from '../../features/auth/components/register-form.tsx';

export default function RegisterRoute() {
  return (
    <AuthCard
      title="Create your account"
      subtitle="Join Prompt Lib to build your own library of AI prompts."
      footer={{ text: 'Already have an account?', linkText: 'Sign in', to: '/login' }}
    >
      <RegisterForm />
    </AuthCard>
  );
}
