// Route module for /verify-email?token=…: confirms the e-mailed address on arrival.
import { useSearchParams } from 'react-router';
import { AuthCard } from '../../features/auth/components/auth-card.tsx';
import { VerifyEmailScreen } from '../../features/auth/components/verify-email-screen.tsx';
import { AUTH_TEXT } from '../../features/auth/texts.ts';

export default function VerifyEmailRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') || null;
  return (
    <AuthCard title={AUTH_TEXT.verify.title} subtitle={AUTH_TEXT.verify.subtitle}>
      <VerifyEmailScreen key={token ?? ''} token={token} />
    </AuthCard>
  );
}
