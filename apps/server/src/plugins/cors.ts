// Cross-origin calls with a token (issue 30's browser extension, and any other client in a browser):
// a request that carries an `Authorization` header, and the preflight that asks to send one, are
// allowed from any origin. Nothing else is: a request that relies on what the browser adds by itself
// (cookies) gets no allowance, and `Access-Control-Allow-Credentials` is never sent, so a page on
// another site can neither send the caller's cookies along nor read what they would open. A token
// never travels by itself: a page can only send one it already holds, which is why opening these
// calls to every origin gives it nothing it did not have.
//
// The allowance is `*` rather than the caller's origin, so an answer does not depend on who asks:
// the response cache (public-cache.ts) keeps answers with their headers, and every answer it keeps
// for a signed-in audience was computed for a request with an `Authorization` header, so it carries
// the allowance as well. Registered before the caller is identified, so a refused token's 401
// carries it too and the extension can tell a wrong token from an unreachable server.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE';
const ALLOWED_HEADERS = 'Authorization, Content-Type';
/** How long a browser may reuse a preflight's answer (Chromium caps it at two hours). */
const PREFLIGHT_MAX_AGE = '7200';

/** Whether a preflight asks to send an `Authorization` header ("authorization, content-type"). */
const asksForAuthorization = (requested: string | string[] | undefined) =>
  String(requested ?? '')
    .split(',')
    .some((name) => name.trim().toLowerCase() === 'authorization');

export const corsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    const { headers } = request;
    if (request.method === 'OPTIONS' && headers['access-control-request-method']) {
      if (!asksForAuthorization(headers['access-control-request-headers'])) return;
      return reply
        .code(204)
        .headers({
          'access-control-allow-origin': '*',
          'access-control-allow-methods': ALLOWED_METHODS,
          'access-control-allow-headers': ALLOWED_HEADERS,
          'access-control-max-age': PREFLIGHT_MAX_AGE,
        })
        .send();
    }
    if (headers.authorization !== undefined) reply.header('access-control-allow-origin', '*');
  });
});
