// Accounts and access (issue 27): instance settings, passwords and sessions, e-mail links, users,
// invitations, the audit log and single sign-on. Texts, limits and schemas for server and web.
import { z } from 'zod';
import { template } from './message-template.ts';
import { openInSettingsSchema, openTargetSchema } from './open-targets-schema.ts';
import { pageQuerySchema, registerSchema, roleSchema } from './schemas.ts';
import { VISIBILITIES } from './sharing.ts';

export const INVITATION_DAYS_DEFAULT = 7;
export const INVITATION_DAYS_MAX = 30;
export const INVITATION_USES_MAX = 1000;
/** A password-reset link's lifetime. */
export const RESET_LINK_MINUTES = 60;
/** An e-mail verification link's lifetime. */
export const VERIFY_LINK_HOURS = 48;
/** An SSO-only account deletes itself only this soon after signing in. */
export const RECENT_SIGN_IN_MINUTES = 10;
export const ALLOWED_DOMAINS_MAX = 50;
export const AUDIT_PAGE_SIZE_MAX = 100;

export const ACCOUNT_MSG = {
  invitationOnly: 'Registration is by invitation only',
  registrationDomains: template(
    'Registration is limited to addresses at {domains}',
    (domains: string[]) => ({ domains }),
    { domains: 'unit' },
  ),
  registrationClosed: 'Registration is closed',
  ssoOnly: template('Sign in with {providers}', (providers: string[]) => ({ providers }), {
    providers: 'disjunction',
  }),
  invalidInvitation: 'This invitation is invalid or has expired',
  invitationForOtherEmail: 'This invitation is for another e-mail address',
  invitationNotFound: 'Invitation not found',
  domainsNeedEmail: 'Limiting registration to domains needs e-mail: set SMTP_URL and MAIL_FROM first',
  domainsNeedList: 'allowedDomains: name at least one domain',
  passwordSignInNeedsSso:
    'passwordSignIn: configure a single sign-on provider before turning password sign-in off',
  currentPasswordIncorrect: 'Current password is incorrect',
  currentPasswordRequired: 'Enter your current password',
  linkTokenMissing: 'The link is missing its token',
  passwordIncorrect: 'Password is incorrect',
  invalidResetLink: 'This reset link is invalid or has expired',
  invalidVerifyLink: 'This verification link is invalid or has expired',
  emailNotVerified: 'Please verify your e-mail address first',
  accountDisabled: 'This account is disabled',
  lastAdmin: 'Make another admin first',
  signInAgain: 'Please sign in again to delete your account',
  passwordRequiredToDelete: 'Enter your password to delete your account',
  transferTargetRequired: 'Choose the account that receives the prompts',
  transferTargetInvalid: 'The account that receives the prompts must be another active account',
  ssoProviderUnknown: 'Unknown sign-in provider',
  ssoCodeInvalid: 'This sign-in link is invalid or has expired. Please sign in again.',
  resetEmailSubject: 'Reset your Prompt Lib password',
  verifyEmailSubject: 'Verify your e-mail address for Prompt Lib',
  welcomeEmailSubject: 'Your Prompt Lib account',
} as const;

const id = z.number().int().positive();
const isoDate = z.string().describe('ISO 8601 date-time');

// ---- instance settings ----

export const ACCESS_MODES = ['public', 'signed-in'] as const;
export const REGISTRATION_MODES = ['open', 'invite', 'domains', 'closed'] as const;
export type AccessMode = (typeof ACCESS_MODES)[number];
export type RegistrationMode = (typeof REGISTRATION_MODES)[number];

/**
 * A domain as people type it (`Example.com`, `@example.com`), kept lower case without the `@`. An
 * overwrite, not a transform: the settings' answers are serialised (encoded) through this schema too,
 * and a transform cannot be encoded.
 */
