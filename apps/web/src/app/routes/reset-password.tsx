// Route module for /reset-password?token=…: choose a new password with the e-mailed link.
import { useSearchParams } from 'react-router';
import { AuthCard } from '../../features/auth/components/auth-card.tsx';
import { ResetPasswordScreen } from '../../features/auth/components/reset-password-screen.tsx';
import { AUTH_TEXT } from '../../features/auth/texts.ts';

export default function ResetPasswordRoute() {
  const [params] = useSearchParams();
  return (
    <AuthCard title={AUTH_TEXT.reset.title} subtitle={AUTH_TEXT.reset.subtitle}>
      <ResetPasswordScreen token={params.get('token') || null} />
    </AuthCard>
  );
}
