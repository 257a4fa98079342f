// buildApp: the whole HTTP server as a Fastify instance (tests drive it with app.inject).

import { SERVER_MSG } from '@prompt-lib/contract';
import Fastify, {
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { retentionPlugin } from './modules/audit/retention.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { recoveryRoutes } from './modules/auth/recovery-routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { sessionRoutes } from './modules/auth/session-routes.ts';
import { categoryRoutes } from './modules/categories/routes.ts';
import { collectionRoutes } from './modules/collections/routes.ts';
import { commentRoutes } from './modules/comments/routes.ts';
import { docsPlugin } from './modules/docs/routes.ts';
import { groupRoutes, userLookupRoutes } from './modules/groups/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { imageRoutes } from './modules/images/routes.ts';
import { invitationLookupRoutes, invitationRoutes } from './modules/invitations/routes.ts';
import { mailPlugin } from './modules/mail/mailer.ts';
import { mcpRoutes } from './modules/mcp/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { oidcRoutes } from './modules/oidc/routes.ts';
import { popularityRoutes } from './modules/popularity/routes.ts';
import { profileRoutes } from './modules/profiles/routes.ts';
import { promptRoutes } from './modules/prompts/routes.ts';
import { ratingRoutes } from './modules/ratings/routes.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { savedPromptRoutes } from './modules/saved-prompts/routes.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { settingsPlugin } from './modules/settings/store.ts';
import { suggestionRoutes } from './modules/suggestions/routes.ts';
import { tagRoutes } from './modules/tags/routes.ts';
import { tokenRoutes } from './modules/tokens/routes.ts';
import { importRoutes } from './modules/transfer/import-routes.ts';
import { transferRoutes } from './modules/transfer/routes.ts';
import { usageRoutes } from './modules/usage/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { versionRoutes } from './modules/versions/routes.ts';
import { webhookRoutes } from './modules/webhooks/routes.ts';
import { webhooksPlugin } from './modules/webhooks/worker.ts';
import { accessPlugin } from './plugins/access.ts';
import { authPlugin, KnownCallers, resolveJwtSecret } from './plugins/auth.ts';
import { Changes } from './plugins/changes.ts';
import { corsPlugin } from './plugins/cors.ts';
import { registerErrorHandling, sendError } from './plugins/errors.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { EarlyAnswers, publicCachePlugin } from './plugins/public-cache.ts';
import { securityPlugin } from './plugins/security.ts';
import { registerWebApp, wantsWebApp } from './plugins/web-app.ts';

export type AppOptions = {
  config: Config;
  db: Db;
  /** The database's change announcements, which keep the response cache fresh across instances. */
  listen?: Database['listen'];
  /** The database's statements and pool, for the metrics. */
  stats?: Database['stats'];
  logger?: FastifyServerOptions['logger'];
};

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    /** What this instance remembers of the database is forgotten at each change (plugins/changes.ts). */
    changes: Changes;
  }
}

/** One log line per request, when it is answered (Fastify's default adds one on arrival). */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      ms: reply.elapsedTime,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}

export async function buildApp({ config, db, listen, stats, logger = false }: AppOptions) {
  const early = new EarlyAnswers(config.trustProxy);
  const app = Fastify({
    logger,
    // Kept public answers are sent before Fastify sees the request (plugins/public-cache.ts).
    serverFactory: early.serverFactory,
    genReqId: early.requestId,
    // Off by default: a client could otherwise pick its own address and step around the rate limits.
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    logController: new OneLinePerRequest(),
    // A URL the router cannot decode (a stray `%`) is answered before any hook: in our error shape too.
    frameworkErrors: (_error, _request, reply) => sendError(reply, 400, SERVER_MSG.invalidUrl),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  app.decorate('config', config);
  registerErrorHandling(app);

  // Every answer names its request as the log does (kept answers sent early name theirs themselves).
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // A request still running at shutdown gets its answer on a connection that then closes, so the
  // server is not kept open by a keep-alive socket that goes idle after close() began.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  // Every request is timed, the kept answers sent early too (the cache tells them).
  await app.register(metricsPlugin, { database: stats });
  // Token calls from other origins (the browser extension) are answered, before any refusal.
  await app.register(corsPlugin);

  // First the caller, then a kept answer the server did not send goes out before any other hook (it
  // carries the headers it was sent with). Both forget what they remember at each change.
  const changes = new Changes();
  app.decorate('changes', changes);
  const callers = new KnownCallers(changes);
  await app.register(authPlugin, { db, secret: resolveJwtSecret(config), changes, callers });
  await app.register(publicCachePlugin, {
    maxMb: config.responseCacheMb,
    listen,
    trustProxy: config.trustProxy,
    early,
    changes,
    callers,
    // Behind sign-in (issue 27), no answer is kept or handed to an anonymous caller.
    shared: () => app.settings.current().access === 'public',
    metrics: app.metrics,
  });
  await app.register(securityPlugin);
  await app.register(docsPlugin);
  await app.register(settingsPlugin, { listen });
  await app.register(mailPlugin);
  await app.register(webhooksPlugin);
  await app.register(accessPlugin);
  await app.register(retentionPlugin);

  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(oidcRoutes, { prefix: '/auth/oidc' });
  await app.register(sessionRoutes, { prefix: '/auth' });
  await app.register(invitationLookupRoutes, { prefix: '/auth/invitations' });
  await app.register(accountRoutes);
  await app.register(settingsRoutes, { prefix: '/api/settings' });
  await app.register(userRoutes, { prefix: '/api/users' });
  await app.register(userLookupRoutes, { prefix: '/api/users/lookup' });
  await app.register(profileRoutes, { prefix: '/api/users' });
  await app.register(groupRoutes, { prefix: '/api/groups' });
  await app.register(invitationRoutes, { prefix: '/api/invitations' });
  await app.register(auditRoutes, { prefix: '/api/audit' });
  await app.register(recoveryRoutes, { prefix: '/auth' });
  await app.register(promptRoutes, { prefix: '/api/prompts' });
  await app.register(popularityRoutes, { prefix: '/api/prompts' });
  await app.register(ratingRoutes, { prefix: '/api/prompts' });
  await app.register(versionRoutes, { prefix: '/api/prompts' });
  await app.register(commentRoutes, { prefix: '/api' });
  await app.register(suggestionRoutes, { prefix: '/api' });
  await app.register(reportRoutes, { prefix: '/api' });
  await app.register(notificationRoutes, { prefix: '/api/notifications' });
  await app.register(categoryRoutes, { prefix: '/api/categories' });
  await app.register(tagRoutes, { prefix: '/api/tags' });
  await app.register(savedPromptRoutes, { prefix: '/api/saved-prompts' });
  await app.register(collectionRoutes, { prefix: '/api/collections' });
  await app.register(usageRoutes, { prefix: '/api/prompt-usage' });
  await app.register(imageRoutes, { prefix: '/api/v1/assets/image' });
  await app.register(transferRoutes, { prefix: '/api' });
  await app.register(importRoutes, { prefix: '/api' });
  await app.register(tokenRoutes, { prefix: '/api/tokens' });
  await app.register(webhookRoutes, { prefix: '/api/webhooks' });
  await app.register(mcpRoutes, { prefix: '/mcp' });
  await app.register(seoRoutes);

  app.get('/api/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  await app.register(healthRoutes);

  const servesWebApp = await registerWebApp(app, config.webDist);
  app.setNotFoundHandler((request, reply) => {
    if (servesWebApp && wantsWebApp(request)) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return sendError(reply, 404, SERVER_MSG.routeNotFound(request.method, request.url.split('?')[0] ?? '/'));
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
