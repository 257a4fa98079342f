// GET /api/prompts/popular: the "Popular now" list, published prompts copied in the last 7 days, the
// most popular first (repository.ts says how it is kept). `sort=popular` orders the other lists alike.
import { promptListQuerySchema, promptPageSchema } from '@prompt-lib/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../docs/openapi.ts';
import { listPrompts } from '../prompts/list-repository.ts';

export const popularityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/popular',
    {
      config: { publicCache: true },
      schema: {
        tags: ['prompts'],
        summary:
          'A page of the published prompts the caller may see copied in the last 7 days, most popular first (copies decayed with a half-life of 2 days); `category`, `tag` and `search` filter it',
        querystring: promptListQuerySchema,
        response: { 200: promptPageSchema, ...errorResponses(400) },
      },
    },
    async (request) =>
      listPrompts(
        app.db,
        { reader: request.user, popular: true },
        { ...request.query, sort: [{ field: 'popular', direction: 'desc' }] },
      ),
  );
};
