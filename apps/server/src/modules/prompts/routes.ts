// The prompt calls of spec §7: one prompt's read, create, replace and delete, plus the lists
// (list-routes.ts) and the admin flags and status (curation-routes.ts).
import {
  idParamSchema,
  promptDetailSchema,
  promptInputSchema,
  promptSchema,
  SERVER_MSG,
} from '@prompt-lib/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http-errors.ts';
import { requireUser, signedIn } from '../../plugins/auth.ts';
import { bearerAuth, errorResponses } from '../docs/openapi.ts';
import { findMyRating } from '../ratings/repository.ts';
import { checkAccess } from './access.ts';
import { curationRoutes } from './curation-routes.ts';
import { listRoutes } from './list-routes.ts';
import { createPrompt, deletePrompt, findPrompt, updatePrompt } from './repository.ts';
import { canSee } from './visibility.ts';

const tags = ['prompts'];

export const promptRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(listRoutes);
  await app.register(curationRoutes);

  app.get(
    '/:id',
    {
      config: { publicCache: true, batchedReads: true },
      schema: {
        tags,
        summary:
          "One prompt (a draft or archived prompt only for its owner and admins), with a signed-in caller's own rating",
        params: idParamSchema,
        response: { 200: promptDetailSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const prompt = await findPrompt(app.db, request.params.id);
      if (!prompt || !canSee(prompt, request.user)) throw notFound(SERVER_MSG.promptNotFound);
      if (!request.user) return prompt;
      return { ...prompt, myRating: await findMyRating(app.db, prompt.id, request.user.id) };
    },
  );

  app.post(
    '/',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Create a prompt (published, marked new)',
        security: bearerAuth,
        body: promptInputSchema,
        response: { 201: promptSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const prompt = await createPrompt(app.db, request.body, requireUser(request).id);
      return reply.code(201).send(prompt);
    },
  );

  app.put(
    '/:id',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: "Replace a prompt's content, categories, tags and images (owner or admin)",
        security: bearerAuth,
        params: idParamSchema,
        body: promptInputSchema,
        response: { 200: promptSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await checkAccess(app.db, request.params.id, request.user, 'manage');
      const prompt = await updatePrompt(app.db, request.params.id, request.body, requireUser(request).id);
      if (!prompt) throw notFound(SERVER_MSG.promptNotFound);
      return prompt;
    },
  );

  app.delete(
    '/:id',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Delete a prompt with its saves and usage records (owner or admin)',
        security: bearerAuth,
        params: idParamSchema,
        response: { 204: z.void().describe('Deleted'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await checkAccess(app.db, request.params.id, request.user, 'manage');
      if (!(await deletePrompt(app.db, request.params.id))) throw notFound(SERVER_MSG.promptNotFound);
      return reply.code(204).send();
    },
  );
};
