// Collections (issue 14): a signed-in user's named, ordered sets of prompts, private by default and
// shared like a prompt (issue 28), and the starter packs (public collections an admin marks). Access
// rules in access.ts, SQL in repository.ts.
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
  sharingInputSchema,
} from '@prompt-lib/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, notFound } from '../../http-errors.ts';
import { requireUser, signedIn } from '../../plugins/auth.ts';
import { bearerAuth, errorResponses } from '../docs/openapi.ts';
import { checkShares } from '../prompts/sharing.ts';
import { checkCollection, checkPack, checkUpdate, visibilityOf } from './access.ts';
import {
  addToCollection,
  copyCollection,
  createCollection,
  deleteCollection,
  findCollection,
  findSummary,
  listCollections,
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
          "A page of the caller's own collections (`scope=shared`: those others shared with the caller), most recently changed first; with `promptId`, each says whether it `contains` that prompt",
        security: bearerAuth,
        querystring: collectionListQuerySchema,
        response: { 200: collectionPageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => listCollections(app.db, requireUser(request), request.query),
  );

  app.post(
    '/',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary:
          'Create a collection, private unless `visibility` (or the older `public`) says otherwise, shared with `sharedWith`; at most 200 per user',
        security: bearerAuth,
        body: collectionInputSchema,
        response: { 201: collectionSummarySchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { name, description, sharedWith = [] } = request.body;
      await checkShares(app.db, user.id, sharedWith);
      const visibility = visibilityOf(request.body) ?? 'private';
      const created = await createCollection(app.db, user, { name, description, visibility, sharedWith });
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
          "A collection with its prompts in order, to those who may see it as they would a published prompt with the same visibility and sharing (404 to others); others' drafts never show",
        params: idParamSchema,
        response: { 200: collectionSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      await checkCollection(app.db, request.params.id, request.user, 'read');
      return found(await findCollection(app.db, request.params.id, request.user));
    },
  );

  app.put(
    '/:id',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary:
          'Change the fields given: the owner and admins name, description, visibility (or public) and sharedWith; admins pack, packIcon and packOrder (403 to others); a pack must be public',
        security: bearerAuth,
        params: idParamSchema,
        body: collectionUpdateSchema,
        response: { 200: collectionSummarySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const changes = await checkUpdate(app.db, request.params.id, user, request.body);
      return found(await updateCollection(app.db, request.params.id, changes, user));
    },
  );

  app.put(
    '/:id/sharing',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary:
          'Set who sees the collection: its visibility (public, internal, private) and the groups and people it is shared with, each who may view or add, remove and reorder its prompts (owner or admin); a pack must stay public',
        security: bearerAuth,
        params: idParamSchema,
        body: sharingInputSchema,
        response: { 200: collectionSummarySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const access = await checkCollection(app.db, request.params.id, user, 'manage');
      checkPack(access.pack, request.body.visibility);
      await checkShares(app.db, access.ownerId, request.body.sharedWith);
      return found(await updateCollection(app.db, request.params.id, request.body, user));
    },
  );

  app.delete(
    '/:id',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Delete a collection (owner or admin; its prompts stay, and stay saved)',
        security: bearerAuth,
        params: idParamSchema,
        response: { 204: z.void().describe('Deleted'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await checkCollection(app.db, request.params.id, requireUser(request), 'manage');
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
          'Add a prompt at the end of the collection (201; 200 when it was there) and save it for the caller (owner, admins, editors); at most 1,000 prompts',
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
      await checkCollection(app.db, id, user, 'edit');
      const outcome = await addToCollection(app.db, id, user, promptId);
      if (outcome === 'prompt-not-found') throw notFound(SERVER_MSG.promptNotFound);
      if (outcome === 'too-many') throw badRequest(COLLECTION_MSG.tooManyPrompts);
      const summary = found(await findSummary(app.db, id, user));
      return reply.code(outcome === 'added' ? 201 : 200).send(summary);
    },
  );

  app.delete(
    '/:id/prompts/:promptId',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary:
          'Remove a prompt from the collection (owner, admins, editors; it stays saved); 404 when it is not in it',
        security: bearerAuth,
        params: collectionPromptParamSchema,
        response: { 204: z.void().describe('Removed'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { id, promptId } = request.params;
      await checkCollection(app.db, id, requireUser(request), 'edit');
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
        summary:
          'Reorder (owner, admins, editors): the listed prompts first, in that order; the others keep their order after them',
        security: bearerAuth,
        params: idParamSchema,
        body: collectionOrderSchema,
        response: { 200: collectionSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await checkCollection(app.db, request.params.id, user, 'edit');
      if (!(await reorderCollection(app.db, request.params.id, request.body.promptIds)))
        throw badRequest(COLLECTION_MSG.orderUnknownPrompt);
      return found(await findCollection(app.db, request.params.id, user));
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
