// zod schemas of every entity, payload and answer (spec §3, §5, §7; DESIGN §4).
// Forms validate with the same schemas the server routes declare.
import { z } from 'zod';
import { LANGUAGE_CODES, type LanguageCode } from './languages.ts';
import * as L from './limits.ts';
import { MSG, maxImages, SERVER_MSG } from './messages.ts';
import { scopeParamSchema, sharingFieldsSchema, sharingOutputFields } from './sharing.ts';

const isoDate = z.string().describe('ISO 8601 date-time');
const id = z.number().int().positive();

export const roleSchema = z.enum(['user', 'admin']);
export type Role = z.infer<typeof roleSchema>;

/** One of the interface's languages (languages.ts). */
export const languageCodeSchema = z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]]);

/**
 * The language a prompt is written in (issue 31), any language, not only the interface's: a BCP 47
 * tag ("de", "pt-BR", "zh-Hant", "sr_Latn" too), kept as its primary language subtag in lowercase
 * ("pt-BR" is "pt").
 */
export const promptLanguageSchema = z
  .string({ error: SERVER_MSG.languageCode })
  .trim()
  .regex(/^[a-z]{2,3}([-_][a-z0-9]{2,8})*$/i, SERVER_MSG.languageCode)
  .transform((tag) => (tag.split(/[-_]/)[0] ?? tag).toLowerCase());

export const promptStatusSchema = z.enum(['published', 'draft', 'archived']);
export type PromptStatus = z.infer<typeof promptStatusSchema>;

const email = z.string().trim().max(L.EMAIL_MAX, MSG.invalidEmail).pipe(z.email(MSG.invalidEmail));
const username = z.string().trim().min(L.USERNAME_MIN, MSG.usernameMin).max(L.USERNAME_MAX, MSG.usernameMax);
const password = z.string().min(L.PASSWORD_MIN, MSG.passwordRequired).max(L.PASSWORD_MAX, MSG.passwordMax);
const name = z.string().trim().min(L.NAME_MIN, MSG.nameMin).max(L.NAME_MAX, MSG.nameMax);
const imageUrl = z.string().trim().min(1).max(L.IMAGE_URL_MAX);
/** Plain text (shown as typed, never as HTML); blank clears it. */
const bio = z.string().trim().max(L.BIO_MAX, MSG.bioMax);

// ---- entities ----

export const userSchema = z.object({
  id,
  username: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  bio: z.string().nullable().describe('What the account says of itself on its public profile, plain text'),
  role: roleSchema,
  promptsUsed: z.number().int(),
  promptsSaved: z.number().int(),
  createdAt: isoDate,
  language: languageCodeSchema
    .nullable()
    .describe("The interface language the account chose (issue 31); null: the browser's"),
});
export type User = z.infer<typeof userSchema>;

/**
 * A moderator's hiding of a prompt, comment or collection (issue 29, reports.ts): shown only to its
 * owner and admins, the only ones who still see it.
 */
export const moderationSchema = z
  .object({
    hiddenAt: isoDate.describe('When a moderator hid it'),
    note: z.string().nullable().describe("The moderator's note, if any"),
  })
  .describe('Present only while a moderator hides it, and only to its owner and admins');
export type Moderation = z.infer<typeof moderationSchema>;

export const promptSchema = z.object({
  id,
  title: z.string(),
  content: z.string(),
  previewText: z.string().nullable(),
  categories: z.array(z.string()),
  tags: z.array(z.string()),
  imageUrls: z.array(z.string()),
  trending: z.boolean(),
  featured: z.boolean(),
  new: z.boolean(),
  rating: z.number().describe('Mean of the ratings to one decimal; 0 when unrated'),
  ratingCount: z.number().int(),
  commentCount: z.number().int().describe('Comments and replies on it (issue 29)'),
  usesCount: z.number().int(),
  status: promptStatusSchema,
  version: z.number().int().describe('1 on create, +1 per recorded change of its content'),
  productionVersion: z
    .number()
    .int()
    .nullable()
    .describe('The version marked production, which MCP serves; null when none is (issue 29)'),
  createdBy: id.nullable(),
  createdByName: z.string().nullable(),
  createdAt: isoDate,
  updatedAt: isoDate.nullable(),
  language: z
    .string()
    .describe(
      'The language it is written in (issue 31): a BCP 47 primary language code, lowercase ("en", "de", "ja"); given on save or detected from its text',
    ),
  ...sharingOutputFields,
  moderation: moderationSchema.optional(),
});
export type Prompt = z.infer<typeof promptSchema>;

