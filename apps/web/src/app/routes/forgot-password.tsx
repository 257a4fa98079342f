// Route module for /forgot-password: ask for a password reset link.
import { AuthCard } from '../../features/auth/components/auth-card.tsx';
import { ForgotPasswordScreen } from '../../features/auth/components/forgot-password-screen.tsx';
import { AUTH_TEXT } from '../../features/auth/texts.ts';

export default function ForgotPasswordRoute() {
  return (
    <AuthCard
      title={AUTH_TEXT.forgot.title}
      subtitle={AUTH_TEXT.forgot.subtitle}
      footer={{ text: AUTH_TEXT.forgot.footer, linkText: AUTH_TEXT.signIn, to: '/login' }}
    >
      <ForgotPasswordScreen />
    </AuthCard>
  );
}
