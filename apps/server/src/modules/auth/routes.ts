// The auth calls of spec §7: register, login, and the current user's profile (DESIGN §4), with the
// door of issue 27: registration modes and invitations, disabled and unverified accounts, SSO-only
// instances, and the audit log.
import {
  ACCOUNT_MSG,
  isAdminRole,
  loginResponseSchema,
  loginSchema,
  MSG,
  profileUpdateSchema,
  registerResponseSchema,
  registerWithInvitationSchema,
  SERVER_MSG,
  userSchema,
} from '@prompt-lib/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflictOnDuplicate } from '../../db/unique-violation.ts';
import { badRequest, forbidden, HttpError, notFound, unauthorized } from '../../http-errors.ts';
import { requestLanguage } from '../../i18n.ts';
import { requireUser } from '../../plugins/auth.ts';
import { voidLinks } from '../account/links.ts';
import { recordAudit, userTarget } from '../audit/repository.ts';
import { bearerAuth, errorResponses } from '../docs/openapi.ts';
import { useInvitation } from '../invitations/repository.ts';
import { sendVerificationEmail } from '../mail/account-mail.ts';
import { publicBase } from '../seo/public-url.ts';
import { ssoNames } from '../settings/public.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { admit } from './registration.ts';
import { findCredentials, findUser, insertUser, markSignedIn, updateUser } from './repository.ts';

const tags = ['auth'];

const duplicateUser = conflictOnDuplicate({
  users_email_lower_idx: SERVER_MSG.emailTaken,
  users_username_lower_idx: SERVER_MSG.usernameTaken,
});

// Verified against when the e-mail is unknown, so a miss costs the same hashing time as a wrong password.
let decoyHash: Promise<string> | undefined;
const getDecoyHash = () => {
  decoyHash ??= hashPassword('decoy password for unknown e-mail addresses');
  return decoyHash;
};

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = (groupId: string) => ({
    max: app.config.authRateLimitMax,
    timeWindow: '1 minute',
    groupId,
  });

  app.post(
    '/register',
    {
      config: { rateLimit: rateLimit('register') },
      schema: {
        tags,
        summary: 'Create an account',
        description:
          'Who may register follows the instance settings: `open`, `invite` (with `invitation`), `domains` (the address must then be verified before signing in) or `closed`.',
        body: registerWithInvitationSchema,
        response: { 201: registerResponseSchema, ...errorResponses(400, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const { invitation, password, ...account } = request.body;
      const admission = await admit(app.db, app.settings.current(), request.body, {
        kind: 'password',
        ssoNames: ssoNames(app.config),
      });
      const passwordHash = await hashPassword(password);
      const user = await app.db
        .transaction(async (tx) => {
          if (admission.invitation && !(await useInvitation(tx, admission.invitation.token))) {
            throw forbidden(ACCOUNT_MSG.invalidInvitation);
          }
          return insertUser(tx, {
            ...account,
            passwordHash,
            role: admission.role,
            emailVerified: !admission.mustVerify,
          });
        })
        .catch(duplicateUser);
      const audit = { actorId: user.id, ip: request.ip, target: userTarget(user) };
      await recordAudit(app.db, {
        ...audit,
        type: 'account.created',
        details: { via: 'register', role: user.role },
      });
      if (admission.invitation) {
        await recordAudit(app.db, {
          ...audit,
          type: 'invitation.used',
          details: { invitation: admission.invitation.id },
        });
      }
      if (admission.mustVerify)
        await sendVerificationEmail(app, user, publicBase(request), requestLanguage(request), request.ip);
      return reply.code(201).send({ message: SERVER_MSG.registered, user });
    },
  );

  app.post(
    '/login',
    {
      config: { rateLimit: rateLimit('login'), publicChange: false },
      schema: {
        tags,
        summary: 'Sign in; the token goes in `Authorization: Bearer <token>`',
        body: loginSchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const found = await findCredentials(app.db, email);
      const valid = await verifyPassword(found?.passwordHash ?? (await getDecoyHash()), password);
      const user = found && valid ? await findUser(app.db, found.id) : null;
      if (!found || !user) {
        await recordAudit(
          app.db,
          { type: 'auth.sign-in-failed', ip: request.ip, details: { email } },
          request.log,
        );
        throw unauthorized(SERVER_MSG.invalidCredentials);
      }
      // Only someone who knows the password learns why the account may not come in.
      if (found.status !== 'active') throw forbidden(ACCOUNT_MSG.accountDisabled);
      if (!found.emailVerified) throw new HttpError(403, ACCOUNT_MSG.emailNotVerified, 'EmailNotVerified');
      // Admins keep password sign-in as the way back in when the provider fails.
      if (!app.settings.current().passwordSignIn && found.role !== 'admin') {
        throw forbidden(ACCOUNT_MSG.ssoOnly(ssoNames(app.config)));
      }
      await markSignedIn(app.db, user.id);
      await recordAudit(app.db, {
        type: 'auth.sign-in',
        actorId: user.id,
        ip: request.ip,
        target: userTarget(user),
      });
      return { token: await app.signToken(user), user };
    },
  );

  app.get(
    '/me',
    {
      schema: {
        tags,
        summary: 'The signed-in user',
        security: bearerAuth,
        response: { 200: userSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = await findUser(app.db, requireUser(request).id);
      if (!user) throw unauthorized();
      return user;
    },
  );

  app.put(
    '/me',
    {
      schema: {
        tags,
        summary:
          "Update the signed-in user's profile (an admin's e-mail cannot change; an access token cannot change the e-mail)",
        security: bearerAuth,
        body: profileUpdateSchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      const current = await findUser(app.db, caller.id);
      if (!current) throw unauthorized();
      const { email } = request.body;
      const changesEmail = email !== undefined && email.toLowerCase() !== current.email.toLowerCase();
      if (changesEmail && caller.via === 'token') throw forbidden(SERVER_MSG.tokenCannotDoThis);
      const isAdmin = isAdminRole(current.role);
      if (isAdmin && changesEmail) {
        throw badRequest(MSG.adminEmailLocked);
      }
      const changes = isAdmin ? { ...request.body, email: undefined } : request.body;
      const updated = await updateUser(app.db, current.id, changes).catch(duplicateUser);
      if (!updated) throw notFound(SERVER_MSG.userNotFound);
      // Links sent to the old address must not open the account any more.
      if (changesEmail)
        await Promise.all([voidLinks(app.db, current.id, 'reset'), voidLinks(app.db, current.id, 'verify')]);
      return updated;
    },
  );
};
