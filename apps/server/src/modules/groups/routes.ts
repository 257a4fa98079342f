// /api/groups (issue 28): groups of accounts. Admins make, rename and delete them and see them all;
// a group's managers keep its members and its name; its members see it. To anyone else a group does
// not exist (404, as an unknown id). Every change is audit-logged.
// /api/users/lookup: accounts by the start of their username, for picking members (signed in).
import {
  GROUP_MSG,
  type Group,
  groupDetailSchema,
  groupInputSchema,
  groupListQuerySchema,
  groupMemberParamsSchema,
  groupSchema,
  groupUpdateSchema,
  idParamSchema,
  memberRoleInputSchema,
  userLookupQuerySchema,
  userSummarySchema,
} from '@prompt-lib/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflictOnDuplicate } from '../../db/unique-violation.ts';
import { forbidden, notFound } from '../../http-errors.ts';
import { adminOnly, requireUser, signedIn } from '../../plugins/auth.ts';
import { recordAudit, userTarget } from '../audit/repository.ts';
import { bearerAuth, errorResponses } from '../docs/openapi.ts';
import { notify } from '../notifications/notify.ts';
import {
  createGroup,
  deleteGroup,
  findActiveUser,
  findGroup,
  groupTarget,
  listGroups,
  listMembers,
  lookupUsers,
  removeMember,
  setMember,
  updateGroup,
} from './repository.ts';

const tags = ['groups'];
const security = bearerAuth;

const duplicateGroup = conflictOnDuplicate({
  groups_name_lower_idx: GROUP_MSG.nameTaken,
  groups_sso_name_idx: GROUP_MSG.ssoNameTaken,
});

/** The group as the caller sees it: admins see every group, others only their own (404 otherwise). */
async function visibleGroup(app: FastifyInstance, request: FastifyRequest, id: number): Promise<Group> {
  const user = requireUser(request);
  const group = await findGroup(app.db, id, user.id);
  if (!group || (user.role !== 'admin' && group.myRole === null)) throw notFound(GROUP_MSG.notFound);
  return group;
}

/** A group the caller may change: admins and the group's managers; its members get 403. */
async function managedGroup(app: FastifyInstance, request: FastifyRequest, id: number): Promise<Group> {
  const group = await visibleGroup(app, request, id);
  if (requireUser(request).role !== 'admin' && group.myRole !== 'manager') throw forbidden();
  return group;
}

export const groupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: 'Create a group (admins); its name is unique, whatever the case',
        security,
        body: groupInputSchema,
        response: { 201: groupSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const admin = requireUser(request);
      const group = await createGroup(app.db, request.body, admin.id).catch(duplicateGroup);
      await recordAudit(app.db, {
        type: 'group.created',
        actorId: admin.id,
        ip: request.ip,
        target: groupTarget(group),
        details: { name: group.name, ssoName: group.ssoName },
      });
      return reply.code(201).send(group);
    },
  );

  app.get(
    '/',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary:
          'The caller’s groups by name; `all=true` lists every group for admins (others still get their own)',
        security,
        querystring: groupListQuerySchema,
        response: { 200: z.array(groupSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return listGroups(app.db, user.id, user.role === 'admin' && request.query.all === true);
    },
  );

  app.get(
    '/:id',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'A group with its members, managers first (its members and admins)',
        security,
        params: idParamSchema,
        response: { 200: groupDetailSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const group = await visibleGroup(app, request, request.params.id);
      return { ...group, members: await listMembers(app.db, group.id) };
    },
  );

  app.put(
    '/:id',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Rename a group or change its description (admins, its managers); `ssoName` is for admins',
        security,
        params: idParamSchema,
        body: groupUpdateSchema,
        response: { 200: groupSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const before = await managedGroup(app, request, request.params.id);
      if (request.body.ssoName !== undefined && user.role !== 'admin') {
        throw forbidden(GROUP_MSG.ssoNameAdminOnly);
      }
      const after = await updateGroup(app.db, before.id, request.body, user.id).catch(duplicateGroup);
      if (!after) throw notFound(GROUP_MSG.notFound);
      const changed = (['name', 'description', 'ssoName'] as const).filter(
        (key) => before[key] !== after[key],
      );
      if (changed.length > 0) {
        const details = Object.fromEntries(
          changed.map((key) => [key, { from: before[key], to: after[key] }]),
        );
        await recordAudit(app.db, {
          type: 'group.updated',
          actorId: user.id,
          ip: request.ip,
          target: groupTarget(after),
          details,
        });
      }
      return after;
    },
  );

  app.delete(
    '/:id',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: 'Delete a group with its memberships (admins)',
        security,
        params: idParamSchema,
        response: { 204: z.void().describe('Deleted'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const gone = await deleteGroup(app.db, request.params.id);
      if (!gone) throw notFound(GROUP_MSG.notFound);
      await recordAudit(app.db, {
        type: 'group.deleted',
        actorId: requireUser(request).id,
        ip: request.ip,
        target: groupTarget(gone),
      });
      return reply.code(204).send();
    },
  );

  app.put(
    '/:id/members/:userId',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary:
          'Add an active account to a group or change its role (admins, the group’s managers); answers the group',
        security,
        params: groupMemberParamsSchema,
        body: memberRoleInputSchema,
        response: { 200: groupDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const group = await managedGroup(app, request, request.params.id);
      const member = await findActiveUser(app.db, request.params.userId);
      if (!member) throw notFound(GROUP_MSG.userNotFound);
      const { role } = request.body;
      const before = await setMember(app.db, group.id, member.id, role);
      if (before !== role) {
        await recordAudit(app.db, {
          type: before === null ? 'group.member-added' : 'group.member-changed',
          actorId: actor.id,
          ip: request.ip,
          target: groupTarget(group),
          details: { user: userTarget(member), ...(before === null ? { role } : { from: before, to: role }) },
        });
      }
      if (before === null) {
        await notify(request, [
          { type: 'group.added', actorId: actor.id, to: { userIds: [member.id] }, groupId: group.id },
        ]);
      }
      const after = await visibleGroup(app, request, group.id);
      return { ...after, members: await listMembers(app.db, group.id) };
    },
  );

  app.delete(
    '/:id/members/:userId',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Remove a member (admins, the group’s managers) or leave a group (the member)',
        security,
        params: groupMemberParamsSchema,
        response: { 204: z.void().describe('Removed'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const { id, userId } = request.params;
      const group =
        userId === actor.id ? await visibleGroup(app, request, id) : await managedGroup(app, request, id);
      const role = await removeMember(app.db, group.id, userId);
      if (role === null) throw notFound(GROUP_MSG.memberNotFound);
      await recordAudit(app.db, {
        type: 'group.member-removed',
        actorId: actor.id,
        ip: request.ip,
        target: groupTarget(group),
        details: { user: `user:${userId}`, role, ...(userId === actor.id ? { left: true } : {}) },
      });
      return reply.code(204).send();
    },
  );
};

/** `GET /api/users/lookup`: its own plugin, outside the admins-only /api/users plugin. */
export const userLookupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      preValidation: signedIn,
      schema: {
        tags: ['users'],
        summary: 'Up to 10 active accounts whose username starts with `query` (signed in); never e-mails',
        security,
        querystring: userLookupQuerySchema,
        response: { 200: z.array(userSummarySchema), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return lookupUsers(app.db, request.query.query);
    },
  );
};
