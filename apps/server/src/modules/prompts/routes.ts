// The prompt calls of spec §7: one prompt's read, create, replace and delete, plus the lists
// (list-routes.ts) and the admin flags and status (curation-routes.ts).
import {
  idParamSchema,
  promptCreateSchema,
  promptDetailQuerySchema,
  promptDetailSchema,
  promptInputSchema,
  promptSchema,
  SERVER_MSG,
  SHARING_MSG,
} from '@prompt-lib/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound } from '../../http-errors.ts';
import { canManage, requireUser, signedIn } from '../../plugins/auth.ts';
import { Remembered } from '../../plugins/changes.ts';
import { bearerAuth, errorResponses } from '../docs/openapi.ts';
import { notifyShared } from '../notifications/events.ts';
import { ratingsBy } from '../ratings/repository.ts';
import { promptAt } from '../versions/production.ts';
import { promptEvent } from '../webhooks/events.ts';
import { checkAccess } from './access.ts';
import { curationRoutes } from './curation-routes.ts';
import { checkSelfInclude } from './includes.ts';
import { listRoutes } from './list-routes.ts';
import { toPrompt } from './prompt-rows.ts';
import { createPrompt, deletePrompt, findPromptRow, updatePrompt } from './repository.ts';
import { checkShares, sharingChange } from './sharing.ts';
import { canRead } from './visibility.ts';

const tags = ['prompts'];
/** Past this many accounts' ratings remembered, they are forgotten and read again. */
const MAX_RATERS_REMEMBERED = 1_000;

/**
 * A detail's caller part: the caller's own rating of the prompt (`params.id`, still text when read
 * before the request is validated), null when none.
 */
const myRating = (ratings: Map<number, number>, params: unknown) =>
  ratingPart(ratings.get(Number((params as { id: number | string }).id)) ?? null);
const ratingPart = (rating: number | null) => `"myRating":${rating}`;

export const promptRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(listRoutes);
  await app.register(curationRoutes);
  // Each signed-in reader's ratings, read once until the next change: a detail adds its `myRating`.
  const myRatings = new Remembered<Map<number, number>>(app.changes, MAX_RATERS_REMEMBERED);

  app.get(
    '/:id',
    {
      config: {
        publicCache: true,
        batchedReads: true,
        callerPart: {
          // Most readers have not rated the prompt: the answer they share holds that.
          none: ratingPart(null),
          load: async (request) => {
            const { id: userId } = requireUser(request);
            const ratings = await myRatings.load(String(userId), () => ratingsBy(app.db, userId));
            return myRating(ratings, request.params);
          },
          known: (params, caller) => {
            const ratings = myRatings.get(String(caller.id));
            return ratings && myRating(ratings, params);
          },
        },
      },
      schema: {
        tags,
        summary:
          "One prompt the caller may see (a draft or archived prompt only for its owner, admins and editors), with a signed-in caller's own rating; `?version=production` or `?version={n}` answers it with that version's content (production: the current one when no version is marked)",
        params: idParamSchema,
        querystring: promptDetailQuerySchema,
        response: { 200: promptDetailSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      // A signed-in caller's own rating is added as the answer goes out (config.callerPart); the rest
      // depends on who asks only through the rule (toPrompt), so it is shared per standing.
      const row = await findPromptRow(app.db, request.params.id);
      if (!row || !canRead(row, request.user)) throw notFound(SERVER_MSG.promptNotFound);
      const { status, visibility, createdBy, shares, hiddenAt } = row;
      request.answerRule = { status, visibility, createdBy, shares, hiddenAt };
      const prompt = toPrompt(row, request.user);
      const { version } = request.query;
      if (version === undefined) return prompt;
      const atVersion = await promptAt(app.db, prompt, version);
      if (!atVersion) throw notFound(SERVER_MSG.versionNotFound);
      return atVersion;
    },
  );

  app.post(
    '/',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary:
          "Create a prompt (published unless `status` is draft, marked new); its visibility defaults to the instance's defaultVisibility",
        security: bearerAuth,
        body: promptCreateSchema,
        response: { 201: promptSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { visibility = app.settings.current().defaultVisibility, sharedWith = [] } = request.body;
      await checkShares(app.db, user.id, sharedWith);
      const prompt = await createPrompt(app.db, request.body, { visibility, sharedWith }, user);
      await promptEvent(request, 'prompt.created', prompt);
      await notifyShared(request, prompt.id, user.id, [], sharedWith);
      return reply.code(201).send(prompt);
    },
  );

  app.put(
    '/:id',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary:
          "Replace a prompt's content, categories, tags and images (owner, admins, editors); visibility and sharedWith, when they change, only by the owner or an admin",
        security: bearerAuth,
        params: idParamSchema,
        body: promptInputSchema,
        response: { 200: promptSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const found = await checkAccess(app.db, request.params.id, request.user, 'edit');
      const user = requireUser(request);
      const { visibility, sharedWith } = request.body;
      const sharing = sharingChange(found, { visibility, sharedWith });
      if (sharing.visibility !== undefined || sharing.sharedWith !== undefined) {
        if (!canManage(user, found.createdBy)) throw forbidden(SHARING_MSG.ownerOnly);
        if (sharing.sharedWith) await checkShares(app.db, found.createdBy, sharing.sharedWith);
      }
      await checkSelfInclude(app.db, user, { id: found.id, ...request.body });
      const prompt = await updatePrompt(app.db, request.params.id, request.body, user, sharing);
      if (!prompt) throw notFound(SERVER_MSG.promptNotFound);
      await promptEvent(request, 'prompt.updated', prompt);
      await notifyShared(request, prompt.id, user.id, found.shares, sharing.sharedWith);
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
      const found = await checkAccess(app.db, request.params.id, request.user, 'manage');
      if (!(await deletePrompt(app.db, request.params.id))) throw notFound(SERVER_MSG.promptNotFound);
      await promptEvent(request, 'prompt.deleted', found);
      return reply.code(204).send();
    },
  );
};
