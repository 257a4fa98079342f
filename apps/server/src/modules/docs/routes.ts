// The OpenAPI 3 document and its browsable UI at /api/docs (JSON at /api/docs/json), generated from
// the same zod schemas the routes validate with, so the documentation cannot drift from the server.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

export const docsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Prompt Lib API',
        version: '1.0.0',
        description:
          'Browse, search, create and copy reusable AI prompts. Errors are always `{ statusCode, error, message }`. ' +
          'Sign in with POST /auth/login and send the token as `Authorization: Bearer <token>`.',
      },
      tags: [
        { name: 'auth', description: 'Accounts, sign-in and the current user' },
        { name: 'prompts', description: 'Prompts, their lists, search and curation' },
        { name: 'categories', description: 'Categories (writes for admins)' },
        { name: 'tags', description: 'Tags (writes for admins)' },
        { name: 'saved-prompts', description: 'The signed-in user’s saved prompts' },
        { name: 'usage', description: 'Usage records (copies)' },
        { name: 'images', description: 'Image upload and delivery' },
        { name: 'webhooks', description: 'Signed POSTs of the library’s events to other services (admins)' },
        {
          name: 'reports',
          description: 'Reports of prompts, comments and collections, and their moderation',
        },
      ],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { docExpansion: 'list', deepLinking: true, persistAuthorization: true },
  });
});
