// The account's own data and its end (issue 27): `GET /api/me/export` downloads everything it holds;
// `DELETE /auth/me` deletes it, confirmed by the password (or, for an account that signs in only
// through single sign-on, by a sign-in in the last minutes).
import { ACCOUNT_MSG, deleteAccountSchema, RECENT_SIGN_IN_MINUTES } from '@prompt-lib/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, conflict, forbidden, unauthorized } from '../../http-errors.ts';
import { requireUser, signedInWithPassword } from '../../plugins/auth.ts';
import { recordAudit, userTarget } from '../audit/repository.ts';
import { verifyPassword } from '../auth/password.ts';
import { findCredentialsById } from '../auth/repository.ts';
import { bearerAuth, errorResponses } from '../docs/openapi.ts';
import { deleteAccount } from './delete.ts';
import { exportAccount } from './export.ts';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me/export',
    {
      preValidation: signedInWithPassword,
      schema: {
        tags: ['auth'],
        summary:
          'Download my data: profile, own prompts with versions, collections, saves, ratings, usage, token names',
        security: bearerAuth,
        response: { 200: z.unknown().describe('One JSON document'), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const data = await exportAccount(app.db, requireUser(request).id);
      if (!data) throw unauthorized();
      const day = data.exportedAt.slice(0, 10);
      return reply
        .header('Content-Disposition', `attachment; filename="prompt-lib-my-data-${day}.json"`)
        .header('Cache-Control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.delete(
    '/auth/me',
    {
      preValidation: signedInWithPassword,
      schema: {
        tags: ['auth'],
        summary: 'Delete my account with its prompts, collections, saves, ratings given and tokens',
        security: bearerAuth,
        // A client may send no body at all (an SSO-only account has no password to send).
        body: deleteAccountSchema.nullish(),
        response: { 204: z.void().describe('Deleted'), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const account = await findCredentialsById(app.db, user.id);
      if (!account) throw unauthorized();
      const password = request.body?.password;
      if (account.passwordHash !== null) {
        if (!password) throw badRequest(ACCOUNT_MSG.passwordRequiredToDelete);
        if (!(await verifyPassword(account.passwordHash, password)))
          throw badRequest(ACCOUNT_MSG.passwordIncorrect);
      } else {
        const recent = Date.now() - RECENT_SIGN_IN_MINUTES * 60_000;
        if (!account.lastSignInAt || account.lastSignInAt.getTime() < recent)
          throw forbidden(ACCOUNT_MSG.signInAgain);
      }
      const outcome = await deleteAccount(app.db, user.id, { prompts: 'delete' });
      if (outcome === 'last-admin') throw conflict(ACCOUNT_MSG.lastAdmin);
      await recordAudit(app.db, {
        type: 'account.deleted',
        ip: request.ip,
        target: userTarget(user),
        details: { by: 'self', prompts: 'delete' },
      });
      return reply.code(204).send();
    },
  );
};
