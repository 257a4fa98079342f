// The auth calls of spec §7: register, login, and the current user's profile (DESIGN §4).
import {
  isAdminRole,
  loginResponseSchema,
  loginSchema,
  MSG,
  profileUpdateSchema,
  registerResponseSchema,
  registerSchema,
  SERVER_MSG,
  userSchema,
} from '@prompt-lib/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflictOnDuplicate } from '../../db/unique-violation.ts';
import { badRequest, forbidden, notFound, unauthorized } from '../../http-errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import { bearerAuth, errorResponses } from '../docs/openapi.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { findCredentials, findUser, insertUser, updateUser } from './repository.ts';

const tags = ['auth'];

const duplicateUser = conflictOnDuplicate({
  users_email_lower_idx: SERVER_MSG.emailTaken,
  users_username_lower_idx: SERVER_MSG.usernameTaken,
});

// Verified against when the e-mail is unknown, so a miss costs the same hashing time as a wrong password.
let decoyHash: Promise<string> | undefined;
const getDecoyHash = () => {
  decoyHash ??= hashPassword('decoy password for unknown e-mail addresses');
  return decoyHash;
};

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = (groupId: string) => ({
    max: app.config.authRateLimitMax,
    timeWindow: '1 minute',
    groupId,
  });

  app.post(
    '/register',
    {
      config: { rateLimit: rateLimit('register') },
      schema: {
        tags,
        summary: 'Create an account',
        body: registerSchema,
        response: { 201: registerResponseSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const passwordHash = await hashPassword(request.body.password);
      const user = await insertUser(app.db, { ...request.body, passwordHash }).catch(duplicateUser);
      return reply.code(201).send({ message: SERVER_MSG.registered, user });
    },
  );

  app.post(
    '/login',
    {
      config: { rateLimit: rateLimit('login'), publicChange: false },
      schema: {
        tags,
        summary: 'Sign in; the token goes in `Authorization: Bearer <token>`',
        body: loginSchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const found = await findCredentials(app.db, email);
      const valid = await verifyPassword(found?.passwordHash ?? (await getDecoyHash()), password);
      const user = found && valid ? await findUser(app.db, found.id) : null;
      if (!user) throw unauthorized(SERVER_MSG.invalidCredentials);
      return { token: await app.signToken(user), user };
    },
  );

  app.get(
    '/me',
    {
      schema: {
        tags,
        summary: 'The signed-in user',
        security: bearerAuth,
        response: { 200: userSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = await findUser(app.db, requireUser(request).id);
      if (!user) throw unauthorized();
      return user;
    },
  );

  app.put(
    '/me',
    {
      schema: {
        tags,
        summary:
          "Update the signed-in user's profile (an admin's e-mail cannot change; an access token cannot change the e-mail)",
        security: bearerAuth,
        body: profileUpdateSchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      const current = await findUser(app.db, caller.id);
      if (!current) throw unauthorized();
      const { email } = request.body;
      const changesEmail = email !== undefined && email.toLowerCase() !== current.email.toLowerCase();
      if (changesEmail && caller.via === 'token') throw forbidden(SERVER_MSG.tokenCannotDoThis);
      const isAdmin = isAdminRole(current.role);
      if (isAdmin && changesEmail) {
        throw badRequest(MSG.adminEmailLocked);
      }
      const changes = isAdmin ? { ...request.body, email: undefined } : request.body;
      const updated = await updateUser(app.db, current.id, changes).catch(duplicateUser);
      if (!updated) throw notFound(SERVER_MSG.userNotFound);
      return updated;
    },
  );
};
