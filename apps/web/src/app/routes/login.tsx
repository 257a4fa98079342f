// Route module for /login: the sign-in card (password form and single sign-on, as the server allows).
import { AuthCard } from '../../features/auth/components/auth-card.tsx';
import { LoginScreen } from '../../features/auth/components/login-screen.tsx';

export default function LoginRoute() {
  return (
    <AuthCard
      title="Welcome back"
      subtitle="Sign in to create, save and manage your prompts."
      footer={{ text: "Don't have an account?", linkText: 'Register', to: '/register' }}
    >
      <LoginScreen />
    </AuthCard>
  );
}
