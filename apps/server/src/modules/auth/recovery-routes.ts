// Account recovery (issue 27): a password reset by e-mail, and the verification of an address.
//
// The two calls that send an e-mail answer 202 with no body, whether or not the address has an
// account, and do their work after the answer has gone (app.mailer.later), so neither the answer nor
// its timing tells a caller which addresses have accounts. Each is limited per client address, like
// sign-in, and per e-mail address (ADDRESS_LIMIT, counted in the database so that it holds across
// instances): a request over the address limit is still answered 202 and sends nothing.
//
// A link works once (modules/account/links.ts). A disabled account's link is refused like an unknown
// one, and is left unused in case the account is enabled again before it expires.

import type { LanguageCode } from '@prompt-lib/contract';
import { ACCOUNT_MSG, emailOnlySchema, resetConfirmSchema, verifyEmailSchema } from '@prompt-lib/contract';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../http-errors.ts';
import { requestLanguage } from '../../i18n.ts';
import { consumeLink, type LinkKind, voidLinks } from '../account/links.ts';
import { recordAudit, userTarget } from '../audit/repository.ts';
import { errorResponses } from '../docs/openapi.ts';
import { sendResetEmail, sendVerificationEmail } from '../mail/account-mail.ts';
import { publicBase } from '../seo/public-url.ts';
import { hashPassword } from './password.ts';
import {
  findAccount,
  findAccountByEmail,
  markEmailVerified,
  setPasswordFromLink,
  withinAddressLimit,
} from './recovery-repository.ts';

const tags = ['auth'];

/** E-mails of one kind that one address may be sent. */
const ADDRESS_LIMIT = { max: 3, windowMs: 15 * 60_000 };

const accepted = z
  .void()
  .describe('Accepted; an e-mail is sent only if the address has an account that needs it');

/** Where the request came from, for the work done after the answer. */
type Origin = { base: string; ip: string; language: LanguageCode };

/** Why a reset e-mail was or was not sent, as the audit entry records it. */
async function resetOutcome(app: FastifyInstance, email: string, origin: Origin) {
  // Counted before the lookup, so every address costs the same work.
  const within = await withinAddressLimit(app.db, 'reset', email, ADDRESS_LIMIT);
  const account = await findAccountByEmail(app.db, email);
  if (!account) return { account, outcome: 'no-account' };
  if (!account.active) return { account, outcome: 'disabled' };
  if (!within) return { account, outcome: 'too-many-requests' };
  if (!app.mailer.enabled) return { account, outcome: 'mail-off' };
  const sent = await sendResetEmail(app, account, origin.base, origin.language, origin.ip);
  return { account, outcome: sent ? 'sent' : 'send-failed' };
}

async function requestReset(app: FastifyInstance, email: string, origin: Origin) {
  const { account, outcome } = await resetOutcome(app, email, origin);
  await recordAudit(
    app.db,
    {
      type: 'auth.reset-requested',
      ip: origin.ip,
      target: account ? userTarget(account) : null,
      details: { outcome },
    },
    app.log,
  );
}

async function resendVerification(app: FastifyInstance, email: string, origin: Origin) {
  const within = await withinAddressLimit(app.db, 'verify', email, ADDRESS_LIMIT);
  const account = await findAccountByEmail(app.db, email);
  if (within && account?.active && !account.emailVerified) {
    await sendVerificationEmail(app, account, origin.base, origin.language, origin.ip);
  }
}

/** Uses up the link and answers its account, or null when the link or the account cannot be used. */
async function accountOfLink(db: Db, kind: LinkKind, token: string) {
  const userId = await consumeLink(db, kind, token);
  const account = userId === null ? null : await findAccount(db, userId);
  return account?.active ? account : null;
}

export const recoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  // Nothing here changes what the public response cache keeps.
  const routeConfig = (groupId: string) => ({
    rateLimit: { max: app.config.authRateLimitMax, timeWindow: '1 minute', groupId },
    publicChange: false,
  });

  app.post(
    '/password-reset',
    {
      config: routeConfig('password-reset'),
      schema: {
        tags,
        summary: 'Ask for a password-reset e-mail (answered 202 whether or not the address has an account)',
        body: emailOnlySchema,
        response: { 202: accepted, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const origin = { base: publicBase(request), ip: request.ip, language: requestLanguage(request) };
      app.mailer.later(() => requestReset(app, request.body.email, origin));
      return reply.code(202).send();
    },
  );

  app.post(
    '/password-reset/confirm',
    {
      config: { ...routeConfig('password-reset-confirm'), endsSessions: true },
      schema: {
        tags,
        summary: "Set a new password with a reset link's token; every session of the account ends",
        body: resetConfirmSchema,
        response: { 204: z.void().describe('Password set'), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const { token, newPassword } = request.body;
      // Hashed before the transaction, which would otherwise hold a connection for the hashing time.
      const passwordHash = await hashPassword(newPassword);
      const account = await app.db.transaction(async (tx) => {
        const found = await accountOfLink(tx, 'reset', token);
        if (!found) throw badRequest(ACCOUNT_MSG.invalidResetLink);
        await setPasswordFromLink(tx, found.id, passwordHash);
        await voidLinks(tx, found.id, 'reset');
        return found;
      });
      await recordAudit(
        app.db,
        { type: 'auth.reset-completed', actorId: account.id, ip: request.ip, target: userTarget(account) },
        request.log,
      );
      return reply.code(204).send();
    },
  );

  app.post(
    '/verify-email',
    {
      config: routeConfig('verify-email'),
      schema: {
        tags,
        summary: "Verify the account's e-mail address with a verification link's token",
        body: verifyEmailSchema,
        response: { 204: z.void().describe('Address verified'), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const account = await app.db.transaction(async (tx) => {
        const found = await accountOfLink(tx, 'verify', request.body.token);
        if (!found) throw badRequest(ACCOUNT_MSG.invalidVerifyLink);
        await markEmailVerified(tx, found.id);
        return found;
      });
      await recordAudit(
        app.db,
        { type: 'auth.email-verified', actorId: account.id, ip: request.ip, target: userTarget(account) },
        request.log,
      );
      return reply.code(204).send();
    },
  );

  app.post(
    '/verify-email/resend',
    {
      config: routeConfig('verify-email-resend'),
      schema: {
        tags,
        summary: 'Ask for a new verification e-mail (answered 202 whether or not the address has an account)',
        body: emailOnlySchema,
        response: { 202: accepted, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const origin = { base: publicBase(request), ip: request.ip, language: requestLanguage(request) };
      app.mailer.later(() => resendVerification(app, request.body.email, origin));
      return reply.code(202).send();
    },
  );
};
