// /api/tags: the public list (by name) and the admin's writes.
import { SERVER_MSG, tagInputSchema, tagSchema } from '@prompt-lib/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { crudRoutes } from '../taxonomy/crud-routes.ts';
import { deleteTag, insertTag, listTags, updateTag } from './repository.ts';

export const tagRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(
    crudRoutes({
      one: 'tag',
      many: 'tags',
      itemSchema: tagSchema,
      createSchema: tagInputSchema,
      updateSchema: tagInputSchema,
      notFoundMessage: SERVER_MSG.tagNotFound,
      list: () => listTags(app.db),
      insert: (input) => insertTag(app.db, input),
      update: (id, input) => updateTag(app.db, id, input),
      remove: (id) => deleteTag(app.db, id),
    }),
  );
};
