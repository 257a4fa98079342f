// The usage call of spec §7: the web app records a COPY after a successful clipboard write (SHARE is
// accepted too), and an OPEN with its target after an "Open in…" (issue 30). Anonymous visitors may
// record; the user, when there is one, comes from the token.
import {
  openTargetsOf,
  SERVER_MSG,
  USAGE_MSG,
  usageQuerySchema,
  usageRecordSchema,
} from '@prompt-lib/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, notFound } from '../../http-errors.ts';
import { errorResponses } from '../docs/openapi.ts';
import { recordUsage } from './repository.ts';

/** Copies per IP address per minute: far above what a person does, low enough to stop a script
 * from inflating a prompt's usesCount. */
export const USAGE_RECORDS_PER_MINUTE = 120;

export const usageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/record',
    {
      config: { rateLimit: { max: USAGE_RECORDS_PER_MINUTE, timeWindow: '1 minute', groupId: 'usage' } },
      schema: {
        tags: ['usage'],
        summary:
          'Record a COPY or an OPEN in an assistant (both count toward usesCount), or a SHARE of a prompt, signed in or not',
        querystring: usageQuerySchema,
        response: { 201: usageRecordSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const { promptId, actionType, target } = request.query;
      if (target !== undefined && !openTargetsOf(app.settings.current().openIn).some((t) => t.id === target))
        throw badRequest(USAGE_MSG.unknownTarget);
      const usesCount = await recordUsage(app.db, promptId, actionType, request.user, { target });
      if (usesCount === null) throw notFound(SERVER_MSG.promptNotFound);
      return reply.code(201).send({ promptId, actionType, ...(target ? { target } : {}), usesCount });
    },
  );
};
