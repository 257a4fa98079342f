// /api/settings: the instance settings, read and changed by admins (every change audit-logged), and
// the part anyone may read, which tells the web app which sign-in buttons and links to show.
import {
  ACCOUNT_MSG,
  publicSettingsSchema,
  type Settings,
  settingsInputSchema,
  settingsSchema,
} from '@prompt-lib/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../http-errors.ts';
import { adminOnly, requireUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/repository.ts';
import { bearerAuth, errorResponses } from '../docs/openapi.ts';
import { publicSettings } from './public.ts';

const tags = ['settings'];

/** The fields whose values differ, with both values, for the audit log. */
function changes(before: Settings, after: Settings): Record<string, { from: unknown; to: unknown }> {
  const changed: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after) as (keyof Settings)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      changed[key] = { from: before[key], to: after[key] };
  }
  return changed;
}

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public',
    {
      schema: {
        tags,
        summary:
          'What the web app needs: access and registration modes, password sign-in, SSO providers, e-mail, the "Open in…" targets',
        response: { 200: publicSettingsSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return publicSettings(app.settings.current(), app.config);
    },
  );

  app.get(
    '/',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: 'The instance settings (admins)',
        security: bearerAuth,
        response: { 200: settingsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => app.settings.current(),
  );

  app.put(
    '/',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary:
          'Change the instance settings (admins); applies at once here, and on every other instance when the database announces it (milliseconds)',
        security: bearerAuth,
        body: settingsInputSchema,
        response: { 200: settingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const before = app.settings.current();
      const next = {
        ...request.body,
        defaultVisibility: request.body.defaultVisibility ?? before.defaultVisibility,
        openIn: request.body.openIn ?? before.openIn,
      };
      if (next.registration === 'domains') {
        if (!app.config.mail) throw badRequest(ACCOUNT_MSG.domainsNeedEmail);
        if (next.allowedDomains.length === 0) throw badRequest(ACCOUNT_MSG.domainsNeedList);
      }
      if (!next.passwordSignIn && app.config.oidc.length === 0)
        throw badRequest(ACCOUNT_MSG.passwordSignInNeedsSso);
      const settings = { ...next, allowedDomains: [...new Set(next.allowedDomains)] };
      await app.settings.save(settings);
      await recordAudit(app.db, {
        type: 'settings.changed',
        actorId: requireUser(request).id,
        ip: request.ip,
        target: 'settings',
        details: changes(before, settings),
      });
      return settings;
    },
  );
};
