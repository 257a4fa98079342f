// Collections and starter packs (issue 14): a user's named, ordered sets of prompts; a pack is a public
// collection an admin marks to show on the landing page. Who sees a collection is said as for a prompt
// (issue 28, sharing.ts); `public` stays for older clients. Limits, texts and schemas for server and web.
import { z } from 'zod';
import { moderationSchema, promptSchema } from './schemas.ts';
import { sharingFieldsSchema, sharingOutputFields } from './sharing.ts';

export const COLLECTION_NAME_MAX = 80;
export const COLLECTION_DESCRIPTION_MAX = 500;
export const COLLECTIONS_PER_USER = 200;
export const COLLECTION_PROMPTS_MAX = 1000;
export const PACK_ORDER_MAX = 10_000;

/** The icons a pack can show (lucide icons in the web app). */
export const PACK_ICONS = ['briefcase', 'rocket', 'pen', 'code', 'sparkles', 'book'] as const;
export type PackIcon = (typeof PACK_ICONS)[number];

export const COLLECTION_MSG = {
  nameRequired: 'Give the collection a name',
  nameMax: `Name must be at most ${COLLECTION_NAME_MAX} characters`,
  descriptionMax: `Description must be at most ${COLLECTION_DESCRIPTION_MAX} characters`,
  notFound: 'Collection not found',
  promptNotInCollection: 'This prompt is not in the collection',
  tooManyCollections: `You can have at most ${COLLECTIONS_PER_USER} collections. Delete one to create another.`,
  tooManyPrompts: `A collection can hold at most ${COLLECTION_PROMPTS_MAX} prompts.`,
  packMustBePublic: 'A starter pack must be public. Unmark it as a pack first.',
  packFieldsAdminOnly: 'Only admins can mark starter packs',
  orderUnknownPrompt: 'promptIds may only list prompts of this collection, each once',
  scope: 'scope must be mine or shared',
} as const;

const id = z.number().int().positive();
const isoDate = z.string().describe('ISO 8601 date-time');

const collectionName = z
  .string({ error: COLLECTION_MSG.nameRequired })
  .trim()
  .min(1, COLLECTION_MSG.nameRequired)
  .max(COLLECTION_NAME_MAX, COLLECTION_MSG.nameMax);
const collectionDescription = z
  .string()
  .trim()
  .max(COLLECTION_DESCRIPTION_MAX, COLLECTION_MSG.descriptionMax);

const publicField = z
  .boolean()
  .optional()
  .describe(
    'Older form of `visibility`: true is "public", false "private"; `visibility` wins when both are sent',
  );

/** `POST /api/collections`: private unless it says otherwise. */
export const collectionInputSchema = z.object({
  name: collectionName,
  description: collectionDescription.default(''),
  public: publicField,
  ...sharingFieldsSchema.shape,
});
export type CollectionInput = z.input<typeof collectionInputSchema>;

/** The create/rename form: the same rules, every field present. */
export const collectionFormSchema = z.object({
  name: collectionName,
  description: collectionDescription,
});
export type CollectionFormInput = z.infer<typeof collectionFormSchema>;

/**
 * `PUT /api/collections/{id}`: changes the fields it is given (owner, admins). pack, packIcon and
 * packOrder are for admins.
 */
export const collectionUpdateSchema = z.object({
  name: collectionName.optional(),
  description: collectionDescription.optional(),
  public: publicField,
  ...sharingFieldsSchema.shape,
  pack: z.boolean().optional().describe('Admins only: show it among the starter packs (it must be public)'),
  packIcon: z.enum(PACK_ICONS).nullable().optional().describe('Admins only'),
  packOrder: z
    .number()
    .int('packOrder must be a whole number')
    .min(0, 'packOrder must be at least 0')
    .max(PACK_ORDER_MAX, `packOrder must be at most ${PACK_ORDER_MAX}`)
    .nullable()
    .optional()
    .describe('Admins only: packs show in this order, lowest first'),
});
export type CollectionUpdate = z.infer<typeof collectionUpdateSchema>;

export const collectionOrderSchema = z.object({
  promptIds: z
    .array(id)
    .max(COLLECTION_PROMPTS_MAX)
    .describe('The new order; prompts of the collection left out keep their order after these'),
});
export type CollectionOrder = z.infer<typeof collectionOrderSchema>;

export const collectionOwnerSchema = z.object({ id, username: z.string() });

/** A collection without its prompts: list items, the packs, and the answer of writes. */
export const collectionSummarySchema = z.object({
  id,
  name: z.string(),
  description: z.string(),
  public: z.boolean().describe('Whether `visibility` is "public", for older clients'),
  ...sharingOutputFields,
  canEdit: z.boolean().describe('Whether the caller may add, remove and reorder its prompts'),
  pack: z.boolean(),
  packIcon: z.enum(PACK_ICONS).nullable(),
  packOrder: z.number().int().nullable(),
  owner: collectionOwnerSchema,
  promptCount: z.number().int().describe('How many of its prompts the caller can see'),
  contains: z.boolean().optional().describe('With ?promptId= on the list: whether it holds that prompt'),
  createdAt: isoDate,
  updatedAt: isoDate,
  moderation: moderationSchema.optional(),
});
export type CollectionSummary = z.infer<typeof collectionSummarySchema>;

/** `GET /api/collections/{id}`: the collection with its prompts in the collection's order. */
export const collectionSchema = collectionSummarySchema.extend({ prompts: z.array(promptSchema) });
export type Collection = z.infer<typeof collectionSchema>;

export const collectionPageSchema = z.object({
  list: z.array(collectionSummarySchema),
  totalCount: z.number().int(),
});
export type CollectionPage = z.infer<typeof collectionPageSchema>;

/**
 * `GET /api/collections`: the caller's own (`scope=mine`, the default) or those shared with them by
 * others (`scope=shared`); with `promptId=`, `contains` tells the add-to-collection menu which hold
 * that prompt.
 */
export const collectionListQuerySchema = z.object({
  scope: z.enum(['mine', 'shared'], { error: COLLECTION_MSG.scope }).default('mine'),
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  size: z.coerce
    .number({ error: 'size must be a whole number' })
    .int('size must be a whole number')
    .min(1, 'size must be at least 1')
    .max(COLLECTIONS_PER_USER, `size must be at most ${COLLECTIONS_PER_USER}`)
    .default(50),
  promptId: z.coerce.number().int().positive().optional(),
});

export const collectionPromptParamSchema = z.object({
  id: z.coerce.number({ error: 'id must be a positive whole number' }).int().positive(),
  promptId: z.coerce.number({ error: 'promptId must be a positive whole number' }).int().positive(),
});
