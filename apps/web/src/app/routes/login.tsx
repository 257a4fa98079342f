// Route module for /login.
import { AuthCard } from '../../features/auth/components/auth-card.tsx';
import { LoginForm } from '../../features/auth/components/login-form.tsx';

export default function LoginRoute() {
  return (
    <AuthCard
      title="Welcome back"
      subtitle="Sign in to create, save and manage your prompts."
      footer={{ text: "Don't have an account?", linkText: 'Register', to: '/register' }}
    >
      <LoginForm />
    </AuthCard>
  );
}
