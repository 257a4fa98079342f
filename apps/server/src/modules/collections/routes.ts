// Collections (issue 14): a signed-in user's named, ordered sets of prompts, private by default, and the
// starter packs (public collections an admin marks). Access rules in access.ts, SQL in repository.ts.
import {
  COLLECTION_MSG,
  collectionInputSchema,
  collectionListQuerySchema,
  collectionOrderSchema,
  collectionPageSchema,
  collectionPromptParamSchema,
  collectionSchema,
  collectionSummarySchema,
  collectionUpdateSchema,
  idParamSchema,
  SERVER_MSG,
} from '@prompt-lib/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, notFound } from '../../http-errors.ts';
import { requireUser, signedIn } from '../../plugins/auth.ts';
import { bearerAuth, errorResponses } from '../docs/openapi.ts';
import { checkCollection, checkUpdate } from './access.ts';
import {
  addToCollection,
  copyCollection,
  createCollection,
  deleteCollection,
  findCollection,
  findSummary,
  listOwn,
  listPacks,
  removeFromCollection,
  reorderCollection,
  updateCollection,
} from './repository.ts';

const tags = ['collections'];
const found = <T>(value: T | null): T => {
  if (value === null) throw notFound(COLLECTION_MSG.notFound);
  return value;
};

export const collectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary:
          "A page of the caller's own collections, most recently changed first; with `promptId`, each says whether it `contains` that prompt",
        security: bearerAuth,
        querystring: collectionListQuerySchema,
        response: { 200: collectionPageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => listOwn(app.db, requireUser(request), request.query),
  );

  app.post(
    '/',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Create a collection (private unless `public` is true); at most 200 per user',
        security: bearerAuth,
        body: collectionInputSchema,
        response: { 201: collectionSummarySchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const created = await createCollection(app.db, requireUser(request), request.body);
      if (created === 'too-many') throw badRequest(COLLECTION_MSG.tooManyCollections);
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/packs',
    {
      schema: {
        tags,
        summary: 'The starter packs: public collections an admin marked, in their pack order',
        response: { 200: z.array(collectionSummarySchema) },
      },
    },
    async () => listPacks(app.db),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary:
          "A collection with its prompts in order: anyone may read a public one, only its owner a private one (404 to others); others' drafts never show",
        params: idParamSchema,
        response: { 200: collectionSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      await checkCollection(app.db, request.params.id, request.user, 'read');
      return found(await findCollection(app.db, request.params.id, request.user?.id ?? null));
    },
  );

  app.put(
    '/:id',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary:
          'Change the fields given: the owner name, description and public; admins pack, packIcon and packOrder (403 to others); a pack must be public',
        security: bearerAuth,
        params: idParamSchema,
        body: collectionUpdateSchema,
        response: { 200: collectionSummarySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await checkUpdate(app.db, request.params.id, user, request.body);
      return found(await updateCollection(app.db, request.params.id, request.body, user.id));
    },
  );

  app.delete(
    '/:id',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Delete one of the caller’s collections (its prompts stay, and stay saved)',
        security: bearerAuth,
        params: idParamSchema,
        response: { 204: z.void().describe('Deleted'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await checkCollection(app.db, request.params.id, requireUser(request), 'own');
      await deleteCollection(app.db, request.params.id);
      return reply.code(204).send();
    },
  );

  app.put(
    '/:id/prompts/:promptId',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary:
          'Add a prompt at the end of the collection (201; 200 when it was there) and save it; at most 1,000 prompts',
        security: bearerAuth,
        params: collectionPromptParamSchema,
        response: {
          200: collectionSummarySchema,
          201: collectionSummarySchema,
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { id, promptId } = request.params;
      await checkCollection(app.db, id, user, 'own');
      const outcome = await addToCollection(app.db, id, user, promptId);
      if (outcome === 'prompt-not-found') throw notFound(SERVER_MSG.promptNotFound);
      if (outcome === 'too-many') throw badRequest(COLLECTION_MSG.tooManyPrompts);
      const summary = found(await findSummary(app.db, id, user.id));
      return reply.code(outcome === 'added' ? 201 : 200).send(summary);
    },
  );

  app.delete(
    '/:id/prompts/:promptId',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Remove a prompt from the collection (it stays saved); 404 when it is not in it',
        security: bearerAuth,
        params: collectionPromptParamSchema,
        response: { 204: z.void().describe('Removed'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { id, promptId } = request.params;
      await checkCollection(app.db, id, requireUser(request), 'own');
      if (!(await removeFromCollection(app.db, id, promptId)))
        throw notFound(COLLECTION_MSG.promptNotInCollection);
      return reply.code(204).send();
    },
  );

  app.put(
    '/:id/order',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Reorder: the listed prompts first, in that order; the others keep their order after them',
        security: bearerAuth,
        params: idParamSchema,
        body: collectionOrderSchema,
        response: { 200: collectionSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await checkCollection(app.db, request.params.id, user, 'own');
      if (!(await reorderCollection(app.db, request.params.id, request.body.promptIds)))
        throw badRequest(COLLECTION_MSG.orderUnknownPrompt);
      return found(await findCollection(app.db, request.params.id, user.id));
    },
  );

  app.post(
    '/:id/copy',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary:
          "Get Pack: copy a collection the caller can read into a new private one of the caller's own (its prompts are saved too)",
        security: bearerAuth,
        params: idParamSchema,
        response: { 201: collectionSummarySchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await checkCollection(app.db, request.params.id, user, 'read');
      const copy = await copyCollection(app.db, request.params.id, user);
      if (copy === 'too-many') throw badRequest(COLLECTION_MSG.tooManyCollections);
      return reply.code(201).send(found(copy === 'not-found' ? null : copy));
    },
  );
};
