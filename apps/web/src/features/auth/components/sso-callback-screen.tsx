// /sso?code=…&returnTo=… (issue 27): where the server sends the browser back after the provider. The
// one-time code is traded for a sign-in token, stored like a password sign-in's, and the user goes on
// to where they started (in-app paths only). Any failure goes back to /login with its message.
import { useLingui } from '@lingui/react';
import { ACCOUNT_MSG } from '@prompt-lib/contract';
import { useNavigate } from 'react-router';
import { errorText } from '../../../lib/api-client.ts';
import { inAppPath } from '../../../lib/return-path.ts';
import { useSession } from '../../../lib/session.tsx';
import { exchangeSsoCode } from '../api/exchange-sso-code.ts';
import { useOnce } from '../hooks/use-once.ts';
import { AUTH_TEXT } from '../texts.ts';
import { CardSpinner } from './card-spinner.tsx';

export function SsoCallbackScreen({ code, returnTo }: { code: string | null; returnTo: string | null }) {
  // Re-renders on a language change: the texts are read during render.
  useLingui();
  const { loginWithToken } = useSession();
  const navigate = useNavigate();

  useOnce(code ?? '', async (value) => {
    try {
      if (!value) throw new Error(ACCOUNT_MSG.ssoCodeInvalid);
      const { token } = await exchangeSsoCode(value);
      await loginWithToken(token);
      navigate(inAppPath(returnTo) ?? '/main', { replace: true });
    } catch (error) {
      const message = errorText(error, ACCOUNT_MSG.ssoCodeInvalid);
      navigate(`/login?error=${encodeURIComponent(message)}`, { replace: true });
    }
  });

  return <CardSpinner label={AUTH_TEXT.sso.signingIn} />;
}
