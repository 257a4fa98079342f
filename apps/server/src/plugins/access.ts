// The library behind sign-in (issue 27, `access: "signed-in"`): every read of the library answers 401
// to an anonymous caller, in this one place, so no route can forget it. What stays open is the door:
// sign-in, registration and recovery (/auth/*), the public settings that tell the web app which of
// them to show, health checks, the API's documentation, and the web app's own files (the legal pages
// are part of it). The server-rendered pages send visitors to sign in, and the sitemap lists nothing.
// The response cache neither keeps nor serves anonymous answers meanwhile (app.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../http-errors.ts';

const OPEN_API_PATHS = new Set(['/api/settings/public', '/api/health', '/healthz', '/readyz']);
const PAGE_PATHS = /^\/(?:main|explorer\/prompt\/[^/]*)?$/;
const EMPTY_SITEMAP =
  '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></sitemapindex>\n';

/** Whether the library is behind sign-in for this request's caller. */
export const isShut = (request: FastifyRequest) =>
  request.user === null && request.server.settings.current().access === 'signed-in';

/**
 * The path of the route a request reached, not the URL as sent: the router decodes a percent-encoded
 * spelling (`/%61pi/prompts`) to the same route. The URL's path only when none matched.
 */
export const routePath = (request: FastifyRequest): string =>
  request.routeOptions.url ?? request.url.split('?')[0] ?? '/';

/** Whether a route path is the MCP endpoint's. */
export const isMcpPath = (path: string) => path === '/mcp' || path.startsWith('/mcp/');

function gate(request: FastifyRequest, reply: FastifyReply): FastifyReply | undefined {
  const path = routePath(request);
  if (path.startsWith('/auth/') || OPEN_API_PATHS.has(path) || path.startsWith('/api/docs')) return;
  if (path.startsWith('/api/') || isMcpPath(path) || path.startsWith('/og/')) {
    throw unauthorized();
  }
  if (path === '/sitemap.xml') {
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(EMPTY_SITEMAP);
  }
  if (path.startsWith('/sitemap/')) throw unauthorized();
  if (PAGE_PATHS.test(path) && (request.method === 'GET' || request.method === 'HEAD')) {
    const back = path === '/' ? '' : `?returnTo=${encodeURIComponent(request.url)}`;
    return reply.header('Cache-Control', 'no-cache').redirect(`/login${back}`, 302);
  }
}

export const accessPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!isShut(request)) return;
    return gate(request, reply);
  });
});
