// A notice that an address still needs verifying, with "Resend the link" (POST /auth/verify-email/
// resend). Shown when a sign-in is refused for it, and after registering where domains are limited.
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button.tsx';
import { Callout } from '../../../components/ui/callout.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useResendVerification } from '../api/resend-verification.ts';
import { AUTH_TEXT } from '../texts.ts';

export function VerifyEmailNotice({
  email,
  title,
  message,
  tone = 'info',
}: {
  email: string;
  title?: string;
  message: string;
  tone?: 'info' | 'warning';
}) {
  const { t } = useLingui();
  const resend = useResendVerification();
  const onResend = () =>
    resend.mutate(
      { email },
      { onError: (error) => toast.error(errorText(error, t`Could not send the link`)) },
    );
  return (
    <Callout
      tone={tone}
      title={title}
      actions={
        !resend.isSuccess && (
          <Button variant="secondary" size="sm" loading={resend.isPending} onClick={onResend}>
            {AUTH_TEXT.verifyNotice.resend}
          </Button>
        )
      }
    >
      <p>{message}</p>
      {resend.isSuccess && <p className="mt-1 font-medium">{AUTH_TEXT.verifyNotice.resent(email)}</p>}
    </Callout>
  );
}
