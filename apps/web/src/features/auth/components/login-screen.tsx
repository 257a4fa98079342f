// What the sign-in card holds (issue 27), decided by the server's public settings: a refused single
// sign-on's message (`?error=`), the password form, and a button per provider. With password sign-in
// off, the providers come first and the form folds away behind a disclosure, since admins keep it.
import { useLingui } from '@lingui/react';
import { useSearchParams } from 'react-router';
import { Callout } from '../../../components/ui/callout.tsx';
import { usePublicSettings } from '../../../lib/public-settings.ts';
import { useReturnTo } from '../../../lib/return-path.ts';
import { AUTH_TEXT } from '../texts.ts';
import { CardSpinner } from './card-spinner.tsx';
import { LoginForm } from './login-form.tsx';
import { OrDivider, SsoButtons } from './sso-buttons.tsx';

export function LoginScreen() {
  // Re-renders on a language change: the texts are read during render.
  useLingui();
  const [params] = useSearchParams();
  const { settings, ready } = usePublicSettings();
  const error = params.get('error');
  const returnTo = useReturnTo();
  const { sso } = settings;
  const passwordFirst = settings.passwordSignIn || sso.length === 0;

  if (!ready) {
    return <CardSpinner />;
  }
  return (
    <div className="flex flex-col gap-5">
      {error && <Callout tone="error">{error}</Callout>}
      {passwordFirst ? (
        <>
          <LoginForm />
          {sso.length > 0 && (
            <>
              <OrDivider />
              <SsoButtons providers={sso} returnTo={returnTo} />
            </>
          )}
        </>
      ) : (
        <>
          <SsoButtons providers={sso} returnTo={returnTo} primary />
          <details className="group rounded-lg border border-slate-200 px-4 py-3">
            <summary className="cursor-pointer rounded text-sm text-slate-600 hover:text-slate-900">
              {AUTH_TEXT.login.adminPassword}
            </summary>
            <div className="pt-4">
              <LoginForm />
            </div>
          </details>
        </>
      )}
    </div>
  );
}
