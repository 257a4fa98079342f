// Groups (issue 28): admins make them, managers and admins keep their members. Texts, limits and
// schemas for server and web.
import { z } from 'zod';

export const GROUP_NAME_MIN = 2;
export const GROUP_NAME_MAX = 80;
export const GROUP_DESCRIPTION_MAX = 500;
export const USER_LOOKUP_LIMIT = 10;

export const GROUP_MSG = {
  nameMin: `Name must be at least ${GROUP_NAME_MIN} characters`,
  nameMax: `Name must be at most ${GROUP_NAME_MAX} characters`,
  descriptionMax: `Description must be at most ${GROUP_DESCRIPTION_MAX} characters`,
  nameTaken: 'A group with this name already exists',
  ssoNameTaken: 'Another group already has this single sign-on name',
  notFound: 'Group not found',
  memberNotFound: 'This user is not a member of the group',
  userNotFound: 'User not found',
  ssoNameAdminOnly: 'Only admins can set the single sign-on name',
} as const;

const id = z.number().int().positive();

const groupName = z
  .string({ error: GROUP_MSG.nameMin })
  .trim()
  .min(GROUP_NAME_MIN, GROUP_MSG.nameMin)
  .max(GROUP_NAME_MAX, GROUP_MSG.nameMax);
const groupDescription = z.string().trim().max(GROUP_DESCRIPTION_MAX, GROUP_MSG.descriptionMax);
/** The value of a provider's groups claim that makes its people members (OIDC_<ID>_GROUPS_CLAIM). */
const ssoName = z.string().trim().min(1).max(200).nullable();

export const GROUP_ROLES = ['manager', 'member'] as const;
export const groupRoleSchema = z.enum(GROUP_ROLES, { error: 'role must be "manager" or "member"' });
export type GroupRole = z.infer<typeof groupRoleSchema>;

/** `POST /api/groups` (admins). */
export const groupInputSchema = z.object({
  name: groupName,
  description: groupDescription.default(''),
  ssoName: ssoName.optional(),
});
export type GroupInput = z.input<typeof groupInputSchema>;

/** `PUT /api/groups/{id}` (admins, managers): the fields sent change; `ssoName` is for admins. */
export const groupUpdateSchema = z.object({
  name: groupName.optional(),
  description: groupDescription.optional(),
  ssoName: ssoName.optional(),
});
export type GroupUpdate = z.input<typeof groupUpdateSchema>;

export const groupSchema = z.object({
  id,
  name: z.string(),
  description: z.string(),
  ssoName: z.string().nullable(),
  memberCount: z.number().int(),
  myRole: groupRoleSchema.nullable(),
});
export type Group = z.infer<typeof groupSchema>;

export const userSummarySchema = z.object({ id, username: z.string(), avatarUrl: z.string().nullable() });
export type UserSummary = z.infer<typeof userSummarySchema>;

export const groupMemberSchema = z.object({ user: userSummarySchema, role: groupRoleSchema });
export type GroupMember = z.infer<typeof groupMemberSchema>;

/** `GET /api/groups/{id}`: the group with its members, managers first, then by username. */
export const groupDetailSchema = groupSchema.extend({ members: z.array(groupMemberSchema) });
export type GroupDetail = z.infer<typeof groupDetailSchema>;

export const groupListQuerySchema = z.object({
  all: z
    .enum(['true', 'false'], { error: 'all must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
});

export const memberRoleInputSchema = z.object({ role: groupRoleSchema });

export const groupMemberParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  userId: z.coerce.number().int().positive(),
});

/** `GET /api/users/lookup?query=`: up to 10 accounts whose username starts with the query; never e-mails. */
export const userLookupQuerySchema = z.object({ query: z.string().trim().max(50).default('') });
