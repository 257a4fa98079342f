// /api/users/{username}/profile and /prompts (issue 29): an account's public profile and its prompts,
// as much of them as the caller may see (repository.ts). An unknown or disabled account is a 404 that
// names nothing; behind sign-in a visitor gets the 401 of every read (plugins/access.ts). Kept by the
// response cache per audience like the other public reads.
import {
  profilePromptsQuerySchema,
  promptPageSchema,
  publicProfileSchema,
  SERVER_MSG,
  usernameParamSchema,
} from '@prompt-lib/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http-errors.ts';
import { errorResponses } from '../docs/openapi.ts';
import { findProfile, listProfilePrompts } from './repository.ts';

const tags = ['users'];
const config = { publicCache: true };

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:username/profile',
    {
      config,
      schema: {
        tags,
        summary:
          "An account's public profile: avatar, bio, when it joined, and how many of its published prompts the caller may see with their ratings (never an e-mail)",
        params: usernameParamSchema,
        response: { 200: publicProfileSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const profile = await findProfile(app.db, request.params.username, request.user);
      if (!profile) throw notFound(SERVER_MSG.userNotFound);
      return profile;
    },
  );

  app.get(
    '/:username/prompts',
    {
      config,
      schema: {
        tags,
        summary:
          "A page of an account's published prompts the caller may see, newest first unless `sort` says otherwise",
        params: usernameParamSchema,
        querystring: profilePromptsQuerySchema,
        response: { 200: promptPageSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { username } = request.params;
      const page = await listProfilePrompts(app.db, username, request.user, request.query);
      if (!page) throw notFound(SERVER_MSG.userNotFound);
      return page;
    },
  );
};
