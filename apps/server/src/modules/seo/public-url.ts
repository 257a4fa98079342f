// The base of every absolute URL the server writes (canonical, Open Graph, sitemap, robots):
// PUBLIC_URL when set, else the request's own origin (its protocol and Host, which respect
// TRUST_PROXY's X-Forwarded-* headers exactly as the rest of the server does).
import type { FastifyRequest } from 'fastify';

export const publicBase = (request: FastifyRequest): string =>
  request.server.config.publicUrl ?? `${request.protocol}://${request.host}`;
