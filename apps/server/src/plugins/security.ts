// Security headers (helmet) and the rate limiter that auth routes opt into.
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { SERVER_MSG } from '@prompt-lib/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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
  // global: false — only routes that set config.rateLimit are limited (login, register). The builder's
  // object is thrown, so the error handler answers it in the uniform shape.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: SERVER_MSG.tooManyRequests,
    }),
  });
});
