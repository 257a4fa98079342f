// /api/categories: the public list (by display order, then name) and the admin's writes.
import { categoryInputSchema, categorySchema, SERVER_MSG } from '@prompt-lib/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { crudRoutes } from '../taxonomy/crud-routes.ts';
import { deleteCategory, insertCategory, listCategories, updateCategory } from './repository.ts';

export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(
    crudRoutes({
      one: 'category',
      many: 'categories',
      itemSchema: categorySchema,
      // Without a display order a new category goes last (spec §4: it defaults to the current count).
      createSchema: categoryInputSchema.partial({ displayOrder: true }),
      updateSchema: categoryInputSchema,
      notFoundMessage: SERVER_MSG.categoryNotFound,
      list: () => listCategories(app.db),
      insert: (input) => insertCategory(app.db, input),
      update: (id, input) => updateCategory(app.db, id, input),
      remove: (id) => deleteCategory(app.db, id),
    }),
  );
};
