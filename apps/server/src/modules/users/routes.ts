// /api/users: the admins' Users screen (issue 27): list and filter accounts, create one (it sets its
// password through a link), change role or status, hand out a reset link, delete with its prompts or
// give them to another account. Every change is audit-logged.
import {
  ACCOUNT_MSG,
  adminUserPageSchema,
  adminUserSchema,
  createdUserSchema,
  createUserSchema,
  deleteUserQuerySchema,
  idParamSchema,
  resetLinkSchema,
  SERVER_MSG,
  updateUserSchema,
  userListQuerySchema,
} from '@prompt-lib/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflictOnDuplicate } from '../../db/unique-violation.ts';
import { badRequest, conflict, notFound } from '../../http-errors.ts';
import { requestLanguage } from '../../i18n.ts';
import { adminOnly, requireUser } from '../../plugins/auth.ts';
import { deleteAccount } from '../account/delete.ts';
import { recordAudit, userTarget } from '../audit/repository.ts';
import { insertUser } from '../auth/repository.ts';
import { bearerAuth, errorResponses } from '../docs/openapi.ts';
import { createResetLink, sendWelcomeEmail } from '../mail/account-mail.ts';
import { publicBase } from '../seo/public-url.ts';
import { changeUser, findAdminUser, listUsers } from './repository.ts';

const tags = ['users'];
const security = bearerAuth;

const duplicateUser = conflictOnDuplicate({
  users_email_lower_idx: SERVER_MSG.emailTaken,
  users_username_lower_idx: SERVER_MSG.usernameTaken,
});

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', adminOnly);

  app.get(
    '/',
    {
      schema: {
        tags,
        summary:
          'Accounts, newest first, filtered by a text in the username or e-mail, role and status (admins)',
        security,
        querystring: userListQuerySchema,
        response: { 200: adminUserPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listUsers(app.db, request.query),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary:
          'Create an account (admins); `resetUrl` lets its owner set a password, and is e-mailed when e-mail is on',
        security,
        body: createUserSchema,
        response: { 201: createdUserSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const admin = requireUser(request);
      const created = await insertUser(app.db, { ...request.body, passwordHash: null }).catch(duplicateUser);
      const link = await createResetLink(app.db, created.id, publicBase(request));
      await sendWelcomeEmail(app, created, link, requestLanguage(request), request.ip);
      await recordAudit(app.db, {
        type: 'account.created',
        actorId: admin.id,
        ip: request.ip,
        target: userTarget(created),
        details: { via: 'admin', role: created.role },
      });
      const user = await findAdminUser(app.db, created.id);
      if (!user) throw notFound(SERVER_MSG.userNotFound);
      return reply.code(201).send({ ...user, resetUrl: link.url });
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary:
          'Change an account’s role or status (admins); its sessions end at once; the last active admin stays',
        security,
        params: idParamSchema,
        body: updateUserSchema,
        response: { 200: adminUserSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const outcome = await changeUser(app.db, request.params.id, request.body);
      if (outcome === 'not-found') throw notFound(SERVER_MSG.userNotFound);
      if (outcome === 'last-admin') throw conflict(ACCOUNT_MSG.lastAdmin);
      const { before, after } = outcome;
      const audit = { actorId: requireUser(request).id, ip: request.ip, target: userTarget(after) };
      if (before.role !== after.role) {
        await recordAudit(app.db, {
          ...audit,
          type: 'account.role-changed',
          details: { from: before.role, to: after.role },
        });
      }
      if ((before.status === 'disabled') !== (after.status === 'disabled')) {
        const status = { from: before.status, to: after.status };
        await recordAudit(app.db, { ...audit, type: 'account.status-changed', details: status });
      }
      return after;
    },
  );

  app.post(
    '/:id/reset-link',
    {
      schema: {
        tags,
        summary: 'A one-time link that lets the account set a new password (admins), for when e-mail is off',
        security,
        params: idParamSchema,
        response: { 200: resetLinkSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await findAdminUser(app.db, request.params.id);
      if (!user) throw notFound(SERVER_MSG.userNotFound);
      const link = await createResetLink(app.db, user.id, publicBase(request));
      await recordAudit(app.db, {
        type: 'auth.reset-requested',
        actorId: requireUser(request).id,
        ip: request.ip,
        target: userTarget(user),
        details: { by: 'admin' },
      });
      return link;
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete an account (admins) with its prompts, or give its prompts to another account',
        security,
        params: idParamSchema,
        querystring: deleteUserQuerySchema,
        response: { 204: z.void().describe('Deleted'), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { prompts, to } = request.query;
      const user = await findAdminUser(app.db, id);
      if (!user) throw notFound(SERVER_MSG.userNotFound);
      if (prompts === 'transfer') {
        if (to === undefined) throw badRequest(ACCOUNT_MSG.transferTargetRequired);
        const heir = to === id ? null : await findAdminUser(app.db, to);
        if (!heir || heir.status === 'disabled') throw badRequest(ACCOUNT_MSG.transferTargetInvalid);
      }
      const fate =
        prompts === 'transfer' && to !== undefined ? { prompts, to } : { prompts: 'delete' as const };
      const outcome = await deleteAccount(app.db, id, fate);
      if (outcome === 'not-found') throw notFound(SERVER_MSG.userNotFound);
      if (outcome === 'last-admin') throw conflict(ACCOUNT_MSG.lastAdmin);
      await recordAudit(app.db, {
        type: 'account.deleted',
        actorId: requireUser(request).id,
        ip: request.ip,
        target: userTarget(user),
        details: { by: 'admin', prompts, ...(to !== undefined && prompts === 'transfer' ? { to } : {}) },
      });
      return reply.code(204).send();
    },
  );
};
