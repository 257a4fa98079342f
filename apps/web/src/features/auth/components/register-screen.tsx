// What the sign-up card holds (issue 27). An invitation link (`?invitation=`) is looked up first: it
// says who invited, may fix the address, and lets the visitor in whatever the registration mode. With
// no usable invitation, a closed or invitation-only server, or one without password sign-in, shows
// why instead of the form (the API's own words). Where domains are limited, a new account verifies its
// address before it can sign in: the card then says "Check your e-mail".
import { useLingui } from '@lingui/react';
import { ACCOUNT_MSG, type PublicSettings } from '@prompt-lib/contract';
import { useState } from 'react';
import { Callout } from '../../../components/ui/callout.tsx';
import { ApiError, errorText } from '../../../lib/api-client.ts';
import { usePublicSettings } from '../../../lib/public-settings.ts';
import { useReturnTo } from '../../../lib/return-path.ts';
import { useInvitation } from '../api/get-invitation.ts';
import { AUTH_TEXT } from '../texts.ts';
import { CardSpinner } from './card-spinner.tsx';
import { RegisterForm, type RegisterInvitation } from './register-form.tsx';
import { OrDivider, SsoButtons } from './sso-buttons.tsx';
import { VerifyEmailNotice } from './verify-email-notice.tsx';

/** Why the password form is not offered, or null when it is. */
export function registrationRefusal(settings: PublicSettings, invited: boolean): string | null {
  if (!settings.passwordSignIn && settings.sso.length > 0) {
    return ACCOUNT_MSG.ssoOnly(settings.sso.map((provider) => provider.name));
  }
  if (invited) return null;
  if (settings.registration === 'closed') return ACCOUNT_MSG.registrationClosed;
  if (settings.registration === 'invite') return ACCOUNT_MSG.invitationOnly;
  return null;
}

export function RegisterScreen({ invitationToken }: { invitationToken: string | null }) {
  // Re-renders on a language change: the texts are read during render.
  useLingui();
  const { settings, ready } = usePublicSettings();
  const lookup = useInvitation(invitationToken);
  const returnTo = useReturnTo();
  const [mustVerify, setMustVerify] = useState<string | null>(null);

  if (!ready || lookup.isLoading) {
    return <CardSpinner />;
  }
  if (mustVerify) {
    return (
      <VerifyEmailNotice
        email={mustVerify}
        title={AUTH_TEXT.register.checkEmailTitle}
        message={AUTH_TEXT.register.checkEmail(mustVerify)}
      />
    );
  }

  const invitation: RegisterInvitation | null =
    invitationToken && lookup.data ? { token: invitationToken, email: lookup.data.email } : null;
  const invitationError =
    lookup.error instanceof ApiError && lookup.error.status === 404
      ? ACCOUNT_MSG.invalidInvitation
      : lookup.error && errorText(lookup.error, ACCOUNT_MSG.invalidInvitation);
  const refusal = registrationRefusal(settings, invitation !== null);
  const { sso } = settings;
  // An invitation works through a provider too: the start link carries it.
  const showSso =
    sso.length > 0 &&
    (invitation !== null ||
      !settings.passwordSignIn ||
      settings.registration === 'open' ||
      settings.registration === 'domains');

  return (
    <div className="flex flex-col gap-5">
      {invitationError && <Callout tone="error">{invitationError}</Callout>}
      {invitation && (
        <Callout tone="info">
          {lookup.data?.invitedBy
            ? AUTH_TEXT.register.invitedBy(lookup.data.invitedBy)
            : AUTH_TEXT.register.invited}
        </Callout>
      )}
      {refusal ? (
        <Callout tone="info">{refusal}</Callout>
      ) : (
        <RegisterForm
          invitation={invitation}
          signIn={invitation !== null || settings.registration !== 'domains'}
          onMustVerify={setMustVerify}
        />
      )}
      {showSso && (
        <>
          {!refusal && <OrDivider />}
          <SsoButtons
            providers={sso}
            returnTo={returnTo}
            invitation={invitation?.token ?? null}
            primary={refusal !== null}
          />
        </>
      )}
    </div>
  );
}
