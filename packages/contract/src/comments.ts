// Comments on a prompt (issue 29): top-level comments, oldest first, each with one level of replies.
// Whoever may read the prompt reads and writes its comments (server modules/comments). Bodies are
// plain text: the web app shows them as typed, with http(s) links made clickable, never as HTML.
import { z } from 'zod';
import { COMMENT_BODY_MAX } from './limits.ts';
import { moderationSchema, pagingQuerySchema } from './schemas.ts';

const id = z.number().int().positive();

export const COMMENT_MSG = {
  notText: 'Comment must be text',
  empty: 'Comment must not be empty',
  tooLong: `Comment must be at most ${COMMENT_BODY_MAX} characters`,
} as const;

export const commentBodySchema = z
  .string({ error: COMMENT_MSG.notText })
  .trim()
  .min(1, COMMENT_MSG.empty)
  .max(COMMENT_BODY_MAX, COMMENT_MSG.tooLong)
  // The server drops U+0000 before storing (PostgreSQL text cannot hold it): nothing else is no comment.
  .refine((body) => body.replaceAll('\u0000', '').trim() !== '', COMMENT_MSG.empty);

export const commentAuthorSchema = z.object({
  id,
  username: z.string(),
  avatarUrl: z.string().nullable(),
});

export const commentSchema = z.object({
  id,
  author: commentAuthorSchema,
  body: z.string().describe('Plain text, as its author typed it (trimmed)'),
  createdAt: z.string().describe('ISO 8601 date-time'),
  editedAt: z.string().nullable().describe('When its author last changed it; null if never'),
  parentId: id.nullable().describe('The comment it replies to; null for a top-level comment'),
  replyCount: z.number().int().describe('Its replies (always 0 for a reply)'),
  moderation: moderationSchema.optional(),
});
export type Comment = z.infer<typeof commentSchema>;

export const commentPageSchema = z.object({ list: z.array(commentSchema), totalCount: z.number().int() });
export type CommentPage = z.infer<typeof commentPageSchema>;

/** `POST /api/prompts/{id}/comments`: a comment, or a reply to a top-level comment of the same prompt. */
export const commentInputSchema = z.object({
  body: commentBodySchema,
  parentId: id.nullable().optional(),
});
export type CommentInput = z.input<typeof commentInputSchema>;

/** `PUT /api/comments/{cid}`: its author changes the body. */
export const commentUpdateSchema = z.object({ body: commentBodySchema });
export type CommentUpdate = z.input<typeof commentUpdateSchema>;

/** The comment form (web): one textarea, the same rule as the server's. */
export const commentFormSchema = commentUpdateSchema;
export type CommentFormInput = z.infer<typeof commentFormSchema>;

export const commentIdParamSchema = z.object({
  cid: z.coerce
    .number({ error: 'cid must be a positive whole number' })
    .int('cid must be a positive whole number')
    .positive('cid must be a positive whole number'),
});

/** Comments and replies are paged like the other lists (page 0-based, size 1–100), oldest first. */
export const commentPageQuerySchema = pagingQuerySchema;
export type CommentPageQuery = z.input<typeof commentPageQuerySchema>;
