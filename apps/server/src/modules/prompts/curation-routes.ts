// Curation of one prompt: the trending, featured and new flags (admins only), its status and who sees
// it (owner or admin). Each answers the prompt as it now is.
import {
  featuredQuerySchema,
  idParamSchema,
  isNewQuerySchema,
  promptSchema,
  SERVER_MSG,
  sharingInputSchema,
  statusQuerySchema,
  trendingQuerySchema,
} from '@prompt-lib/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { notFound } from '../../http-errors.ts';
import { adminOnly, requireUser, signedIn } from '../../plugins/auth.ts';
import { bearerAuth, errorResponses } from '../docs/openapi.ts';
import { notifyShared } from '../notifications/events.ts';
import { promptEvent, statusEvent } from '../webhooks/events.ts';
import { checkAccess } from './access.ts';
import type { PromptFlag } from './list-repository.ts';
import { setPromptState, setSharing } from './repository.ts';
import { checkShares } from './sharing.ts';

const tags = ['prompts'];

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

type FlagChange = Partial<Record<PromptFlag, boolean>>;

/** PUT /{id}/{path}?{flag}=true|false: the query parameter is named like the column it sets. */
function flagRoute(app: ZodApp, path: string, querystring: z.ZodType<FlagChange, Record<string, string>>) {
  app.put(
    `/:id/${path}`,
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: `Set or clear the ${path} flag (admins only)`,
        security: bearerAuth,
        params: idParamSchema,
        querystring,
        response: { 200: promptSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const prompt = await setPromptState(app.db, request.params.id, request.query, request.user);
      if (!prompt) throw notFound(SERVER_MSG.promptNotFound);
      return prompt;
    },
  );
}

export const curationRoutes: FastifyPluginAsyncZod = async (app) => {
  flagRoute(app, 'trending', trendingQuerySchema);
  flagRoute(app, 'featured', featuredQuerySchema);
  flagRoute(app, 'new', isNewQuerySchema);

  app.put(
    '/:id/status',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Set the status: published, draft or archived, in any case (owner or admin)',
        security: bearerAuth,
        params: idParamSchema,
        querystring: statusQuerySchema,
        response: { 200: promptSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const before = await checkAccess(app.db, request.params.id, request.user, 'manage');
      const prompt = await setPromptState(
        app.db,
        request.params.id,
        { status: request.query.status },
        request.user,
      );
      if (!prompt) throw notFound(SERVER_MSG.promptNotFound);
      await statusEvent(request, before.status, prompt);
      return prompt;
    },
  );

  app.put(
    '/:id/sharing',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary:
          'Set who sees the prompt: its visibility (public, internal, private) and the groups and people it is shared with, each who may view or edit (owner or admin)',
        security: bearerAuth,
        params: idParamSchema,
        body: sharingInputSchema,
        response: { 200: promptSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const found = await checkAccess(app.db, request.params.id, request.user, 'manage');
      await checkShares(app.db, found.createdBy, request.body.sharedWith);
      const user = requireUser(request);
      const prompt = await setSharing(app.db, request.params.id, request.body, user);
      if (!prompt) throw notFound(SERVER_MSG.promptNotFound);
      await promptEvent(request, 'prompt.updated', prompt);
      await notifyShared(request, prompt.id, user.id, found.shares, request.body.sharedWith);
      return prompt;
    },
  );
};
