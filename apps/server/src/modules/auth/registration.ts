// Who may create an account, by password or by single sign-on (issue 27): the instance's
// registration mode, an invitation, the allowed domains, and whether password sign-in is on.
import { ACCOUNT_MSG, type Settings } from '@prompt-lib/contract';
import type { Db } from '../../db/client.ts';
import { forbidden } from '../../http-errors.ts';
import { findInvitation } from '../invitations/repository.ts';

export type Admission = {
  role: 'user' | 'admin';
  /** The invitation the account uses up, if any. */
  invitation?: { id: number; token: string };
  /** The address must be verified before the account can sign in. */
  mustVerify: boolean;
};

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

export const isAllowedDomain = (settings: Settings, email: string) =>
  settings.allowedDomains.includes(domainOf(email));

/**
 * Whether this registration is admitted, and on what terms; otherwise throws the 403 that says why.
 * `via: 'sso'` with `emailVerified`: the provider vouches for the address, so none is sent.
 */
export async function admit(
  db: Db,
  settings: Settings,
  request: { email: string; invitation?: string | undefined },
  via: { kind: 'password'; ssoNames: string[] } | { kind: 'sso'; emailVerified: boolean },
): Promise<Admission> {
  if (via.kind === 'password' && !settings.passwordSignIn) throw forbidden(ACCOUNT_MSG.ssoOnly(via.ssoNames));
  if (request.invitation !== undefined) {
    const invitation = await findInvitation(db, request.invitation);
    if (!invitation) throw forbidden(ACCOUNT_MSG.invalidInvitation);
    if (invitation.email && invitation.email.toLowerCase() !== request.email.toLowerCase()) {
      throw forbidden(ACCOUNT_MSG.invitationForOtherEmail);
    }
    return {
      role: invitation.role,
      invitation: { id: invitation.id, token: request.invitation },
      mustVerify: false,
    };
  }
  switch (settings.registration) {
    case 'open':
      return { role: 'user', mustVerify: false };
    case 'invite':
      throw forbidden(ACCOUNT_MSG.invitationOnly);
    case 'closed':
      throw forbidden(ACCOUNT_MSG.registrationClosed);
    case 'domains':
      if (!isAllowedDomain(settings, request.email)) {
        throw forbidden(ACCOUNT_MSG.registrationDomains(settings.allowedDomains));
      }
      return { role: 'user', mustVerify: !(via.kind === 'sso' && via.emailVerified) };
  }
}