/** `GET /api/prompts/{id}`: the prompt, with the caller's own rating when signed in. */
export const promptDetailSchema = promptSchema.extend({
  myRating: z.number().int().nullable().optional().describe("The signed-in caller's rating, else null"),
});
export type PromptDetail = z.infer<typeof promptDetailSchema>;

export const categorySchema = z.object({
  id,
  name: z.string(),
  displayOrder: z.number().int(),
  createdAt: isoDate,
  updatedAt: isoDate.nullable(),
});
export type Category = z.infer<typeof categorySchema>;

export const tagSchema = z.object({ id, name: z.string(), createdAt: isoDate });
export type Tag = z.infer<typeof tagSchema>;

export const savedPromptSchema = z.object({ id, createdAt: isoDate, prompt: promptSchema });
export type SavedPrompt = z.infer<typeof savedPromptSchema>;

/** What a version records as changed against the one before it. */
export const VERSION_FIELDS = ['title', 'content', 'previewText', 'categories', 'tags', 'images'] as const;
export type VersionField = (typeof VERSION_FIELDS)[number];

const editorSchema = z
  .object({ id, username: z.string() })
  .nullable()
  .describe('Who made the change; null once that account is deleted');

export const promptVersionSummarySchema = z.object({
  version: z.number().int(),
  createdAt: isoDate,
  editedBy: editorSchema,
  acceptedBy: z
    .object({ id, username: z.string() })
    .nullable()
    .describe('Who accepted the suggested edit this version applies (editedBy suggested it); else null'),
  title: z.string(),
  changed: z.array(z.enum(VERSION_FIELDS)),
});
export type PromptVersionSummary = z.infer<typeof promptVersionSummarySchema>;

/** One version in full: the prompt's content as it was after that change. */
export const promptVersionSchema = promptVersionSummarySchema.extend({
  content: z.string(),
  previewText: z.string().nullable(),
  categories: z.array(z.string()),
  tags: z.array(z.string()),
  imageUrls: z.array(z.string()),
});
export type PromptVersion = z.infer<typeof promptVersionSchema>;

export const promptVersionPageSchema = z.object({
  content: z.array(promptVersionSummarySchema),
  totalElements: z.number().int(),
});
export type PromptVersionPage = z.infer<typeof promptVersionPageSchema>;

/** The labels a version can carry: `production`, on at most one version of a prompt (issue 29). */
export const VERSION_LABELS = ['production'] as const;
export type VersionLabel = (typeof VERSION_LABELS)[number];

/** `PUT /api/prompts/{id}/versions/{n}/label`. */
export const versionLabelInputSchema = z.object(
  { label: z.enum(VERSION_LABELS, { error: SERVER_MSG.versionLabel }) },
  { error: SERVER_MSG.versionLabel },
);
export type VersionLabelInput = z.infer<typeof versionLabelInputSchema>;

/** `GET /api/prompts/{id}?version=`: the prompt at its production version, or at version n. */
export const promptDetailQuerySchema = z.object({
  version: z
    .string({ error: SERVER_MSG.versionQuery })
    .regex(/^(production|[1-9][0-9]*)$/, SERVER_MSG.versionQuery)
    .transform((value): 'production' | number => (value === 'production' ? value : Number(value)))
    .optional()
    .describe(
      '`production`: the version marked production (the current one when none is); a number: that version',
    ),
});
export type PromptDetailQuery = z.input<typeof promptDetailQuerySchema>;

// ---- payloads ----

