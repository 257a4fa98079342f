// Security headers (helmet) and the rate limiter that the sign-in, registration and usage routes opt into.
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { SERVER_MSG } from '@prompt-lib/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { databaseRateLimitStore } from './rate-limit-store.ts';

export const securityPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
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
