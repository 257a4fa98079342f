// "Sign in with {name}" per single sign-on provider: plain links to the server's start URL (a full page
// navigation to the provider and back), carrying the in-app path to return to afterwards.
import { useLingui } from '@lingui/react';
import type { SsoProvider } from '@prompt-lib/contract';
import { KeyRound } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { AUTH_TEXT } from '../texts.ts';

export function ssoStartUrl(providerId: string, returnTo: string | null, invitation: string | null = null) {
  const query = new URLSearchParams();
  if (returnTo) query.set('returnTo', returnTo);
  if (invitation) query.set('invitation', invitation);
  const search = query.toString();
  return `/auth/oidc/${encodeURIComponent(providerId)}/start${search ? `?${search}` : ''}`;
}

export function SsoButtons({
  providers,
  returnTo,
  invitation = null,
  primary = false,
}: {
  providers: readonly SsoProvider[];
  returnTo: string | null;
  /** An invitation's token, which the account the provider's sign-in creates uses up. */
  invitation?: string | null;
  /** The screen's main action (no password form next to them): indigo rather than outlined. */
  primary?: boolean;
}) {
  // Re-renders on a language change: the texts are read during render.
  useLingui();
  return (
    <div className="flex flex-col gap-3">
      {providers.map((provider) => (
        <Button
          key={provider.id}
          asChild
          size="lg"
          variant={primary ? 'primary' : 'secondary'}
          className="w-full"
        >
          <a href={ssoStartUrl(provider.id, returnTo, invitation)}>
            <KeyRound aria-hidden="true" />
            {AUTH_TEXT.sso.button(provider.name)}
          </a>
        </Button>
      ))}
    </div>
  );
}

/** The "or" line between the password form and the provider buttons. */
export function OrDivider() {
  useLingui();
  return (
    <div className="flex items-center gap-3 text-xs font-medium tracking-wide text-slate-500 uppercase">
      <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
      {AUTH_TEXT.login.or}
      <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
    </div>
  );
}