const domain = z
  .string()
  .trim()
  .toLowerCase()
  .overwrite((value) => value.replace(/^@/, ''))
  .max(253)
  .regex(/^(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/, 'allowedDomains: not a domain name');

export const settingsSchema = z.object({
  access: z.enum(ACCESS_MODES, { error: 'access must be "public" or "signed-in"' }),
  registration: z.enum(REGISTRATION_MODES, {
    error: 'registration must be "open", "invite", "domains" or "closed"',
  }),
  allowedDomains: z
    .array(domain, { error: 'allowedDomains must be a list of domains' })
    .max(ALLOWED_DOMAINS_MAX, `allowedDomains: at most ${ALLOWED_DOMAINS_MAX} domains`),
  passwordSignIn: z.boolean({ error: 'passwordSignIn must be true or false' }),
  defaultVisibility: z
    .enum(VISIBILITIES, { error: 'defaultVisibility must be "public", "internal" or "private"' })
    .describe("A new or imported prompt's visibility unless it names one"),
  openIn: openInSettingsSchema,
});
export type Settings = z.infer<typeof settingsSchema>;

/** `PUT /api/settings`: every setting; one left out (a client older than it) keeps its value. */
export const settingsInputSchema = settingsSchema.extend({
  defaultVisibility: settingsSchema.shape.defaultVisibility.optional(),
  openIn: openInSettingsSchema.optional(),
});
export type SettingsInput = z.infer<typeof settingsInputSchema>;

export const ssoProviderSchema = z.object({ id: z.string(), name: z.string() });
export type SsoProvider = z.infer<typeof ssoProviderSchema>;

/** `GET /api/settings/public`: what the web app needs to know to show the right buttons and links. */
export const publicSettingsSchema = settingsSchema
  .pick({ access: true, registration: true, passwordSignIn: true, defaultVisibility: true })
  .extend({
    sso: z.array(ssoProviderSchema),
    email: z.boolean(),
    openTargets: z.array(openTargetSchema).describe('The "Open in…" targets, in menu order'),
    openUrlTextMax: z.number().int().describe("Longer text is copied rather than put in a target's address"),
  });
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

// ---- registration, passwords, sessions ----

export const registerWithInvitationSchema = registerSchema.extend({
  invitation: z.string().trim().min(1).max(200).optional(),
});
export type RegisterWithInvitationInput = z.infer<typeof registerWithInvitationSchema>;

const newPassword = registerSchema.shape.password;

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, ACCOUNT_MSG.currentPasswordRequired).max(200),
  newPassword,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The change-password form adds a confirmation that is never sent. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type ChangePasswordFormInput = z.infer<typeof changePasswordFormSchema>;

export const tokenResponseSchema = z.object({ token: z.string() });

export const emailOnlySchema = registerSchema.pick({ email: true });
export type EmailOnlyInput = z.infer<typeof emailOnlySchema>;

const linkToken = z.string().trim().min(1, ACCOUNT_MSG.linkTokenMissing).max(200);

export const resetConfirmSchema = z.object({ token: linkToken, newPassword });
export type ResetConfirmInput = z.infer<typeof resetConfirmSchema>;

