// Health checks for load balancers and orchestrators (issue 32): `/healthz` answers while the process
// runs; `/readyz` answers 200 only while this instance can serve: the database answers, every
// migration of this build is applied; otherwise 503 with the reason. Once the server begins to shut
// down, Fastify itself answers every request, this one too, with 503 (return503OnClosing, app.ts), so a
// balancer stops sending it traffic before it closes. `/api/health` stays as it was.
import type { FastifyPluginAsync } from 'fastify';
import { pendingMigrations } from '../../db/client.ts';

type Readiness = { status: 'ready' } | { status: 'not ready'; reason: string };

export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const readiness = await (async (): Promise<Readiness> => {
      try {
        const pending = await pendingMigrations(app.db);
        if (pending > 0) return { status: 'not ready', reason: `${pending} migrations not applied` };
      } catch (error) {
        request.log.warn({ err: error }, 'readiness: the database did not answer');
        return { status: 'not ready', reason: 'the database does not answer' };
      }
      return { status: 'ready' };
    })();
    return reply.code(readiness.status === 'ready' ? 200 : 503).send(readiness);
  });
};
