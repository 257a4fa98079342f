// /api/notifications (issue 29): a signed-in account's notifications, newest first, marked read one by
// one or all at once, and how it hears of each type. Each account reads only its own; an id of someone
// else's is ignored, as an unknown one. The reads are not kept by the response cache (each caller's
// answer is their own); the web app asks for the unread count every 30 seconds with a small page.
import {
  notificationPageSchema,
  notificationPreferencesAnswerSchema,
  notificationPreferencesInputSchema,
  notificationQuerySchema,
  notificationReadResultSchema,
  notificationReadSchema,
} from '@prompt-lib/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { i18nFor, requestLanguage } from '../../i18n.ts';
import { requireUser, signedIn } from '../../plugins/auth.ts';
import { bearerAuth, errorResponses } from '../docs/openapi.ts';
import {
  changePreferences,
  listNotifications,
  markRead,
  readPreferences,
  unreadCount,
} from './repository.ts';

const tags = ['notifications'];

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', signedIn);

  app.get(
    '/',
    {
      schema: {
        tags,
        summary:
          "A page of the caller's notifications, newest first (`unread=true`: unread ones only), with their number and the unread number",
        security: bearerAuth,
        querystring: notificationQuerySchema,
        response: { 200: notificationPageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) =>
      listNotifications(app.db, requireUser(request), request.query, i18nFor(requestLanguage(request))),
  );

  app.post(
    '/read',
    {
      schema: {
        tags,
        summary: "Mark the caller's notifications of `ids` read, or all of them when `ids` is absent",
        security: bearerAuth,
        body: notificationReadSchema.nullish(),
        response: { 200: notificationReadResultSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await markRead(app.db, user.id, request.body?.ids);
      return { unreadCount: await unreadCount(app.db, user) };
    },
  );

  const preferences = async (userId: number) => ({
    preferences: await readPreferences(app.db, userId),
    emailEnabled: app.mailer.enabled,
  });

  app.get(
    '/preferences',
    {
      schema: {
        tags,
        summary:
          'How the caller hears of each type: `app`, `app+email` (e-mailed too, when this instance sends e-mail) or `off`',
        security: bearerAuth,
        response: { 200: notificationPreferencesAnswerSchema, ...errorResponses(401) },
      },
    },
    async (request) => preferences(requireUser(request).id),
  );

  app.put(
    '/preferences',
    {
      schema: {
        tags,
        summary: 'Change how the caller hears of the types named; the others stay',
        security: bearerAuth,
        body: notificationPreferencesInputSchema,
        response: { 200: notificationPreferencesAnswerSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await changePreferences(app.db, user.id, request.body);
      return preferences(user.id);
    },
  );
};
