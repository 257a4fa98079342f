// Prometheus metrics (issue 32), those of plugins/metrics-registry.ts in the text format, served two
// ways and off unless one is configured:
// - `GET /metrics` on the main port, only with `Authorization: Bearer $METRICS_TOKEN` (401 without
//   it or with another, never the metrics). Without a token there is no such route: 404 as for any
//   unknown path, and the web app's fallback page is not sent for it either (web-app.ts).
// - `/metrics` on a listener of its own at 127.0.0.1:$METRICS_PORT, without a token: only what runs
//   on the machine reaches it (a Prometheus agent beside the server, an SSH tunnel), never a client
//   through the proxy. It opens when the app is ready and closes with it.
// Every request is timed by its route's pattern: here once Fastify has answered it, and by the HTTP
// server's early path for the kept answers it sends before Fastify (public-cache.ts).
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseStats } from '../db/client.ts';
import { sendError } from './errors.ts';
import { Metrics, UNMATCHED } from './metrics-registry.ts';
import { isWebAppFile } from './web-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's metrics, or null when they are off (neither METRICS_TOKEN nor METRICS_PORT). */
    metrics: Metrics | null;
  }
}

/** The label of the web app's files: each is a route of its own (web-app.ts), counted as one. */
const STATIC = 'static';

const routeOf = (request: FastifyRequest) =>
  isWebAppFile(request) ? STATIC : (request.routeOptions.url ?? UNMATCHED);

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether an Authorization header carries `token` as its bearer, compared in constant time. */
function carries(header: string | undefined, token: Buffer): boolean {
  const given = /^bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), token);
}

export const metricsPlugin = fp(async (app: FastifyInstance, options: { database?: DatabaseStats }) => {
  const { token, port } = app.config.metrics;
  if (token === undefined && port === undefined) {
    app.decorate('metrics', null);
    return;
  }
  const metrics = new Metrics(options.database);
  app.decorate('metrics', metrics);
  app.addHook('onClose', async () => metrics.close());

  app.addHook('onResponse', (request, reply, done) => {
    metrics.request(request.method, routeOf(request), reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  if (token !== undefined) {
    const expected = digest(token);
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!carries(request.headers.authorization, expected)) {
        reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
        return sendError(reply, 401, 'The metrics need METRICS_TOKEN as the bearer token');
      }
      return reply
        .type(metrics.contentType)
        .header('Cache-Control', 'no-store')
        .send(await metrics.text());
    });
  }

  if (port !== undefined) {
    const server = createServer((request, response) => {
      if (
        request.url?.split('?')[0] !== '/metrics' ||
        (request.method !== 'GET' && request.method !== 'HEAD')
      ) {
        response
          .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
          .end('Not found: try /metrics\n');
        return;
      }
      metrics.text().then(
        (text) => {
          response.writeHead(200, { 'content-type': metrics.contentType, 'cache-control': 'no-store' });
          response.end(request.method === 'HEAD' ? undefined : text);
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'metrics could not be collected');
          response.writeHead(500).end();
        },
      );
    });
    app.addHook('onReady', () => listen(server, port, app));
    app.addHook('onClose', async () => {
      if (!server.listening) return;
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });
  }
});

/** Opens the metrics listener on 127.0.0.1:`port`; a port in use fails the app's start. */
function listen(server: Server, port: number, app: FastifyInstance): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : port;
      app.log.info({ url: `http://127.0.0.1:${bound}/metrics` }, 'metrics served');
      resolve();
    });
  });
}
