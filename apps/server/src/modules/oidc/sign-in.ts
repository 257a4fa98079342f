// Which account a person the provider vouched for signs in to, in this order:
// 1. the account linked to their identity (provider, subject): the e-mail no longer matters, so a
//    changed address at the provider keeps the same account;
// 2. the account with the same e-mail, which is linked to the identity, but only when the provider
//    says the address is verified (else anyone who can type an address at a provider could take over
//    the account that has it);
// 3. a new account without a password, when the registration mode admits it (admit(), shared with
//    password registration).
// A disabled account is refused at every step.
import { ACCOUNT_MSG, registerSchema } from '@prompt-lib/contract';
import type { FastifyInstance } from 'fastify';
import type { OidcProviderConfig } from '../../config.ts';
import { violatedUniqueIndex } from '../../db/unique-violation.ts';
import { HttpError } from '../../http-errors.ts';
import { recordAudit, userTarget } from '../audit/repository.ts';
import { admit } from '../auth/registration.ts';
import { applySsoGroups, groupTarget } from '../groups/repository.ts';
import { OIDC_MSG, type PersonClaims } from './providers.ts';
import {
  createSsoAccount,
  findAccountByEmail,
  findIdentityAccount,
  linkIdentity,
  type SsoAccount,
} from './repository.ts';

/** A sign-in that is refused, with the text the sign-in page shows. */
export class SignInRefused extends Error {}

export async function accountFor(
  app: FastifyInstance,
  provider: OidcProviderConfig,
  person: PersonClaims,
  ip: string,
  invitation?: string,
): Promise<SsoAccount> {
  const identity = { provider: provider.id, subject: person.subject };
  const linked = await findIdentityAccount(app.db, identity);
  if (linked) return active(linked);

  const email = registerSchema.shape.email.safeParse(person.email ?? '');
  if (!email.success) throw new SignInRefused(OIDC_MSG.noEmail(provider.name));
  const notVerified = new SignInRefused(OIDC_MSG.emailNotVerified(provider.name));

  const existing = await findAccountByEmail(app.db, email.data);
  if (existing) {
    if (!person.emailVerified) throw notVerified;
    active(existing);
    await linkIdentity(app.db, identity, existing.id);
    await recordAudit(
      app.db,
      {
        type: 'auth.sso-linked',
        actorId: existing.id,
        ip,
        target: userTarget(existing),
        details: { provider: provider.id },
      },
      app.log,
    );
    return existing;
  }

  const admission = await admit(
    app.db,
    app.settings.current(),
    { email: email.data, invitation },
    { kind: 'sso', emailVerified: person.emailVerified },
  ).catch((error: unknown) => {
    throw error instanceof HttpError ? new SignInRefused(error.message) : error;
  });
  // No verification mail for an address the provider did not verify: it is not ours to check.
  if (admission.mustVerify) throw notVerified;
  const created = await createSsoAccount(app.db, {
    name: person.displayName ?? email.data.slice(0, email.data.lastIndexOf('@')),
    email: email.data,
    role: admission.role,
    emailVerified: person.emailVerified,
    identity,
    invitation: admission.invitation?.token,
  }).catch((error: unknown) => {
    if (error instanceof HttpError) throw new SignInRefused(error.message);
    // The same person signing in twice at once: the other request created the account.
    if (violatedUniqueIndex(error) !== null) throw new SignInRefused(OIDC_MSG.failed(provider.name));
    throw error;
  });
  await recordAudit(
    app.db,
    {
      type: 'account.created',
      actorId: created.id,
      ip,
      target: userTarget(created),
      details: { via: 'sso', provider: provider.id },
    },
    app.log,
  );
  if (admission.invitation) {
    const used = { type: 'invitation.used', actorId: created.id, ip, target: userTarget(created) } as const;
    await recordAudit(app.db, { ...used, details: { invitation: admission.invitation.id } }, app.log);
  }
  return created;
}

function active(account: SsoAccount): SsoAccount {
  if (account.status !== 'active') throw new SignInRefused(ACCOUNT_MSG.accountDisabled);
  return account;
}

/**
 * The provider's groups claim (OIDC_<ID>_GROUPS_CLAIM), applied at each sign-in: the values (an
 * array of strings, or one string) name groups by their ssoName. A claim that is missing counts as no
 * groups, so the account leaves every group the claim decides, but not one it manages.
 */
export async function applyGroupsClaim(
  app: FastifyInstance,
  provider: OidcProviderConfig,
  person: PersonClaims,
  account: SsoAccount,
  ip: string,
): Promise<void> {
  if (!provider.groupsClaim) return;
  const value = person.raw[provider.groupsClaim];
  const values = (Array.isArray(value) ? value : [value]).filter(
    (item): item is string => typeof item === 'string' && item.trim() !== '',
  );
  const changes = await applySsoGroups(
    app.db,
    account.id,
    values.map((item) => item.trim()),
  );
  const audit = { actorId: account.id, ip } as const;
  const user = userTarget(account);
  for (const group of changes.added) {
    const details = { user, role: 'member', via: 'sso', provider: provider.id };
    await recordAudit(
      app.db,
      { ...audit, type: 'group.member-added', target: groupTarget(group), details },
      app.log,
    );
  }
  for (const group of changes.removed) {
    const details = { user, role: 'member', via: 'sso', provider: provider.id };
    await recordAudit(
      app.db,
      { ...audit, type: 'group.member-removed', target: groupTarget(group), details },
      app.log,
    );
  }
}
