// /verify-email?token=… (issue 27): confirms the address as soon as the screen opens, then offers to
// sign in; a link that is invalid, used or expired says so (signing in offers a new one).
import { useLingui } from '@lingui/react';
import { ACCOUNT_MSG } from '@prompt-lib/contract';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Callout } from '../../../components/ui/callout.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
import { useOnce } from '../hooks/use-once.ts';
import { AUTH_TEXT } from '../texts.ts';
import { CardSpinner } from './card-spinner.tsx';

export function VerifyEmailScreen({ token }: { token: string | null }) {
  // Re-renders on a language change: the texts are read during render.
  useLingui();
  const signInLink = (
    <Button asChild size="sm">
      <Link to="/login">{AUTH_TEXT.signIn}</Link>
    </Button>
  );
  const verify = useVerifyEmail();
  useOnce(token ?? '', (value) => {
    if (value) verify.mutate(value);
  });

  if (!token) {
    return (
      <Callout tone="error" actions={signInLink}>
        {ACCOUNT_MSG.invalidVerifyLink}
      </Callout>
    );
  }
  if (verify.isSuccess) {
    return (
      <Callout tone="success" actions={signInLink}>
        {AUTH_TEXT.verify.done}
      </Callout>
    );
  }
  if (verify.isError) {
    return (
      <Callout tone="error" actions={signInLink}>
        {errorText(verify.error, ACCOUNT_MSG.invalidVerifyLink)}
      </Callout>
    );
  }
  return <CardSpinner label={AUTH_TEXT.verify.working} />;
}
