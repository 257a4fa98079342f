// Security headers (helmet) on every answer (the web app, the API, images) and the rate limiter that the
// sign-in, registration and usage routes opt into. Scripts come only from this origin, plus the web
// build's own inline scripts by their hashes (theme-init, apps/web inline-head.ts); no other inline
// script runs (the JSON-LD blocks of the public pages are data, which CSP does not run); styles allow
// inline because Radix positions its popovers with style attributes. HSTS only where the site is
// known to be served over https (PUBLIC_URL), since it would otherwise lock out a plain-http install.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import { SERVER_MSG } from '@prompt-lib/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
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

export const securityPlugin = fp(async (app: FastifyInstance) => {
  const https = app.config.publicUrl?.startsWith('https://') ?? false;
  const headers = {
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
  // Set as the request arrives, so the response cache keeps them with an answer and a route may
  // override one (the Open Graph image's resource policy).
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
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
