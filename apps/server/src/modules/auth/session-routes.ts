// Sessions and passwords (issue 27): sign out this session or every one, and change the password.
// A sign-in token names its session version; raising the version ends every token issued before it at
// once on every instance (plugins/auth.ts). A sign-out revokes the one token by its id.
import { ACCOUNT_MSG, changePasswordSchema, tokenResponseSchema } from '@prompt-lib/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, unauthorized } from '../../http-errors.ts';
import { requireUser, signedInWithPassword } from '../../plugins/auth.ts';
import { voidLinks } from '../account/links.ts';
import { recordAudit, userTarget } from '../audit/repository.ts';
import { bearerAuth, errorResponses } from '../docs/openapi.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { endSessions, findCredentialsById, revokeSession } from './repository.ts';

const tags = ['auth'];
const noContent = z.void().describe('Done');

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  // Signing out changes nothing a read shows, but ends sign-ins.
  const config = { publicChange: false, endsSessions: true };

  app.post(
    '/logout',
    {
      config,
      preValidation: signedInWithPassword,
      schema: {
        tags,
        summary: 'Sign out: this sign-in token stops working at once',
        security: bearerAuth,
        response: { 204: noContent, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const { session } = requireUser(request);
      if (session?.jti) await revokeSession(app.db, session.jti, session.expiresAt);
      return reply.code(204).send();
    },
  );

  app.post(
    '/logout-all',
    {
      config,
      preValidation: signedInWithPassword,
      schema: {
        tags,
        summary: 'Sign out everywhere: every sign-in token of the account stops working (access tokens stay)',
        security: bearerAuth,
        response: { 204: noContent, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await endSessions(app.db, user.id);
      await recordAudit(app.db, {
        type: 'auth.sign-out-all',
        actorId: user.id,
        ip: request.ip,
        target: userTarget(user),
      });
      return reply.code(204).send();
    },
  );

  app.put(
    '/password',
    {
      config,
      preValidation: signedInWithPassword,
      schema: {
        tags,
        summary: 'Change the password; answers a fresh sign-in token, and every other session ends',
        security: bearerAuth,
        body: changePasswordSchema,
        response: { 200: tokenResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const account = await findCredentialsById(app.db, user.id);
      if (!account) throw unauthorized();
      const valid =
        account.passwordHash !== null &&
        (await verifyPassword(account.passwordHash, request.body.currentPassword));
      if (!valid) throw badRequest(ACCOUNT_MSG.currentPasswordIncorrect);
      const version = await endSessions(app.db, user.id, await hashPassword(request.body.newPassword));
      await voidLinks(app.db, user.id, 'reset');
      await recordAudit(app.db, {
        type: 'auth.password-changed',
        actorId: user.id,
        ip: request.ip,
        target: userTarget(user),
      });
      return { token: await app.signToken({ id: user.id, role: user.role, sessionVersion: version }) };
    },
  );
};
