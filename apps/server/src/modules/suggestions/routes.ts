// Suggested edits (issue 29). A signed-in account that may read a prompt (prompts/visibility.ts,
// through prompts/access.ts) but not edit it suggests an edit; its editors (owner, those it is shared
// with to edit, admins) read them all and accept or decline them; anyone else reads only their own.
// A prompt the caller may not see answers 404 like an unknown one, and so do its suggestions, as does
// someone else's suggestion to a caller who is not among the prompt's editors. Only its author
// withdraws a suggestion, and only while it is open.
//
// Accepting is the prompt's own update (prompts/repository.ts updatePrompt), recorded as a version
// crediting the author, with the accepter as `acceptedBy`; being a write, it ends the response cache's
// generation, and the prompts table's change trigger tells the other instances. The reads are not kept
// by the response cache: each caller's answer is their own.
import {
  acceptQuerySchema,
  declineInputSchema,
  idParamSchema,
  promptSchema,
  SERVER_MSG,
  SUGGESTION_MSG,
  SUGGESTION_STALE_ERROR,
  suggestionIdParamSchema,
  suggestionInboxQuerySchema,
  suggestionInputSchema,
  suggestionListQuerySchema,
  suggestionPageSchema,
  suggestionSchema,
} from '@prompt-lib/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withoutNul } from '../../db/values.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../http-errors.ts';
import { type AuthUser, requireUser, signedIn } from '../../plugins/auth.ts';
import { bearerAuth, errorResponses } from '../docs/openapi.ts';
import { notify } from '../notifications/notify.ts';
import { checkAccess } from '../prompts/access.ts';
import { checkSelfInclude } from '../prompts/includes.ts';
import { findPromptRow } from '../prompts/repository.ts';
import { canEdit, canRead } from '../prompts/visibility.ts';
import { suggestionEvent } from '../webhooks/events.ts';
import { changesNothing, proposedFields } from './proposal.ts';
import {
  acceptSuggestion,
  addSuggestion,
  closeSuggestion,
  type DecideOutcome,
  findSuggestionRef,
  listForPrompt,
  listInbox,
  readSuggestion,
  type SuggestionRef,
} from './repository.ts';

const tags = ['suggestions'];

const notOpen = (outcome: { notOpen: keyof typeof SUGGESTION_MSG.notOpen }) =>
  conflict(SUGGESTION_MSG.notOpen[outcome.notOpen]);

/** Its author hears that the suggestion was accepted or declined (notifications/notify.ts). */
const notifyDecision = (
  request: FastifyRequest,
  type: 'suggestion.accepted' | 'suggestion.declined',
  suggestion: SuggestionRef,
  actorId: number,
) =>
  notify(request, [
    {
      type,
      actorId,
      to: { userIds: [suggestion.authorId] },
      promptId: suggestion.promptId,
      suggestionId: suggestion.id,
    },
  ]);

