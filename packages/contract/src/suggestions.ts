// Suggested edits (issue 29): someone who may read a prompt but not edit it proposes its title,
// content, preview text, categories and tags with a message; the owner, an editor or an admin accepts
// it (a new version crediting its author) or declines it, and its author may withdraw it while open.
// Texts, limits and schemas for server (modules/suggestions) and web (features/suggestions).
import { z } from 'zod';
import { pagingQuerySchema, promptFormSchema } from './schemas.ts';

/** A suggestion's message, and a decline's reason, after trimming. */
export const SUGGESTION_MESSAGE_MAX = 500;
/** Suggestions one account may open in 24 hours; the next is a 429. */
export const SUGGESTIONS_PER_DAY = 20;

export const SUGGESTION_STATUSES = ['open', 'accepted', 'declined', 'withdrawn'] as const;
export const suggestionStatusSchema = z.enum(SUGGESTION_STATUSES, {
  error: 'status must be open, accepted, declined or withdrawn',
});
export type SuggestionStatus = z.infer<typeof suggestionStatusSchema>;

export const SUGGESTION_MSG = {
  notFound: 'Suggestion not found',
  ownPrompt: 'Edit your own prompt directly',
  unchanged: 'This suggestion changes nothing: it is the prompt as it is now',
  tooMany: `You can suggest at most ${SUGGESTIONS_PER_DAY} edits a day. Please try again tomorrow.`,
  /** By what the suggestion became: each a whole text, so that a translation words each its own way. */
  notOpen: {
    accepted: 'This suggestion is no longer open: it was accepted',
    declined: 'This suggestion is no longer open: it was declined',
    withdrawn: 'This suggestion is no longer open: it was withdrawn',
  } satisfies Record<Exclude<SuggestionStatus, 'open'>, string>,
  stale:
    'The prompt changed since this suggestion was made. Look at it against the current text, then accept it with force=true',
  messageRequired: 'Message must say what you changed and why',
  messageMax: `Message must be at most ${SUGGESTION_MESSAGE_MAX} characters`,
  reasonMax: `Reason must be at most ${SUGGESTION_MESSAGE_MAX} characters`,
} as const;

/** The `error` of the 409 of accepting a suggestion made before the prompt's latest version. */
export const SUGGESTION_STALE_ERROR = 'PromptChanged';

const id = z.number().int().positive();
const isoDate = z.string().describe('ISO 8601 date-time');

/** `POST /api/prompts/{id}/suggestions`: the prompt's own fields as on edit (no images), and a message. */
export const suggestionInputSchema = promptFormSchema.omit({ imageUrls: true }).extend({
  message: z
    .string({ error: SUGGESTION_MSG.messageRequired })
    .trim()
    .min(1, SUGGESTION_MSG.messageRequired)
    .max(SUGGESTION_MESSAGE_MAX, SUGGESTION_MSG.messageMax),
});
export type SuggestionInput = z.input<typeof suggestionInputSchema>;
export type SuggestionFormInput = z.infer<typeof suggestionInputSchema>;

/** `POST /api/suggestions/{sid}/decline`: an optional reason, kept with the suggestion. */
export const declineInputSchema = z.object({
  reason: z.string().trim().max(SUGGESTION_MESSAGE_MAX, SUGGESTION_MSG.reasonMax).nullable().optional(),
});
export type DeclineInput = z.input<typeof declineInputSchema>;

export const suggestionSchema = z.object({
  id,
  promptId: id,
  promptTitle: z.string().describe("The prompt's current title"),
  baseVersion: z.number().int().describe('The version of the prompt the suggestion was made against'),
  status: suggestionStatusSchema,
  author: z.object({ id, username: z.string() }),
  message: z.string(),
  title: z.string(),
  content: z.string(),
  previewText: z.string().nullable(),
  categories: z.array(z.string()),
  tags: z.array(z.string()),
  declineReason: z.string().nullable().describe('Why it was declined, when a reason was given'),
  decidedAt: isoDate.nullable().describe('When it was accepted, declined or withdrawn'),
  createdAt: isoDate,
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const suggestionPageSchema = z.object({
  list: z.array(suggestionSchema),
  totalCount: z.number().int(),
});
export type SuggestionPage = z.infer<typeof suggestionPageSchema>;

/** A prompt's suggestions, newest first, paged like the other lists; every status unless one is named. */
export const suggestionListQuerySchema = pagingQuerySchema.extend({
  status: suggestionStatusSchema.optional(),
});
export type SuggestionListQuery = z.input<typeof suggestionListQuerySchema>;

export const SUGGESTION_BOXES = ['received', 'sent'] as const;
export type SuggestionBox = (typeof SUGGESTION_BOXES)[number];

/**
 * `GET /api/suggestions`: `received`, suggestions on the prompts the caller owns or may edit through a
 * share (open ones unless a status is named); `sent`, the caller's own (every status unless named).
 */
export const suggestionInboxQuerySchema = suggestionListQuerySchema.extend({
  box: z.enum(SUGGESTION_BOXES, { error: 'box must be received or sent' }).default('received'),
});
export type SuggestionInboxQuery = z.input<typeof suggestionInboxQuerySchema>;

export const acceptQuerySchema = z.object({
  force: z
    .enum(['true', 'false'], { error: 'force must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
});

export const suggestionIdParamSchema = z.object({
  sid: z.coerce
    .number({ error: 'sid must be a positive whole number' })
    .int('sid must be a positive whole number')
    .positive('sid must be a positive whole number'),
});
