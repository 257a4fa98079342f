// The saved-prompts calls (DESIGN §3, §4): the signed-in user's bookmarks. Saving twice is fine;
// unsaving what is not saved is a 404; the check answers a bare true or false for the Save toggle.
import {
  pageQuerySchema,
  promptIdParamSchema,
  SERVER_MSG,
  savedCheckSchema,
  savedPromptPageSchema,
  savedPromptSchema,
} from '@prompt-lib/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http-errors.ts';
import { requireUser, signedIn } from '../../plugins/auth.ts';
import { bearerAuth, errorResponses } from '../docs/openapi.ts';
import { isSaved, listSaved, savePrompt, unsavePrompt } from './repository.ts';

const tags = ['saved prompts'];

export const savedPromptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', signedIn);

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: "A page of the caller's saved prompts; sort=createdAt is when saved (default newest first)",
        security: bearerAuth,
        querystring: pageQuerySchema,
        response: { 200: savedPromptPageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => listSaved(app.db, requireUser(request), request.query),
  );

  app.post(
    '/:promptId',
    {
      schema: {
        tags,
        summary: 'Save a prompt: 201 when newly saved, 200 when it already was',
        security: bearerAuth,
        params: promptIdParamSchema,
        response: { 200: savedPromptSchema, 201: savedPromptSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const result = await savePrompt(app.db, requireUser(request), request.params.promptId);
      if (!result) throw notFound(SERVER_MSG.promptNotFound);
      return reply.code(result.created ? 201 : 200).send(result.saved);
    },
  );

  app.delete(
    '/:promptId',
    {
      schema: {
        tags,
        summary: 'Unsave a prompt (404 when it is not saved)',
        security: bearerAuth,
        params: promptIdParamSchema,
        response: { 204: z.void().describe('Unsaved'), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const removed = await unsavePrompt(app.db, requireUser(request), request.params.promptId);
      if (!removed) throw notFound(SERVER_MSG.notSaved);
      return reply.code(204).send();
    },
  );

  app.get(
    '/check/:promptId',
    {
      schema: {
        tags,
        summary: 'Whether the caller has saved the prompt: a bare true or false',
        security: bearerAuth,
        params: promptIdParamSchema,
        response: { 200: savedCheckSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => isSaved(app.db, requireUser(request), request.params.promptId),
  );
};
