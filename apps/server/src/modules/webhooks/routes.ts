// Webhooks (issue 29), admins only: register, read, replace and delete endpoints, queue a test
// delivery, and read a webhook's last 100 deliveries. A URL whose host resolves to a refused address
// (target.ts) is a 400 at registration and on each change. The secret is answered once, at creation.
// Each registration, change and deletion is audit-logged.
import { randomBytes } from 'node:crypto';
import {
  type AuditType,
  idParamSchema,
  WEBHOOK_MSG,
  WEBHOOK_TEST_EVENT,
  type Webhook,
  webhookCreatedSchema,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookInputSchema,
  webhookSchema,
} from '@prompt-lib/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, notFound } from '../../http-errors.ts';
import { adminOnly, requireUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/repository.ts';
import { bearerAuth, errorResponses } from '../docs/openapi.ts';
import { enqueueOne } from './queue.ts';
import {
  createWebhook,
  deleteWebhook,
  findWebhook,
  listDeliveries,
  listWebhooks,
  updateWebhook,
} from './repository.ts';
import { resolveTarget, TargetRefused } from './target.ts';

const tags = ['webhooks'];
const security = bearerAuth;

export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The 400 of a URL the server will not call. */
  async function checkUrl(url: string): Promise<void> {
    try {
      await resolveTarget(url, app.config.webhooksAllowPrivate);
    } catch (error) {
      if (error instanceof TargetRefused) throw badRequest(error.message);
      throw error;
    }
  }

  /** Each change of a webhook in the audit log, with what it sends where (never its secret). */
  function audit(request: FastifyRequest, type: AuditType, webhook: Webhook): Promise<void> {
    return recordAudit(
      app.db,
      {
        type,
        actorId: requireUser(request).id,
        ip: request.ip,
        target: `webhook:${webhook.id} ${webhook.url}`,
        details: {
          url: webhook.url,
          events: webhook.events,
          format: webhook.format,
          includePrivate: webhook.includePrivate,
        },
      },
      request.log,
    );
  }

  async function found(id: number) {
    const webhook = await findWebhook(app.db, id);
    if (!webhook) throw notFound(WEBHOOK_MSG.notFound);
    return webhook;
  }

  app.get(
    '/',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: 'Every webhook (admins only), without its secret',
        security,
        response: { 200: z.array(webhookSchema), ...errorResponses(401, 403) },
      },
    },
    async () => listWebhooks(app.db),
  );

  app.post(
    '/',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary:
          'Register a webhook (admins only): its URL, events and format; answers its secret, this once',
        security,
        body: webhookInputSchema,
        response: { 201: webhookCreatedSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      await checkUrl(request.body.url);
      const secret = randomBytes(32).toString('hex');
      const admin = requireUser(request);
      const webhook = await createWebhook(app.db, request.body, secret, admin.id);
      await audit(request, 'webhook.created', webhook);
      return reply.code(201).send(webhook);
    },
  );

  app.get(
    '/:id',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: 'One webhook (admins only), without its secret',
        security,
        params: idParamSchema,
        response: { 200: webhookSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => found(request.params.id),
  );

  app.put(
    '/:id',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: "Replace a webhook's URL, events, format and includePrivate (admins only); its secret stays",
        security,
        params: idParamSchema,
        body: webhookInputSchema,
        response: { 200: webhookSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await found(request.params.id);
      await checkUrl(request.body.url);
      const webhook = await updateWebhook(app.db, request.params.id, request.body);
      if (!webhook) throw notFound(WEBHOOK_MSG.notFound);
      await audit(request, 'webhook.updated', webhook);
      return webhook;
    },
  );

  app.delete(
    '/:id',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: 'Delete a webhook and its deliveries, those still queued too (admins only)',
        security,
        params: idParamSchema,
        response: { 204: z.void().describe('Deleted'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const webhook = await found(request.params.id);
      if (!(await deleteWebhook(app.db, webhook.id))) throw notFound(WEBHOOK_MSG.notFound);
      await audit(request, 'webhook.deleted', webhook);
      return reply.code(204).send();
    },
  );

  app.post(
    '/:id/test',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: `Queue a delivery of the event ${WEBHOOK_TEST_EVENT} to the webhook (admins only), sent at once`,
        security,
        params: idParamSchema,
        response: { 202: webhookDeliverySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const webhook = await found(request.params.id);
      const caller = requireUser(request);
      const data = { webhook: { id: webhook.id }, actor: { id: caller.id, username: caller.username } };
      const delivery = await enqueueOne(app.db, webhook.id, WEBHOOK_TEST_EVENT, data);
      app.webhooks.wake();
      return reply.code(202).send(delivery);
    },
  );

  app.get(
    '/:id/deliveries',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary:
          "A webhook's last 100 deliveries, newest first (admins only): event, status, attempt, the last attempt's status code, duration and error",
        security,
        params: idParamSchema,
        response: { 200: webhookDeliveryListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const webhook = await found(request.params.id);
      return listDeliveries(app.db, webhook.id);
    },
  );
};
