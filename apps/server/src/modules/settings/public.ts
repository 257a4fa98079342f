// What anyone may know of the instance's door: the access and registration modes, whether password
// sign-in is on, a new prompt's visibility, the single sign-on providers and whether e-mail is set up (GET /api/settings/public).
import type { PublicSettings, Settings } from '@prompt-lib/contract';
import type { Config } from '../../config.ts';

/** The providers' button labels, as "Sign in with {names}" names them. */
export const ssoNames = (config: Pick<Config, 'oidc'>) => config.oidc.map((provider) => provider.name);

export const publicSettings = (
  settings: Settings,
  config: Pick<Config, 'oidc' | 'mail'>,
): PublicSettings => ({
  access: settings.access,
  registration: settings.registration,
  passwordSignIn: settings.passwordSignIn,
  defaultVisibility: settings.defaultVisibility,
  sso: config.oidc.map(({ id, name }) => ({ id, name })),
  email: config.mail !== undefined,
});
