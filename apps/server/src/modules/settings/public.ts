// What anyone may know of the instance's door: the access and registration modes, whether password
// sign-in is on, a new prompt's visibility, the single sign-on providers, whether e-mail is set up, and
// the "Open in…" targets (GET /api/settings/public).
import { openTargetsOf, type PublicSettings, type Settings } from '@prompt-lib/contract';
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
  openTargets: openTargetsOf(settings.openIn),
  openUrlTextMax: settings.openIn.urlTextMax,
});