export const suggestionRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * The suggestion, if the caller may see it: its prompt is one they may read, and they are among the
   * prompt's editors or its author; else the 404 of a miss. `editor` says which.
   */
  async function reach(sid: number, caller: AuthUser): Promise<SuggestionRef & { editor: boolean }> {
    const suggestion = await findSuggestionRef(app.db, sid);
    const prompt = suggestion && (await findPromptRow(app.db, suggestion.promptId));
    const editor = prompt ? canEdit(prompt, caller) : false;
    const seen = prompt && canRead(prompt, caller) && (editor || suggestion?.authorId === caller.id);
    if (!suggestion || !seen) throw notFound(SUGGESTION_MSG.notFound);
    return { ...suggestion, editor };
  }

  const decided = (outcome: DecideOutcome) => {
    if (!outcome) throw notFound(SUGGESTION_MSG.notFound);
    if ('notOpen' in outcome) throw notOpen(outcome);
    return outcome;
  };

  app.get(
    '/prompts/:id/suggestions',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary:
          "A page of a prompt's suggested edits, newest first: all of them for its owner, editors and admins, one's own for anyone else",
        security: bearerAuth,
        params: idParamSchema,
        querystring: suggestionListQuerySchema,
        response: { 200: suggestionPageSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      const prompt = await checkAccess(app.db, request.params.id, caller, 'see');
      const { status, ...paging } = request.query;
      const authorId = canEdit(prompt, caller) ? null : caller.id;
      return listForPrompt(app.db, prompt.id, { authorId, status }, paging);
    },
  );

  app.post(
    '/prompts/:id/suggestions',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary:
          'Suggest an edit of a prompt the caller may read but not edit: its title, content, preview text, categories and tags, with a message; at most 20 a day',
        security: bearerAuth,
        params: idParamSchema,
        body: suggestionInputSchema,
        response: { 201: suggestionSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      const author = requireUser(request);
      const prompt = await checkAccess(app.db, request.params.id, author, 'see');
      if (canEdit(prompt, author)) throw badRequest(SUGGESTION_MSG.ownPrompt);
      const proposed = await proposedFields(app.db, request.body);
      if (changesNothing(proposed, prompt)) throw badRequest(SUGGESTION_MSG.unchanged);
      const outcome = await addSuggestion(app.db, {
        ...proposed,
        promptId: prompt.id,
        authorId: author.id,
        baseVersion: prompt.version,
        message: withoutNul(request.body.message),
      });
      if (outcome === 'no-prompt') throw notFound(SERVER_MSG.promptNotFound);
      if (outcome === 'too-many') throw new HttpError(429, SUGGESTION_MSG.tooMany);
      await suggestionEvent(request, 'suggestion.created', prompt, { id: outcome.id, authorId: author.id });
      await notify(request, [
        {
          type: 'suggestion.received',
          actorId: author.id,
          to: { userIds: prompt.createdBy === null ? [] : [prompt.createdBy] },
          promptId: prompt.id,
          suggestionId: outcome.id,
        },
      ]);
      return reply.code(201).send(outcome);
    },
  );

  app.get(
    '/suggestions',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary:
          "The caller's suggestions inbox, newest first: `received`, on the prompts they own or may edit through a share (open ones unless `status` says), or `sent`, their own",
        security: bearerAuth,
        querystring: suggestionInboxQuerySchema,
        response: { 200: suggestionPageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => listInbox(app.db, requireUser(request), request.query),
  );

  app.post(
    '/suggestions/:sid/accept',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary:
          "Apply an open suggestion as the prompt's new version, credited to its author and accepted by the caller (owner, editors, admins); a 409 when the prompt changed since it was made, unless force=true",
        security: bearerAuth,
        params: suggestionIdParamSchema,
        querystring: acceptQuerySchema,
        response: { 200: promptSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      const suggestion = await reach(request.params.sid, caller);
      if (!suggestion.editor) throw forbidden();
      const proposed = await readSuggestion(app.db, suggestion.id);
      if (proposed) await checkSelfInclude(app.db, caller, { ...proposed, id: proposed.promptId });
      const outcome = await acceptSuggestion(app.db, suggestion.id, caller, request.query.force ?? false);
      if (!outcome) throw notFound(SUGGESTION_MSG.notFound);
      if (outcome === 'stale') throw new HttpError(409, SUGGESTION_MSG.stale, SUGGESTION_STALE_ERROR);
      if ('notOpen' in outcome) throw notOpen(outcome);
      await suggestionEvent(request, 'suggestion.accepted', outcome, suggestion);
      await notifyDecision(request, 'suggestion.accepted', suggestion, caller.id);
      return outcome;
    },
  );

  app.post(
    '/suggestions/:sid/decline',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary:
          'Decline an open suggestion, with an optional reason its author sees (owner, editors, admins)',
        security: bearerAuth,
        params: suggestionIdParamSchema,
        body: declineInputSchema.nullish(),
        response: { 200: suggestionSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      const suggestion = await reach(request.params.sid, caller);
      if (!suggestion.editor) throw forbidden();
      const reason = withoutNul(request.body?.reason ?? '') || null;
      const declined = decided(
        await closeSuggestion(app.db, suggestion.id, { status: 'declined', reason, by: caller.id }),
      );
      await notifyDecision(request, 'suggestion.declined', suggestion, caller.id);
      return declined;
    },
  );

  app.delete(
    '/suggestions/:sid',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Withdraw an open suggestion (its author only); it stays, as withdrawn',
        security: bearerAuth,
        params: suggestionIdParamSchema,
        response: { 204: z.void().describe('Withdrawn'), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const caller = requireUser(request);
      const suggestion = await reach(request.params.sid, caller);
      if (suggestion.authorId !== caller.id) throw forbidden();
      decided(await closeSuggestion(app.db, suggestion.id, { status: 'withdrawn', by: caller.id }));
      return reply.code(204).send();
    },
  );
};
