// Security headers (helmet) on every answer (the web app, the API, images) and the rate limiter that the
// sign-in, registration and usage routes opt into. Scripts come only from this origin, plus the web
// build's own inline scripts by their hashes (theme-init, apps/web inline-head.ts); no other inline
// script runs (the JSON-LD blocks of the public pages are data, which CSP does not run); styles allow
// inline because Radix positions its popovers with style attributes. HSTS only where the site is
// known to be served over https (PUBLIC_URL), since it would otherwise lock out a plain-http install.
//
// The API's answers (JSON, uploaded images, exports: never a page) carry the headers that protect a
// resource, as OWASP's REST cheat sheet lists them: a policy that lets nothing load or frame it, no
// sniffing, the same-origin resource policy and HSTS. The headers that only govern a document (its
// scripts, frames, features, DNS prefetching, opener, the legacy X- headers) would be ~700 bytes of
// every answer that no browser reads there.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import { SERVER_MSG } from '@prompt-lib/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { DOCS_PREFIX } from '../modules/docs/routes.ts';
import { isMcpPath, routePath } from './access.ts';
import { databaseRateLimitStore } from './rate-limit-store.ts';

/** Browser features the app never uses, switched off for it and anything it could be made to embed. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()';

/** CSP hash sources of the inline scripts (a bare `<script>`) of the web build's index.html. */
export function inlineScriptHashes(webDist: string): string[] {
  let html: string;
  try {
    html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  } catch {
    return []; // no web build
  }
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body = '']) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
  );
}

/**
 * helmet's headers for these options, made once. helmet builds its middleware anew on every call, and
 * @fastify/helmet calls it on every request (a ninth of a cold read's CPU); with no per-request part
 * (nonces, directive functions) the headers are the same for every answer.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** A page's headers an API answer keeps (see the top of this file); HSTS is there only over https. */
const RESOURCE_HEADERS = [
  'cross-origin-resource-policy',
  'x-content-type-options',
  'strict-transport-security',
];
/** An API answer's content security policy: it loads nothing and no page may frame it. */
const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Whether a route path is the API's, whose answers are never a page (its browsable documentation is). */
const isApiPath = (path: string) =>
  (path.startsWith('/api/') && !path.startsWith(DOCS_PREFIX)) || path.startsWith('/auth/') || isMcpPath(path);

export const securityPlugin = fp(async (app: FastifyInstance) => {
  const https = app.config.publicUrl?.startsWith('https://') ?? false;
  const documentHeaders: Record<string, string> = {
    ...helmetHeaders({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          scriptSrc: ["'self'", ...inlineScriptHashes(app.config.webDist)],
          connectSrc: ["'self'"],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
        },
      },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    }),
    'permissions-policy': PERMISSIONS_POLICY,
  };
  const apiHeaders: Record<string, string> = {
    ...Object.fromEntries(
      Object.entries(documentHeaders).filter(([name]) => RESOURCE_HEADERS.includes(name)),
    ),
    'content-security-policy': RESOURCE_POLICY,
  };
  // Set as the request arrives, so the response cache keeps them with an answer and a route may
  // override one (the Open Graph image's resource policy).
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(isApiPath(routePath(request)) ? apiHeaders : documentHeaders);
  });
  // global: false — only routes that set config.rateLimit are limited (login, register, usage
  // records), each with its own groupId. Counts live in the database, shared by every instance. The
  // builder's object is thrown, so the error handler answers it in the uniform shape.
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(app.db),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: SERVER_MSG.tooManyRequests,
    }),
  });
});
