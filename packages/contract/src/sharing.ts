// Who sees a prompt or a collection (issue 28): its visibility, and the groups and people it is
// shared with. Texts, limits and schemas for server and web.
import { z } from 'zod';
import { template } from './message-template.ts';

export const VISIBILITIES = ['public', 'internal', 'private'] as const;
export const visibilitySchema = z.enum(VISIBILITIES, {
  error: 'visibility must be "public", "internal" or "private"',
});
export type Visibility = z.infer<typeof visibilitySchema>;

/** At most this many groups and people per prompt or collection. */
export const SHARES_MAX = 50;

export const SHARE_KINDS = ['group', 'user'] as const;

export const SHARING_MSG = {
  unknownGroup: template('Group {id} does not exist', (id: number) => ({ id })),
  unknownUser: template('User {id} does not exist', (id: number) => ({ id })),
  notInGroup: template('The owner is not a member of the group "{name}"', (name: string) => ({ name })),
  /** By kind of entry, each a whole text, so that a translation words each its own way. */
  sharedTwice: {
    group: template('The group {id} is named twice', (id: number) => ({ id })),
    user: template('The user {id} is named twice', (id: number) => ({ id })),
  },
  sharesMax: `A prompt or a collection can be shared with at most ${SHARES_MAX} groups and people`,
  ownerOnly: 'Only the owner and admins can change who sees this',
  scope: 'scope must be all, public, internal, shared, mine or group:{id}',
} as const;

const id = z.number().int().positive();

/** One entry of `sharedWith` as a client sends it: ids and `canEdit` only. */
export const shareInputSchema = z.object({
  kind: z.enum(SHARE_KINDS, { error: 'kind must be "group" or "user"' }),
  id,
  canEdit: z.boolean().default(false),
});
export type ShareInput = z.input<typeof shareInputSchema>;

const sharedWithInput = z.array(shareInputSchema).max(SHARES_MAX, SHARING_MSG.sharesMax);

/** The entry as answered, with the group's or the person's name. */
export const shareSchema = z.object({
  kind: z.enum(SHARE_KINDS),
  id,
  name: z.string(),
  canEdit: z.boolean(),
});
export type Share = z.infer<typeof shareSchema>;

/** `PUT /api/prompts/{id}/sharing` (owner, admins), and the collections' equivalent. */
export const sharingInputSchema = z.object({
  visibility: visibilitySchema,
  sharedWith: sharedWithInput.default([]),
});
export type SharingInput = z.input<typeof sharingInputSchema>;

/** The optional sharing fields of a prompt's create and replace. */
export const sharingFieldsSchema = z.object({
  visibility: visibilitySchema.optional(),
  sharedWith: sharedWithInput.optional(),
});

/** What a prompt's JSON tells about who sees it. */
export const sharingOutputFields = {
  visibility: visibilitySchema,
  sharedWith: z
    .array(shareSchema)
    .optional()
    .describe('Who it is shared with: only for those who may edit it'),
  canEdit: z.boolean().describe('Whether the caller may edit its content'),
};

/**
 * The `scope` of a list: `all` that the caller may see (the default), `public`, `internal`,
 * `group:{id}` (shared with that group), `shared` (with the caller, by someone else) or `mine`.
 */
export type ListScopeParam =
  | { kind: 'all' | 'public' | 'internal' | 'shared' | 'mine' }
  | { kind: 'group'; groupId: number };

export const scopeParamSchema = z
  .string({ error: SHARING_MSG.scope })
  .regex(/^(all|public|internal|shared|mine|group:[1-9]\d{0,9})$/, SHARING_MSG.scope)
  .transform((value): ListScopeParam => {
    if (!value.startsWith('group:')) return { kind: value as 'all' };
    return { kind: 'group', groupId: Number(value.slice('group:'.length)) };
  })
  .refine((scope) => scope.kind !== 'group' || scope.groupId <= 2_147_483_647, SHARING_MSG.scope);
