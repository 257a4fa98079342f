// /api/audit (admins): the audit log, newest first, filtered by type, actor (username or e-mail) and
// time, as pages of JSON or one CSV download.
import { auditPageSchema, auditQuerySchema } from '@prompt-lib/contract';
import { stringify } from 'csv-stringify/sync';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOnly } from '../../plugins/auth.ts';
import { bearerAuth, errorResponses } from '../docs/openapi.ts';
import { listAudit } from './repository.ts';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['audit'],
        summary: 'The audit log (admins); `format=csv` downloads every matching entry',
        security: bearerAuth,
        querystring: auditQuerySchema,
        produces: ['application/json', 'text/csv'],
        response: {
          200: auditPageSchema.or(z.string().describe('CSV, with format=csv')),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const { page, size, format, ...filter } = request.query;
      if (format === 'json') return listAudit(app.db, filter, page, size);
      const { list } = await listAudit(app.db, filter, 0, null);
      const csv = stringify(
        list.map((entry) => [
          entry.at,
          entry.type,
          entry.actor?.username ?? '',
          entry.ip ?? '',
          entry.target ?? '',
          JSON.stringify(entry.details),
        ]),
        { header: true, columns: ['at', 'type', 'actor', 'ip', 'target', 'details'] },
      );
      return reply
        .header(
          'Content-Disposition',
          `attachment; filename="prompt-lib-audit-${new Date().toISOString().slice(0, 10)}.csv"`,
        )
        .header('Cache-Control', 'no-store')
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );
};