export const resetPasswordFormSchema = z
  .object({ newPassword, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type ResetPasswordFormInput = z.infer<typeof resetPasswordFormSchema>;

export const verifyEmailSchema = z.object({ token: linkToken });

export const deleteAccountSchema = z.object({ password: z.string().max(200).optional() });
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

// ---- users (admins) ----

export const USER_STATUSES = ['active', 'disabled', 'unverified'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const adminUserSchema = z.object({
  id,
  username: z.string(),
  email: z.string(),
  role: roleSchema,
  status: z.enum(USER_STATUSES),
  createdAt: isoDate,
  lastSignInAt: isoDate.nullable(),
  promptCount: z.number().int(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserPageSchema = z.object({ list: z.array(adminUserSchema), totalCount: z.number().int() });
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

export const userListQuerySchema = pageQuerySchema.pick({ page: true, size: true }).extend({
  query: z.string().trim().max(200).default(''),
  role: roleSchema.optional(),
  status: z.enum(USER_STATUSES).optional(),
});
export type UserListQuery = z.input<typeof userListQuerySchema>;

export const createUserSchema = registerSchema.pick({ username: true, email: true }).extend({
  role: roleSchema.default('user'),
});
export type CreateUserInput = z.input<typeof createUserSchema>;

export const createdUserSchema = adminUserSchema.extend({ resetUrl: z.string() });
export type CreatedUser = z.infer<typeof createdUserSchema>;

export const updateUserSchema = z
  .object({ role: roleSchema.optional(), status: z.enum(['active', 'disabled']).optional() })
  .refine((v) => v.role !== undefined || v.status !== undefined, 'Send a role or a status to change');
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

export const deleteUserQuerySchema = z.object({
  prompts: z
    .enum(['delete', 'transfer'], { error: 'prompts must be "delete" or "transfer"' })
    .default('delete'),
  to: z.coerce.number().int().positive().optional(),
});
export type DeleteUserQuery = z.input<typeof deleteUserQuerySchema>;

export const resetLinkSchema = z.object({ url: z.string(), expiresAt: isoDate });
export type ResetLink = z.infer<typeof resetLinkSchema>;

// ---- invitations ----

export const invitationInputSchema = z.object({
  email: registerSchema.shape.email.optional(),
  role: roleSchema.default('user'),
  expiresInDays: z.number().int().min(1).max(INVITATION_DAYS_MAX).default(INVITATION_DAYS_DEFAULT),
  maxUses: z.number().int().min(1).max(INVITATION_USES_MAX).default(1),
});
export type InvitationInput = z.input<typeof invitationInputSchema>;

export const invitationSchema = z.object({
  id,
  url: z.string().describe('Only in the answer that creates it; the token is kept hashed'),
  email: z.string().nullable(),
  role: roleSchema,
  expiresAt: isoDate,
  maxUses: z.number().int(),
  uses: z.number().int(),
  createdAt: isoDate,
});
export type Invitation = z.infer<typeof invitationSchema>;

/** `GET /api/invitations`: the link cannot be shown again (only its hash is kept). */
export const invitationListItemSchema = invitationSchema.omit({ url: true }).extend({
  createdBy: z.string().nullable(),
});
export type InvitationListItem = z.infer<typeof invitationListItemSchema>;

export const invitationInfoSchema = z.object({
  email: z.string().nullable(),
  invitedBy: z.string().nullable(),
});
export type InvitationInfo = z.infer<typeof invitationInfoSchema>;

// ---- audit log ----

export const AUDIT_TYPES = [
  'auth.sign-in',
  'auth.sign-in-failed',
  'auth.sign-out-all',
  'auth.password-changed',
  'auth.reset-requested',
  'auth.reset-completed',
  'auth.email-verified',
  'auth.sso-sign-in',
  'auth.sso-linked',
  'account.created',
  'account.deleted',
  'account.role-changed',
  'account.status-changed',
  'settings.changed',
  'invitation.created',
  'invitation.used',
  'invitation.revoked',
  'token.created',
  'token.revoked',
  'email.failed',
  'group.created',
  'group.updated',
  'group.deleted',
  'group.member-added',
  'group.member-changed',
  'group.member-removed',
  'prompt.production-changed',
  'webhook.created',
  'webhook.updated',
  'webhook.deleted',
  'report.resolved',
  'moderation.unhidden',
] as const;
export type AuditType = (typeof AUDIT_TYPES)[number];

export const auditEntrySchema = z.object({
  id,
  at: isoDate,
  type: z.string(),
  actor: z.object({ id, username: z.string() }).nullable(),
  ip: z.string().nullable(),
  target: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({ list: z.array(auditEntrySchema), totalCount: z.number().int() });
export type AuditPage = z.infer<typeof auditPageSchema>;

/** One message for the union: its members' own would be replaced by zod's "Invalid input". */
const dateParam = (label: string) =>
  z
    .union([z.iso.datetime({ offset: true }), z.iso.date()], {
      error: `${label} must be an ISO 8601 date or date-time`,
    })
    .optional();

export const auditQuerySchema = pageQuerySchema.pick({ page: true, size: true }).extend({
  type: z.string().trim().max(60).optional(),
  actor: z.string().trim().max(200).optional(),
  from: dateParam('from'),
  to: dateParam('to'),
  format: z.enum(['json', 'csv']).default('json'),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

// ---- single sign-on ----

export const oidcExchangeSchema = z.object({ code: z.string().trim().min(1).max(200) });
export const oidcStartQuerySchema = z.object({
  returnTo: z.string().max(2000).optional(),
  /** An invitation's token: the account the sign-in creates uses it up (any registration mode). */
  invitation: z.string().trim().min(1).max(200).optional(),
});
