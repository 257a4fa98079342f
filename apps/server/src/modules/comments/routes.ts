// Comments on a prompt (issue 29). Whoever may read the prompt (prompts/visibility.ts, through
// prompts/access.ts) reads its comments and, signed in, writes them; on a draft that is its owner and
// editors. A prompt the caller may not see answers 404 like an unknown one, and so do its comments.
// Only the author edits a comment; the author, the prompt's owner and admins delete it. A comment a
// moderator hid (modules/reports) is its author's and admins' alone (visibility.ts commentVisibleTo).
//
// The reads are not kept by the response cache: they are not a hot path, and an answer naming its
// authors would have to be forgotten at each change of a username or avatar as well as each comment.
// What lists show, the prompt's commentCount, lives in the prompt's row and is kept fresh with it.
import {
  commentIdParamSchema,
  commentInputSchema,
  commentPageQuerySchema,
  commentPageSchema,
  commentSchema,
  commentUpdateSchema,
  idParamSchema,
  SERVER_MSG,
} from '@prompt-lib/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, forbidden, notFound } from '../../http-errors.ts';
import { canManage, requireUser, signedIn } from '../../plugins/auth.ts';
import { bearerAuth, errorResponses } from '../docs/openapi.ts';
import { notifyComment } from '../notifications/events.ts';
import { checkAccess } from '../prompts/access.ts';
import { findPromptRow } from '../prompts/repository.ts';
import { canRead, canReadComment, type Reader } from '../prompts/visibility.ts';
import { commentEvent } from '../webhooks/events.ts';
import {
  addComment,
  type CommentRef,
  deleteComment,
  editComment,
  findCommentRef,
  listComments,
  listReplies,
} from './repository.ts';

const tags = ['comments'];

export const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The comment and its prompt's owner, if the reader may see its prompt; else the 404 of a miss. */
  async function reach(cid: number, reader: Reader): Promise<CommentRef & { ownerId: number | null }> {
    const comment = await findCommentRef(app.db, cid);
    const prompt = comment && (await findPromptRow(app.db, comment.promptId));
    const seen = comment && prompt && canRead(prompt, reader) && canReadComment(comment, reader);
    if (!comment || !prompt || !seen) throw notFound(SERVER_MSG.commentNotFound);
    return { ...comment, ownerId: prompt.createdBy };
  }

  app.get(
    '/prompts/:id/comments',
    {
      schema: {
        tags,
        summary: "A page of a prompt's top-level comments, oldest first, each with its number of replies",
        params: idParamSchema,
        querystring: commentPageQuerySchema,
        response: { 200: commentPageSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      await checkAccess(app.db, request.params.id, request.user, 'see');
      return listComments(app.db, request.params.id, request.query, request.user);
    },
  );

  app.post(
    '/prompts/:id/comments',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary:
          'Comment on a prompt the caller may read, or reply to one of its top-level comments (one level deep)',
        security: bearerAuth,
        params: idParamSchema,
        body: commentInputSchema,
        response: { 201: commentSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const author = requireUser(request);
      const promptId = request.params.id;
      const prompt = await checkAccess(app.db, promptId, author, 'see');
      const { body, parentId = null } = request.body;
      const outcome = await addComment(app.db, { promptId, authorId: author.id, body, parentId });
      if (outcome === 'no-prompt') throw notFound(SERVER_MSG.promptNotFound);
      if (outcome === 'no-parent') throw badRequest(SERVER_MSG.commentParentNotFound);
      if (outcome === 'reply-to-reply') throw badRequest(SERVER_MSG.replyToReply);
      await commentEvent(request, prompt, { id: outcome.id, parentId: outcome.parentId, body: outcome.body });
      await notifyComment(request, prompt, outcome, author.id);
      return reply.code(201).send(outcome);
    },
  );

  app.get(
    '/comments/:cid/replies',
    {
      schema: {
        tags,
        summary: "A page of a comment's replies, oldest first",
        params: commentIdParamSchema,
        querystring: commentPageQuerySchema,
        response: { 200: commentPageSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const comment = await reach(request.params.cid, request.user);
      return listReplies(app.db, comment.id, request.query, request.user);
    },
  );

  app.put(
    '/comments/:cid',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Change the body of a comment (its author only); sets editedAt',
        security: bearerAuth,
        params: commentIdParamSchema,
        body: commentUpdateSchema,
        response: { 200: commentSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      const comment = await reach(request.params.cid, caller);
      if (comment.authorId !== caller.id) throw forbidden();
      const edited = await editComment(app.db, comment.id, request.body.body);
      if (!edited) throw notFound(SERVER_MSG.commentNotFound);
      const prompt = await findPromptRow(app.db, comment.promptId);
      if (prompt) await notifyComment(request, prompt, edited, caller.id, true);
      return edited;
    },
  );

  app.delete(
    '/comments/:cid',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: "Delete a comment and its replies (its author, the prompt's owner or an admin)",
        security: bearerAuth,
        params: commentIdParamSchema,
        response: { 204: z.void().describe('Deleted'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const caller = requireUser(request);
      const comment = await reach(request.params.cid, caller);
      if (comment.authorId !== caller.id && !canManage(caller, comment.ownerId)) throw forbidden();
      if (!(await deleteComment(app.db, comment.id))) throw notFound(SERVER_MSG.commentNotFound);
      return reply.code(204).send();
    },
  );
};