export const ratingInputSchema = z.object({
  value: z
    .number({ error: MSG.ratingValue })
    .int(MSG.ratingValue)
    .min(L.RATING_MIN, MSG.ratingValue)
    .max(L.RATING_MAX, MSG.ratingValue),
});
export type RatingInput = z.infer<typeof ratingInputSchema>;

export const loginSchema = z.object({ email, password });
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z.object({ username, email, password });
export type RegisterInput = z.infer<typeof registerSchema>;

/** The register form adds confirmPassword, which is never sent. */
export const registerFormSchema = registerSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: MSG.passwordsMismatch,
    path: ['confirmPassword'],
  });
export type RegisterFormInput = z.infer<typeof registerFormSchema>;

export const profileUpdateSchema = z.object({
  username: username.optional().describe('Left out: unchanged'),
  email: email.optional(),
  avatarUrl: imageUrl.nullable().optional(),
  bio: bio.nullable().optional().describe('Left out: unchanged; empty or null: cleared'),
  language: languageCodeSchema.nullable().optional().describe('Left out: unchanged; null: forgotten'),
});
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

/** The profile form always holds an email; the admin variant just does not send it. */
export const profileFormSchema = z.object({
  username,
  email,
  avatarUrl: z.string().nullable().optional(),
  bio: bio.optional(),
});
export type ProfileFormInput = z.infer<typeof profileFormSchema>;

export const promptInputSchema = z.object({
  title: z.string().trim().min(L.PROMPT_TITLE_MIN, MSG.titleMin).max(L.PROMPT_TITLE_MAX, MSG.titleMax),
  content: z
    .string()
    .trim()
    .min(L.PROMPT_CONTENT_MIN, MSG.contentMin)
    .max(L.PROMPT_CONTENT_MAX, MSG.contentMax),
  previewText: z.string().trim().max(L.PREVIEW_TEXT_MAX, MSG.previewMax).nullable().optional(),
  categories: z.array(z.string().trim().min(1)).min(1, MSG.categoryRequired),
  tags: z.array(z.string().trim().min(1)).min(1, MSG.tagRequired),
  imageUrls: z.array(imageUrl).max(L.MAX_PROMPT_IMAGES, maxImages(L.MAX_PROMPT_IMAGES)).optional(),
  language: promptLanguageSchema
    .optional()
    .describe(
      'The language it is written in ("de", "pt-BR" is kept as "pt"). Left out: detected from its title, preview and content (on a change of them; else it stays)',
    ),
  ...sharingFieldsSchema.shape,
});
export type PromptInput = z.infer<typeof promptInputSchema>;

/** POST /api/prompts: a prompt's fields, and whether it starts as a draft. */
export const promptCreateSchema = promptInputSchema.extend({
  status: promptStatusSchema
    .extract(['published', 'draft'], { error: 'status must be published or draft' })
    .optional()
    .describe(
      'published (the default), or draft: seen only by its owner, admins and editors until published',
    ),
});
export type PromptCreateInput = z.infer<typeof promptCreateSchema>;

/** The editor's form: the prompt's own fields; who sees it is set apart (the Share dialog). */
export const promptFormSchema = promptInputSchema.omit({ visibility: true, sharedWith: true });
export type PromptFormInput = z.infer<typeof promptFormSchema>;

