// Reports and moderation (issue 29): a signed-in user reports a prompt, a comment or a collection;
// admins work the queue and dismiss the report, hide the target (it leaves every read but its owner's
// and admins') or delete it (server modules/reports). Texts, limits and schemas for server and web.
import { z } from 'zod';
import { pagingQuerySchema } from './schemas.ts';

export const REPORT_TARGET_TYPES = ['prompt', 'comment', 'collection'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const REPORT_REASONS = ['spam', 'offensive', 'copyright', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_ACTIONS = ['dismiss', 'hide', 'delete'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

export const REPORT_STATUSES = ['open', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_DETAILS_MAX = 1000;
export const MODERATION_NOTE_MAX = 500;

/** How the web app names each reason (the report dialog's radios, the admins' queue). */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  offensive: 'Offensive or abusive',
  copyright: 'Copyright infringement',
  other: 'Something else',
};

export const REPORT_MSG = {
  targetType: 'targetType must be prompt, comment or collection',
  reason: 'reason must be spam, offensive, copyright or other',
  targetId: 'targetId must be a positive whole number',
  detailsMax: `Details must be at most ${REPORT_DETAILS_MAX} characters`,
  action: 'action must be dismiss, hide or delete',
  noteMax: `Note must be at most ${MODERATION_NOTE_MAX} characters`,
  status: 'status must be open or resolved',
  alreadyReported: 'You have already reported this. A moderator will look at it.',
  notFound: 'Report not found',
  targetNotFound: {
    prompt: 'Prompt not found',
    comment: 'Comment not found',
    collection: 'Collection not found',
  } satisfies Record<ReportTargetType, string>,
  alreadyResolved: 'This report is already resolved',
  notHidden: 'This is not hidden',
  hiddenNotice: 'Hidden by a moderator',
} as const;

const id = z.number().int().positive();
const isoDate = z.string().describe('ISO 8601 date-time');

const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .optional()
    .transform((text) => (text ? text : undefined));

/** `POST /api/reports` (signed in): one open report per user and target; a second is a 409. */
export const reportInputSchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES, { error: REPORT_MSG.targetType }),
  targetId: z.number({ error: REPORT_MSG.targetId }).int(REPORT_MSG.targetId).positive(REPORT_MSG.targetId),
  reason: z.enum(REPORT_REASONS, { error: REPORT_MSG.reason }),
  details: optionalText(REPORT_DETAILS_MAX, REPORT_MSG.detailsMax),
});
export type ReportInput = z.input<typeof reportInputSchema>;

/** The report dialog (web): a reason and optional details, the server's rules. */
export const reportFormSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: 'Choose a reason' }),
  details: z.string().trim().max(REPORT_DETAILS_MAX, REPORT_MSG.detailsMax),
});
export type ReportFormInput = z.infer<typeof reportFormSchema>;

/** `POST /api/reports/{id}/resolve` (admins): what to do with the target; resolves every open report on it. */
export const reportResolveSchema = z.object({
  action: z.enum(REPORT_ACTIONS, { error: REPORT_MSG.action }),
  note: optionalText(MODERATION_NOTE_MAX, REPORT_MSG.noteMax).describe(
    'Shown to the owner of hidden content, with "Hidden by a moderator"',
  ),
});
export type ReportResolve = z.input<typeof reportResolveSchema>;

export const reportIdParamSchema = z.object({
  id: z.coerce
    .number({ error: 'id must be a positive whole number' })
    .int('id must be a positive whole number')
    .positive('id must be a positive whole number'),
});

/** `GET /api/reports` (admins): the open queue (default) or the resolved ones, oldest first, paged. */
export const reportListQuerySchema = pagingQuerySchema.extend({
  status: z.enum(REPORT_STATUSES, { error: REPORT_MSG.status }).default('open'),
});
export type ReportListQuery = z.input<typeof reportListQuerySchema>;

/** `DELETE /api/moderation/{targetType}/{targetId}` (admins): unhide. */
export const moderationTargetParamSchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES, { error: REPORT_MSG.targetType }),
  targetId: reportIdParamSchema.shape.id,
});

const userRef = z.object({ id, username: z.string() }).nullable();

export const reportTargetSchema = z.object({
  type: z.enum(REPORT_TARGET_TYPES),
  id,
  title: z
    .string()
    .nullable()
    .describe("A prompt's title, a collection's name or a comment's first words; null once it is deleted"),
  /** Where the web app shows it: the prompt (a comment's prompt) or the collection. */
  promptId: id.nullable(),
  owner: userRef.describe("Its owner (a comment's author); null once deleted"),
  hidden: z.boolean().describe('Whether a moderator hides it now'),
});

export const reportSchema = z.object({
  id,
  target: reportTargetSchema,
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  reporter: userRef,
  status: z.enum(REPORT_STATUSES),
  action: z.enum(REPORT_ACTIONS).nullable(),
  note: z.string().nullable(),
  resolvedBy: userRef,
  resolvedAt: isoDate.nullable(),
  createdAt: isoDate,
});
export type Report = z.infer<typeof reportSchema>;

export const reportPageSchema = z.object({ list: z.array(reportSchema), totalCount: z.number().int() });
export type ReportPage = z.infer<typeof reportPageSchema>;
