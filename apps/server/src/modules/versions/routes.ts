// A prompt's version history: the list, one version in full, and restoring one. Whoever may read the
// prompt may read its history; restoring is an edit, for the owner or an admin.
import {
  idParamSchema,
  pagingQuerySchema,
  promptSchema,
  promptVersionPageSchema,
  promptVersionSchema,
  SERVER_MSG,
  versionParamSchema,
} from '@prompt-lib/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http-errors.ts';
import { requireUser, signedIn } from '../../plugins/auth.ts';
import { bearerAuth, errorResponses } from '../docs/openapi.ts';
import { checkAccess } from '../prompts/access.ts';
import { findPrompt } from '../prompts/repository.ts';
import { findVersion, listVersions } from './repository.ts';
import { restoreVersion } from './restore.ts';

const tags = ['versions'];

export const versionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/versions',
    {
      schema: {
        tags,
        summary: "A page of a prompt's versions, newest first: who, when and which fields changed",
        params: idParamSchema,
        querystring: pagingQuerySchema,
        response: { 200: promptVersionPageSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      await checkAccess(app.db, request.params.id, request.user, 'see');
      return listVersions(app.db, request.params.id, request.query);
    },
  );

  app.get(
    '/:id/versions/:n',
    {
      schema: {
        tags,
        summary: 'One version of a prompt in full',
        params: versionParamSchema,
        response: { 200: promptVersionSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { id, n } = request.params;
      await checkAccess(app.db, id, request.user, 'see');
      const version = await findVersion(app.db, id, n);
      if (!version) throw notFound(SERVER_MSG.versionNotFound);
      return version;
    },
  );

  app.post(
    '/:id/versions/:n/restore',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Make a version the current prompt, recorded as a new version (owner, admins, editors)',
        security: bearerAuth,
        params: versionParamSchema,
        response: { 200: promptSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id, n } = request.params;
      await checkAccess(app.db, id, request.user, 'edit');
      const [current, version] = await Promise.all([
        findPrompt(app.db, id, request.user),
        findVersion(app.db, id, n),
      ]);
      if (!current) throw notFound(SERVER_MSG.promptNotFound);
      if (!version) throw notFound(SERVER_MSG.versionNotFound);
      const restored = await restoreVersion(app.db, current, version, requireUser(request));
      if (!restored) throw notFound(SERVER_MSG.promptNotFound);
      return restored;
    },
  );
};
