// A prompt's version history: the list, one version in full, restoring one, and the production mark
// (issue 29). Whoever may read the prompt may read its history; restoring and moving the mark are
// edits, for the owner, admins and editors.
import {
  idParamSchema,
  pagingQuerySchema,
  promptSchema,
  promptVersionPageSchema,
  promptVersionSchema,
  SERVER_MSG,
  versionLabelInputSchema,
  versionParamSchema,
} from '@prompt-lib/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http-errors.ts';
import { type AuthUser, requireUser, signedIn } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/repository.ts';
import { bearerAuth, errorResponses } from '../docs/openapi.ts';
import { checkAccess } from '../prompts/access.ts';
import { checkSelfInclude } from '../prompts/includes.ts';
import { findPrompt } from '../prompts/repository.ts';
import { promptEvent } from '../webhooks/events.ts';
import { findVersion, listVersions, moveProductionMark } from './repository.ts';
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
      await checkSelfInclude(app.db, request.user, { id, title: version.title, content: version.content });
      const restored = await restoreVersion(app.db, current, version, requireUser(request));
      if (!restored) throw notFound(SERVER_MSG.promptNotFound);
      await promptEvent(request, 'prompt.updated', restored);
      return restored;
    },
  );

  /** Moves the production mark onto version `n` (`mark`) or off it, audit-logged when it moved. */
  const moveMark = async (id: number, n: number, editor: AuthUser, ip: string, mark: boolean) => {
    const found = await checkAccess(app.db, id, editor, 'edit');
    const move = await moveProductionMark(app.db, id, n, mark);
    if (!move) throw notFound(SERVER_MSG.versionNotFound);
    if (move.from !== move.to) {
      await recordAudit(
        app.db,
        {
          type: 'prompt.production-changed',
          actorId: editor.id,
          ip,
          target: `prompt:${id} ${found.title}`,
          details: { productionVersion: move },
        },
        app.log,
      );
    }
    const prompt = await findPrompt(app.db, id, editor);
    if (!prompt) throw notFound(SERVER_MSG.promptNotFound);
    return prompt;
  };

  const labelSchema = (summary: string) => ({
    tags,
    summary,
    security: bearerAuth,
    params: versionParamSchema,
    response: { 200: promptSchema, ...errorResponses(400, 401, 403, 404) },
  });

  app.put(
    '/:id/versions/:n/label',
    {
      preValidation: signedIn,
      schema: {
        ...labelSchema(
          'Mark a version as the production version, the one MCP and `?version=production` serve; the mark leaves the version that had it (owner, admins, editors)',
        ),
        body: versionLabelInputSchema,
      },
    },
    async (request) => {
      const { id, n } = request.params;
      return moveMark(id, n, requireUser(request), request.ip, true);
    },
  );

  app.delete(
    '/:id/versions/:n/label',
    {
      preValidation: signedIn,
      schema: labelSchema(
        'Take the production mark off a version (one without it stays as it is); MCP then serves the current version (owner, admins, editors)',
      ),
    },
    async (request) => {
      const { id, n } = request.params;
      return moveMark(id, n, requireUser(request), request.ip, false);
    },
  );
};
