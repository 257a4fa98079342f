// The usage call of spec §7: the web app records a COPY after a successful clipboard write (SHARE is
// accepted too). Anonymous visitors may record; the user, when there is one, comes from the token.
import { SERVER_MSG, usageQuerySchema, usageRecordSchema } from '@prompt-lib/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http-errors.ts';
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
        summary: 'Record a COPY (counts toward usesCount) or SHARE of a prompt, signed in or not',
        querystring: usageQuerySchema,
        response: { 201: usageRecordSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const { promptId, actionType } = request.query;
      const usesCount = await recordUsage(app.db, promptId, actionType, request.user);
      if (usesCount === null) throw notFound(SERVER_MSG.promptNotFound);
      return reply.code(201).send({ promptId, actionType, usesCount });
    },
  );
};
