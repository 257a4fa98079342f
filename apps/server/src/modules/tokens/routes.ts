// The caller's own personal access tokens: list, create (the secret is in this answer only), revoke.
// Managing tokens needs a password sign-in: a token cannot make or revoke tokens.
import {
  ACCESS_TOKENS_PER_USER,
  accessTokenInputSchema,
  accessTokenSchema,
  createdAccessTokenSchema,
  idParamSchema,
  SERVER_MSG,
} from '@prompt-lib/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, notFound } from '../../http-errors.ts';
import { requireUser, signedInWithPassword } from '../../plugins/auth.ts';
import { bearerAuth, errorResponses } from '../docs/openapi.ts';
import { createToken, deleteToken, listTokens } from './repository.ts';

const tags = ['access tokens'];

export const tokenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      preValidation: signedInWithPassword,
      schema: {
        tags,
        summary: "The caller's access tokens, newest first (never their secrets)",
        security: bearerAuth,
        response: { 200: z.array(accessTokenSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => listTokens(app.db, requireUser(request).id),
  );

  app.post(
    '/',
    {
      preValidation: signedInWithPassword,
      schema: {
        tags,
        summary: `Create an access token (at most ${ACCESS_TOKENS_PER_USER}); the secret is shown in this answer only`,
        security: bearerAuth,
        body: accessTokenInputSchema,
        response: { 201: createdAccessTokenSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const created = await createToken(
        app.db,
        requireUser(request).id,
        request.body,
        ACCESS_TOKENS_PER_USER,
      );
      if (!created) throw badRequest(SERVER_MSG.tooManyTokens);
      return reply.code(201).send(created);
    },
  );

  app.delete(
    '/:id',
    {
      preValidation: signedInWithPassword,
      schema: {
        tags,
        summary: 'Revoke one of the caller’s access tokens, at once',
        security: bearerAuth,
        params: idParamSchema,
        response: { 204: z.void().describe('Revoked'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      if (!(await deleteToken(app.db, requireUser(request).id, request.params.id))) {
        throw notFound(SERVER_MSG.tokenNotFound);
      }
      return reply.code(204).send();
    },
  );
};
