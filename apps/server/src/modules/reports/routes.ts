// Reports and moderation (issue 29). A signed-in user reports a prompt, a comment or a collection they
// may see (one they may not answers 404, like an unknown one); one open report per user and target, a
// second is a 409. Admins work the queue: each resolution closes every open report on the target and
// dismisses them (nothing else changes), hides the target (it leaves every read but its owner's and
// admins', prompts/visibility.ts) or deletes it as its owner's delete would. An admin shows a hidden
// target again with DELETE /moderation/{targetType}/{targetId}. Resolutions and unhiding are
// audit-logged; a new report is sent to webhooks as report.created.
import {
  moderationTargetParamSchema,
  REPORT_MSG,
  type ReportTargetType,
  reportIdParamSchema,
  reportInputSchema,
  reportListQuerySchema,
  reportPageSchema,
  reportResolveSchema,
  reportSchema,
} from '@prompt-lib/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { conflictOnDuplicate } from '../../db/unique-violation.ts';
import { conflict, notFound } from '../../http-errors.ts';
import { adminOnly, requireUser, signedIn } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/repository.ts';
import { deleteCollection, findSummary } from '../collections/repository.ts';
import { deleteComment, findCommentRef } from '../comments/repository.ts';
import { bearerAuth, errorResponses } from '../docs/openapi.ts';
import { notify } from '../notifications/notify.ts';
import { deletePrompt, findPromptRow } from '../prompts/repository.ts';
import { canRead, canReadComment, type Reader } from '../prompts/visibility.ts';
import { promptEvent, type ReportedFacts, reportEvent } from '../webhooks/events.ts';
import { closeReports, createReport, findReport, isHidden, listReports, setHidden } from './repository.ts';

const tags = ['reports'];
const security = bearerAuth;

type Target = { type: ReportTargetType; id: number };

/** The target as `reader` may see it, for the webhook; else the 404 of an unknown one. */
async function reach(db: Db, target: Target, reader: Reader): Promise<ReportedFacts> {
  const missing = notFound(REPORT_MSG.targetNotFound[target.type]);
  if (target.type === 'collection') {
    const collection = await findSummary(db, target.id, reader);
    if (!collection) throw missing;
    return { kind: 'collection', collection };
  }
  const comment = target.type === 'comment' ? await findCommentRef(db, target.id) : null;
  if (target.type === 'comment' && (!comment || !canReadComment(comment, reader))) throw missing;
  const prompt = await findPromptRow(db, comment?.promptId ?? target.id);
  if (!prompt || !canRead(prompt, reader)) throw missing;
  return { kind: 'prompt', prompt };
}

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/reports',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary:
          'Report a prompt, comment or collection the caller may see; a second open report of the same target by the same caller is a 409',
        security,
        body: reportInputSchema,
        response: { 201: reportSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const reporter = requireUser(request);
      const { targetType, targetId, reason, details } = request.body;
      const target = await reach(app.db, { type: targetType, id: targetId }, reporter);
      const id = await createReport(app.db, reporter.id, { targetType, targetId, reason, details }).catch(
        conflictOnDuplicate(REPORT_MSG.alreadyReported),
      );
      const report = await findReport(app.db, id);
      if (!report) throw notFound(REPORT_MSG.notFound);
      const facts = { id, targetType, targetId, reason, details: report.details };
      await reportEvent(request, facts, target);
      return reply.code(201).send(report);
    },
  );

  app.get(
    '/reports',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary:
          'A page of the queue (admins): open reports oldest first, or resolved ones most recently resolved first',
        security,
        querystring: reportListQuerySchema,
        response: { 200: reportPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listReports(app.db, request.query),
  );

  app.post(
    '/reports/:id/resolve',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary:
          'Resolve a report (admins): dismiss it, hide its target or delete it; closes every open report on the target',
        security,
        params: reportIdParamSchema,
        body: reportResolveSchema,
        response: { 200: reportSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const admin = requireUser(request);
      const report = await findReport(app.db, request.params.id);
      if (!report) throw notFound(REPORT_MSG.notFound);
      if (report.status !== 'open') throw conflict(REPORT_MSG.alreadyResolved);
      const { action } = request.body;
      const note = request.body.note ?? null;
      const target = { type: report.target.type, id: report.target.id };
      if (action === 'hide' && !(await setHidden(app.db, target, { note, by: admin.id })))
        throw notFound(REPORT_MSG.targetNotFound[target.type]);
      if (action === 'delete') await remove(target, request);
      const reporters = await closeReports(app.db, target, { action, note, resolvedBy: admin.id });
      await notify(request, [
        {
          type: 'report.resolved',
          actorId: admin.id,
          to: { userIds: reporters },
          promptId: report.target.promptId ?? null,
          reportId: report.id,
        },
      ]);
      await recordAudit(
        app.db,
        {
          type: 'report.resolved',
          actorId: admin.id,
          ip: request.ip,
          target: `${target.type}:${target.id}`,
          details: { report: report.id, action, note, reason: report.reason, title: report.target.title },
        },
        request.log,
      );
      const resolved = await findReport(app.db, report.id);
      if (!resolved) throw notFound(REPORT_MSG.notFound);
      return resolved;
    },
  );

  /** Deletes the target as its owner's delete would (with a prompt's prompt.deleted event). */
  async function remove(target: Target, request: Parameters<typeof promptEvent>[0]): Promise<void> {
    const reached = await reach(app.db, target, request.user);
    if (target.type === 'prompt' && reached.kind === 'prompt') {
      if (await deletePrompt(app.db, target.id)) await promptEvent(request, 'prompt.deleted', reached.prompt);
    } else if (target.type === 'comment') await deleteComment(app.db, target.id);
    else await deleteCollection(app.db, target.id);
  }

  app.delete(
    '/moderation/:targetType/:targetId',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: 'Show again a prompt, comment or collection a moderator hid (admins)',
        security,
        params: moderationTargetParamSchema,
        response: { 204: z.void().describe('Shown again'), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const admin = requireUser(request);
      const target = { type: request.params.targetType, id: request.params.targetId };
      await reach(app.db, target, admin);
      if (!(await isHidden(app.db, target))) throw conflict(REPORT_MSG.notHidden);
      await setHidden(app.db, target, null);
      await recordAudit(
        app.db,
        {
          type: 'moderation.unhidden',
          actorId: admin.id,
          ip: request.ip,
          target: `${target.type}:${target.id}`,
        },
        request.log,
      );
      return reply.code(204).send();
    },
  );
};