export const categoryInputSchema = z.object({
  name,
  displayOrder: z
    .number({ error: MSG.displayOrder })
    .int(MSG.displayOrder)
    .min(0, MSG.displayOrder)
    .max(L.DISPLAY_ORDER_MAX, MSG.displayOrderMax),
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;

export const tagInputSchema = z.object({ name });
export type TagInput = z.infer<typeof tagInputSchema>;

/** A personal access token as its owner sees it later: never the secret. */
export const accessTokenSchema = z.object({
  id,
  name: z.string(),
  createdAt: isoDate,
  lastUsedAt: isoDate.nullable(),
  expiresAt: isoDate.nullable(),
});
export type AccessToken = z.infer<typeof accessTokenSchema>;

/** `POST /api/tokens`: the only answer that carries the secret (`plib_…`). */
export const createdAccessTokenSchema = accessTokenSchema.omit({ lastUsedAt: true }).extend({
  token: z.string().describe(`The secret, shown this once; starts with ${L.ACCESS_TOKEN_PREFIX}`),
});
export type CreatedAccessToken = z.infer<typeof createdAccessTokenSchema>;

export const accessTokenInputSchema = z.object({
  name: z
    .string({ error: MSG.tokenNameRequired })
    .trim()
    .min(1, MSG.tokenNameRequired)
    .max(L.ACCESS_TOKEN_NAME_MAX, MSG.tokenNameMax),
  expiresAt: z.iso
    .datetime({ offset: true, error: MSG.tokenExpiry })
    .refine((value) => Date.parse(value) > Date.now(), MSG.tokenExpiry)
    .nullable()
    .optional(),
});
export type AccessTokenInput = z.infer<typeof accessTokenInputSchema>;

// ---- query strings ----

/** `popular`: "Popular now", copies of the last 7 days decayed with a half-life of 2 days (default desc). */
export const SORT_FIELDS = ['createdAt', 'updatedAt', 'title', 'rating', 'usesCount', 'popular'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export type Sort = { field: SortField; direction: 'asc' | 'desc' };

const sortItem = z
  .string()
  .regex(
    new RegExp(`^(${SORT_FIELDS.join('|')})(,(asc|desc))?$`, 'i'),
    `sort must be one of ${SORT_FIELDS.join(', ')}, optionally followed by ,asc or ,desc`,
  )
  .transform((value): Sort => {
    const [field = '', direction] = value.split(',');
    const known = SORT_FIELDS.find((f) => f.toLowerCase() === field.toLowerCase()) ?? 'createdAt';
    // The most popular first unless asked otherwise; every other field ascends by default.
    const descending = direction ? direction.toLowerCase() === 'desc' : known === 'popular';
    return { field: known, direction: descending ? 'desc' : 'asc' };
  });

const intParam = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

export const pageQuerySchema = z.object({
  page: intParam('page', 0, 1_000_000).default(0),
  size: intParam('size', 1, L.PAGE_SIZE_MAX).default(L.PAGE_SIZE_DEFAULT),
  // One `sort` arrives as a string, several as an array.
  sort: z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(sortItem)),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A page of a list with one fixed order (a prompt's versions). */
export const pagingQuerySchema = pageQuerySchema.pick({ page: true, size: true });

const filterText = z
  .string()
  .trim()
  .max(L.SEARCH_QUERY_MAX, `Search must be at most ${L.SEARCH_QUERY_MAX} characters`);

/** `language=`: only the prompts written in that language ("pt-BR" is "pt", as on save). */
const languageFilter = promptLanguageSchema
  .optional()
  .describe('Only prompts in this language: a BCP 47 code ("de", "ja"; "pt-BR" is "pt")');

export const promptListQuerySchema = pageQuerySchema.extend({
  scope: scopeParamSchema.default({ kind: 'all' }),
  category: filterText.optional(),
  tag: filterText.optional(),
  search: filterText.optional(),
  language: languageFilter,
});
export type PromptListQuery = z.infer<typeof promptListQuerySchema>;

export const promptSearchQuerySchema = pageQuerySchema.extend({
  query: filterText.default(''),
  scope: promptListQuerySchema.shape.scope,
  language: languageFilter,
});

/** `/api/prompts/category/{category}` and `/tag/{tag}`: only the prompts in one language. */
export const taxonomyListQuerySchema = z.object({ language: languageFilter });

const boolParam = (label: string) =>
  z.enum(['true', 'false'], { error: `${label} must be true or false` }).transform((v) => v === 'true');

export const trendingQuerySchema = z.object({ trending: boolParam('trending') });
export const featuredQuerySchema = z.object({ featured: boolParam('featured') });
export const isNewQuerySchema = z.object({ isNew: boolParam('isNew') });
export const statusQuerySchema = z.object({
  status: z
    .string({ error: 'status must be published, draft or archived' })
    .transform((s) => s.toLowerCase())
    .pipe(z.enum(promptStatusSchema.options, { error: 'status must be published, draft or archived' })),
});

export const usageActionSchema = z.enum(['COPY', 'SHARE', 'OPEN']);
export type UsageAction = z.infer<typeof usageActionSchema>;
/** The actions that count toward a prompt's usesCount and popularity: a copy, and an "Open in…". */
export const COUNTED_USES: readonly UsageAction[] = ['COPY', 'OPEN'];

const actionMessage = 'actionType must be COPY, SHARE or OPEN';
export const usageQuerySchema = z
  .object({
    promptId: z.coerce
      .number({ error: 'promptId must be a prompt id' })
      .int('promptId must be a prompt id')
      .positive('promptId must be a prompt id'),
    actionType: z
      .string({ error: actionMessage })
      .transform((s) => s.toUpperCase())
      .pipe(z.enum(usageActionSchema.options, { error: actionMessage })),
    target: z
      .string()
      .max(40, 'target must be the id of an "Open in…" target')
      .optional()
      .describe('With OPEN: the id of the "Open in…" target (GET /api/settings/public)'),
  })
  .refine((query) => (query.actionType === 'OPEN') === (query.target !== undefined), {
    error: 'target goes with OPEN, and only with it',
    path: ['target'],
  });

export const idParamSchema = z.object({
  id: z.coerce
    .number({ error: 'id must be a positive whole number' })
    .int('id must be a positive whole number')
    .positive('id must be a positive whole number'),
});
export const versionParamSchema = idParamSchema.extend({
  n: z.coerce
    .number({ error: 'version must be a positive whole number' })
    .int('version must be a positive whole number')
    .positive('version must be a positive whole number'),
});
export const promptIdParamSchema = z.object({
  promptId: z.coerce
    .number({ error: 'promptId must be a positive whole number' })
    .int('promptId must be a positive whole number')
    .positive('promptId must be a positive whole number'),
});

/** `/api/prompts/category/{category}` and `/tag/{tag}`: an id (all digits) or a name. */
const taxonomyRef = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} must be an id or a name`)
    .max(L.NAME_MAX, `${label} must be at most ${L.NAME_MAX} characters`);
export const categoryParamSchema = z.object({ category: taxonomyRef('category') });
export const tagParamSchema = z.object({ tag: taxonomyRef('tag') });

// ---- answers ----

export const promptPageSchema = z.object({
  list: z.array(promptSchema),
  totalCount: z.number().int(),
  totalCountExact: z
    .boolean()
    .optional()
    .describe(
      'On a search: false when totalCount is a lower bound (at least that many), as past 1,000 matches it may be',
    ),
});
export type PromptPage = z.infer<typeof promptPageSchema>;

export const savedPromptPageSchema = z.object({
  content: z.array(savedPromptSchema),
  totalElements: z.number().int(),
});
export type SavedPromptPage = z.infer<typeof savedPromptPageSchema>;

export const loginResponseSchema = z.object({ token: z.string(), user: userSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const registerResponseSchema = z.object({ message: z.string(), user: userSchema });

export const uploadResponseSchema = z.object({ message: z.string(), url: z.string() });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

export const messageSchema = z.object({ message: z.string() });

/** `GET /api/saved-prompts/check/{promptId}`: a bare true or false. */
export const savedCheckSchema = z.boolean();

/** `POST /api/prompt-usage/record`: the record, and the prompt's uses count after it. */
export const usageRecordSchema = z.object({
  promptId: id,
  actionType: usageActionSchema,
  target: z.string().optional(),
  usesCount: z.number().int(),
});
export type UsageRecord = z.infer<typeof usageRecordSchema>;

/** `PUT` and `DELETE /api/prompts/{id}/rating`: the prompt's kept mean and count after the change. */
export const ratingResultSchema = z.object({
  promptId: id,
  rating: z.number(),
  ratingCount: z.number().int(),
  myRating: z.number().int().nullable(),
});
export type RatingResult = z.infer<typeof ratingResultSchema>;

export const errorSchema = z.object({ statusCode: z.number().int(), error: z.string(), message: z.string() });
export type ApiError = z.infer<typeof errorSchema>;
