// Rating a prompt: set or withdraw the caller's own 1–5 stars (signed in; never one's own prompt).
import { idParamSchema, ratingInputSchema, ratingResultSchema, SERVER_MSG } from '@prompt-lib/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, notFound } from '../../http-errors.ts';
import { requireUser, signedIn } from '../../plugins/auth.ts';
import { bearerAuth, errorResponses } from '../docs/openapi.ts';
import { notifyRating } from '../notifications/notify.ts';
import { changeRating, type RatingOutcome } from './repository.ts';

const tags = ['ratings'];

function answer(outcome: RatingOutcome) {
  if (outcome === 'not-found') throw notFound(SERVER_MSG.promptNotFound);
  if (outcome === 'own-prompt') throw forbidden(SERVER_MSG.cannotRateOwn);
  if (outcome === 'not-rated') throw notFound(SERVER_MSG.notRated);
  return outcome;
}

export const ratingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/:id/rating',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary:
          "Rate a published prompt the caller may see 1–5 (again: replaces the caller's rating); not one's own",
        security: bearerAuth,
        params: idParamSchema,
        body: ratingInputSchema,
        response: { 200: ratingResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const rated = answer(await changeRating(app.db, request.params.id, user, request.body.value));
      await notifyRating(request, { promptId: rated.promptId, actorId: user.id });
      return rated;
    },
  );

  app.delete(
    '/:id/rating',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: "Withdraw the caller's rating of a prompt",
        security: bearerAuth,
        params: idParamSchema,
        response: { 200: ratingResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => answer(await changeRating(app.db, request.params.id, requireUser(request), null)),
  );
};
