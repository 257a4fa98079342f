// Export (and later import) of prompt libraries: GET /api/export streams a download (export.ts).
// Everything that can fail (bad query 400, no sign-in 401, unknown category or tag 404) fails before
// the first byte, as an ordinary JSON error.
import { Readable } from 'node:stream';
import { exportQuerySchema } from '@prompt-lib/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth.ts';
import { bearerAuth, errorResponses } from '../docs/openapi.ts';
import { prepareExport } from './export.ts';

const tags = ['import and export'];

export const transferRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/export',
    {
      schema: {
        tags,
        summary:
          'Download prompts as JSON, CSV or Markdown, oldest first: scope=library (published, anyone), ' +
          "mine (the caller's own, every status) or saved (the caller's saved ones); images=embed puts " +
          "this server's images inline as data URIs (JSON and Markdown)",
        security: [{}, ...bearerAuth],
        querystring: exportQuerySchema,
        produces: ['application/json', 'text/csv', 'text/markdown'],
        response: {
          200: z.instanceof(Readable).describe('The export file, as an attachment'),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request, reply) => {
      const { scope, ...query } = request.query;
      const user = scope === 'library' ? request.user : requireUser(request);
      const file = await prepareExport(app.db, { ...query, scope, user });
      return reply
        .type(file.contentType)
        .header('Content-Disposition', `attachment; filename="${file.filename}"`)
        .header('Cache-Control', 'no-store')
        .send(file.stream);
    },
  );
};
