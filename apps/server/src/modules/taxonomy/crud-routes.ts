// The four calls categories and tags share: a public list, and create, replace and delete for admins.
// Each module passes its schemas and repository; the shapes of the answers come from those schemas.
import { idParamSchema } from '@prompt-lib/contract';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http-errors.ts';
import { adminOnly } from '../../plugins/auth.ts';
import { bearerAuth, errorResponses } from '../docs/openapi.ts';

type CrudOptions<Item, Input, CreateInput> = {
  /** Nouns for the docs: "category" / "categories". */
  one: string;
  many: string;
  itemSchema: z.ZodType<Item>;
  createSchema: z.ZodType<CreateInput>;
  updateSchema: z.ZodType<Input>;
  notFoundMessage: string;
  list: () => Promise<Item[]>;
  insert: (input: CreateInput) => Promise<Item>;
  update: (id: number, input: Input) => Promise<Item | null>;
  remove: (id: number) => Promise<boolean>;
};

export function crudRoutes<Item, Input, CreateInput>(
  options: CrudOptions<Item, Input, CreateInput>,
): FastifyPluginAsyncZod {
  const { one, many, itemSchema, notFoundMessage } = options;
  const tags = [many];
  // TypeScript cannot resolve the zod type provider's view of a generic schema, so the routes are
  // typed plainly and the body cast once; the schemas still validate every body and serialise every
  // answer at run time.
  return async (zodApp) => {
    const app = zodApp as unknown as FastifyInstance;
    app.get(
      '/',
      {
        config: { publicCache: true },
        schema: {
          tags,
          summary: `Every ${one} (public)`,
          response: { 200: itemSchema.array() },
        },
      },
      () => options.list(),
    );

    app.post(
      '/',
      {
        preValidation: adminOnly,
        schema: {
          tags,
          summary: `Create a ${one} (admins only)`,
          security: bearerAuth,
          body: options.createSchema,
          response: { 201: itemSchema, ...errorResponses(400, 401, 403, 409) },
        },
      },
      async (request, reply) => {
        const item = await options.insert(request.body as CreateInput);
        return reply.code(201).send(item);
      },
    );

    app.put(
      '/:id',
      {
        preValidation: adminOnly,
        schema: {
          tags,
          summary: `Rename or reorder a ${one} (admins only)`,
          security: bearerAuth,
          params: idParamSchema,
          body: options.updateSchema,
          response: { 200: itemSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const item = await options.update((request.params as { id: number }).id, request.body as Input);
        if (!item) throw notFound(notFoundMessage);
        return item;
      },
    );

    app.delete(
      '/:id',
      {
        preValidation: adminOnly,
        schema: {
          tags,
          summary: `Delete a ${one}; prompts that carried it keep the rest (admins only)`,
          security: bearerAuth,
          params: idParamSchema,
          response: { 204: z.void().describe('Deleted'), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        if (!(await options.remove((request.params as { id: number }).id))) throw notFound(notFoundMessage);
        return reply.code(204).send();
      },
    );
  };
}
