// The configured OpenID Connect providers (OIDC_PROVIDERS, config.ts) and their discovered metadata.
// Discovery happens on a provider's first use rather than at startup, so a provider that is down
// does not keep the server from starting; a success is kept for the life of the process, a failure is
// forgotten so that the next sign-in tries again.
import type { SsoProvider } from '@prompt-lib/contract';
import * as client from 'openid-client';
import type { Config, OidcProviderConfig } from '../../config.ts';

/** The providers people may sign in with, for the sign-in page (GET /api/settings/public). */
export const ssoProviders = (config: Pick<Config, 'oidc'>): SsoProvider[] =>
  config.oidc.map(({ id, name }) => ({ id, name }));

/** Texts of the redirects to the sign-in page (the web app shows `?error=`). */
export const OIDC_MSG = {
  providerUnavailable: (name: string) =>
    `Sign-in with ${name} is not available right now (provider error). Please try again later.`,
  failed: (name: string) => `Sign-in with ${name} failed. Please try again.`,
  providerSaid: (name: string, said: string) => `Sign-in with ${name} failed: ${said}`,
  noEmail: (name: string) => `${name} did not share your e-mail address`,
  emailNotVerified: (name: string) => `${name} has not verified your e-mail address`,
} as const;

const DISCOVERY_TIMEOUT_SECONDS = 10;

export type ProviderClients = {
  find: (id: string) => OidcProviderConfig | undefined;
  /** The provider's client configuration; rejects when discovery fails (and tries again next call). */
  configuration: (provider: OidcProviderConfig) => Promise<client.Configuration>;
};

export function providerClients(config: Pick<Config, 'oidc' | 'oidcAllowHttp'>): ProviderClients {
  const discovered = new Map<string, Promise<client.Configuration>>();
  return {
    find: (id) => config.oidc.find((provider) => provider.id === id),
    configuration(provider) {
      let found = discovered.get(provider.id);
      if (!found) {
        // config.ts refuses an http:// issuer unless OIDC_ALLOW_HTTP is set.
        const insecure = config.oidcAllowHttp && provider.issuer.startsWith('http://');
        found = client.discovery(
          new URL(provider.issuer),
          provider.clientId,
          provider.clientSecret,
          undefined,
          {
            timeout: DISCOVERY_TIMEOUT_SECONDS,
            // Marked deprecated by openid-client only to stand out: OIDC_ALLOW_HTTP opts in.
            execute: insecure ? [client.allowInsecureRequests] : [],
          },
        );
        found.catch(() => discovered.delete(provider.id));
        discovered.set(provider.id, found);
      }
      return found;
    },
  };
}

/** What the provider says about the person: the ID token's claims, completed from its userinfo endpoint. */
export type PersonClaims = {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  /** preferred_username, else name. */
  displayName: string | undefined;
  /** Every claim as the provider sent it, for the groups claim (OIDC_<ID>_GROUPS_CLAIM). */
  raw: Record<string, unknown>;
};

export async function personClaims(
  configuration: client.Configuration,
  tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>,
): Promise<PersonClaims> {
  const idToken = tokens.claims();
  if (!idToken) throw new Error('the provider answered without an ID token');
  let claims: Record<string, unknown> = idToken;
  // Many providers keep the profile and e-mail claims out of the ID token when they issue an access
  // token for the userinfo endpoint (OpenID Connect Core 5.4).
  if (idToken.email === undefined && configuration.serverMetadata().userinfo_endpoint) {
    const userinfo = await client.fetchUserInfo(configuration, tokens.access_token, idToken.sub);
    claims = { ...userinfo, ...idToken };
  }
  const text = (key: string) => {
    const value = claims[key];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  return {
    subject: idToken.sub,
    email: text('email'),
    emailVerified: claims.email_verified === undefined ? yes(claims.xms_edov) : yes(claims.email_verified),
    displayName: text('preferred_username') ?? text('name'),
    raw: claims,
  };
}

/**
 * Some providers send their flags as strings. Microsoft Entra ID never sends `email_verified` for
 * work accounts; its optional claim `xms_edov` says the tenant owns the address's domain.
 */
const yes = (flag: unknown) => flag === true || flag === 'true' || flag === 1 || flag === '1';
