// /api/invitations (admins) and /auth/invitations/{token} (anyone holding a link): invitations to
// register, which work in every registration mode. Creating and revoking one is audit-logged; using
// one is, by registration (modules/auth).
import {
  ACCOUNT_MSG,
  idParamSchema,
  invitationInfoSchema,
  invitationInputSchema,
  invitationListItemSchema,
  invitationSchema,
} from '@prompt-lib/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http-errors.ts';
import { adminOnly, requireUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/repository.ts';
import { bearerAuth, errorResponses } from '../docs/openapi.ts';
import { publicBase } from '../seo/public-url.ts';
import { createInvitation, deleteInvitation, findInvitation, listInvitations } from './repository.ts';

const tags = ['invitations'];

export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: 'Invite someone to register (admins); the link is in this answer only',
        security: bearerAuth,
        body: invitationInputSchema,
        response: { 201: invitationSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const admin = requireUser(request);
      const invitation = await createInvitation(app.db, request.body, admin.id, publicBase(request));
      await recordAudit(app.db, {
        type: 'invitation.created',
        actorId: admin.id,
        ip: request.ip,
        target: `invitation:${invitation.id}`,
        details: { email: invitation.email, role: invitation.role, maxUses: invitation.maxUses },
      });
      return reply.code(201).send(invitation);
    },
  );

  app.get(
    '/',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: 'Every invitation, newest first (admins); links cannot be shown again',
        security: bearerAuth,
        response: { 200: z.array(invitationListItemSchema), ...errorResponses(401, 403) },
      },
    },
    async () => listInvitations(app.db),
  );

  app.delete(
    '/:id',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: 'Revoke an invitation (admins): its link stops working at once',
        security: bearerAuth,
        params: idParamSchema,
        response: { 204: z.void().describe('Revoked'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const gone = await deleteInvitation(app.db, request.params.id);
      if (!gone) throw notFound(ACCOUNT_MSG.invitationNotFound);
      await recordAudit(app.db, {
        type: 'invitation.revoked',
        actorId: requireUser(request).id,
        ip: request.ip,
        target: `invitation:${gone.id}`,
        details: { email: gone.email },
      });
      return reply.code(204).send();
    },
  );
};

/** `GET /auth/invitations/{token}`: what the register screen shows of a valid invitation. */
export const invitationLookupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:token',
    {
      schema: {
        tags,
        summary:
          'The e-mail a valid invitation is for and who sent it; 404 when it is unknown, used up or expired',
        params: z.object({ token: z.string().max(200) }),
        response: { 200: invitationInfoSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const invitation = await findInvitation(app.db, request.params.token);
      if (!invitation) throw notFound(ACCOUNT_MSG.invalidInvitation);
      reply.header('Cache-Control', 'no-store');
      return { email: invitation.email, invitedBy: invitation.invitedBy };
    },
  );
};
