// The paged prompt lists, search, and the unpaged category and tag lists. The library-wide lists
// show the published prompts the caller may see (visibility.ts), within their `scope`; the my-*
// lists show all of the caller's own, drafts and archived too.
import {
  categoryParamSchema,
  promptListQuerySchema,
  promptPageSchema,
  promptSchema,
  promptSearchQuerySchema,
  SERVER_MSG,
  tagParamSchema,
  taxonomyListQuerySchema,
} from '@prompt-lib/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http-errors.ts';
import { requestLanguage } from '../../i18n.ts';
import { requireUser, signedIn } from '../../plugins/auth.ts';
import { bearerAuth, errorResponses } from '../docs/openapi.ts';
import {
  type ListScope,
  listByTaxonomy,
  listPrompts,
  type PromptFlag,
  TAXONOMY_LIST_CAP,
} from './list-repository.ts';

const tags = ['prompts'];

const flagLists: { path: string; flag?: PromptFlag; what: string }[] = [
  { path: '', what: 'prompts' },
  { path: 'trending', flag: 'trending', what: 'trending prompts' },
  { path: 'featured', flag: 'featured', what: 'featured prompts' },
  { path: 'new', flag: 'isNew', what: 'prompts marked new' },
];

const filterHelp =
  '; `scope` (all, public, internal, group:{id}, shared, mine) chooses whose, `category` and `tag` (id or name), `search` and `language` (a BCP 47 code: "de") filter it';

export const listRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const { path, flag, what } of flagLists) {
    app.get(
      `/${path}`,
      {
        config: { publicCache: true },
        schema: {
          tags,
          summary: `A page of the published ${what} the caller may see${filterHelp}`,
          querystring: promptListQuerySchema,
          response: { 200: promptPageSchema, ...errorResponses(400) },
        },
      },
      async (request) => listPrompts(app.db, { reader: request.user, flag }, request.query),
    );
    app.get(
      `/my-${path || 'prompts'}`,
      {
        preValidation: signedIn,
        schema: {
          tags,
          summary: `A page of the caller's own ${what}, every status${filterHelp}`,
          security: bearerAuth,
          querystring: promptListQuerySchema,
          response: { 200: promptPageSchema, ...errorResponses(400, 401) },
        },
      },
      async (request) => {
        const scope: ListScope = { reader: request.user, ownerId: requireUser(request).id, flag };
        return listPrompts(app.db, scope, request.query);
      },
    );
  }

  app.get(
    '/search',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary:
          'Published prompts the caller may see ranked by relevance to `query` ("quoted phrase", -word, or); close spellings when nothing matches exactly; no query: all, newest first; `scope` and `language` as on the lists. `totalCount` is exact up to 1,000 matches (more on deep pages) and past that may be a lower bound, which `totalCountExact: false` says; either way a client can always tell whether another page exists',
        querystring: promptSearchQuerySchema,
        response: { 200: promptPageSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { query, ...page } = request.query;
      // Ranked for the reader's language, so kept per language (plugins/public-cache.ts).
      const readerLanguage = requestLanguage(request);
      reply.header('Content-Language', readerLanguage);
      return listPrompts(app.db, { reader: request.user }, { ...page, search: query, readerLanguage });
    },
  );

  app.get(
    '/category/:category',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: `Published prompts the caller may see of a category (id or name), newest first, at most ${TAXONOMY_LIST_CAP}; \`language\` keeps those in one language`,
        params: categoryParamSchema,
        querystring: taxonomyListQuerySchema,
        response: { 200: z.array(promptSchema), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { category } = request.params;
      const list = await listByTaxonomy(app.db, 'category', category, request.user, request.query.language);
      if (!list) throw notFound(SERVER_MSG.categoryNotFound);
      return list;
    },
  );

  app.get(
    '/tag/:tag',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: `Published prompts the caller may see carrying a tag (id or name), newest first, at most ${TAXONOMY_LIST_CAP}; \`language\` keeps those in one language`,
        params: tagParamSchema,
        querystring: taxonomyListQuerySchema,
        response: { 200: z.array(promptSchema), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const list = await listByTaxonomy(
        app.db,
        'tag',
        request.params.tag,
        request.user,
        request.query.language,
      );
      if (!list) throw notFound(SERVER_MSG.tagNotFound);
      return list;
    },
  );
};
