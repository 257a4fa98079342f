// Export (and later import) of prompt libraries: GET /api/export.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const transferRoutes: FastifyPluginAsyncZod = async () => {};
