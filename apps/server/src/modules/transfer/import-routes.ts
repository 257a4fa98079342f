// POST /api/import takes one file (multipart) or our JSON as the body; GET /api/import/{jobId} follows
// a job. The file is refused whole (400) when it is not one of the formats or is too long; otherwise
// a dry run or a small import answers its report at once, and a large one runs as a job (202) in this
// instance, its progress in the database so that any instance can answer for it.
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MSG,
  IMPORT_SYNC_ROWS_MAX,
  importAcceptedSchema,
  importJobParamSchema,
  importJobSchema,
  importQuerySchema,
} from '@prompt-lib/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, HttpError, notFound } from '../../http-errors.ts';
import { requireUser, signedIn } from '../../plugins/auth.ts';
import { bearerAuth, errorResponses } from '../docs/openapi.ts';
import { createJob, failJob, findJob, finishJob } from './import-repository.ts';
import { countRows, runImport } from './import-run.ts';
import { fileSource, type ImportSource, jsonSource } from './import-source.ts';

const tags = ['import and export'];

/** A running job not heard from for this long lost its instance. */
export const JOB_STALE_MS = 60_000;

type Upload = { source: ImportSource; cleanup: () => Promise<void> };

/** The uploaded file, saved to a temporary file so that CSV is read as a stream. */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) return { source: jsonSource(request.body), cleanup: async () => {} };
  const part = await request.file().catch(() => undefined);
  if (!part) throw badRequest(IMPORT_MSG.fileRequired);
  const folder = await mkdtemp(path.join(tmpdir(), 'promptlib-import-'));
  const cleanup = () => rm(folder, { recursive: true, force: true });
  try {
    const file = path.join(folder, 'upload');
    await pipeline(part.file, createWriteStream(file));
    if (part.file.truncated) throw new HttpError(413, IMPORT_MSG.tooLarge);
    return { source: await fileSource(file), cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { files: 1, fileSize: IMPORT_MAX_BYTES, fields: 10, parts: 10 } });
  const running = new Set<Promise<void>>();
  const shutdown = new AbortController();
  app.addHook('onClose', async () => {
    shutdown.abort();
    await Promise.allSettled(running);
  });

  app.post(
    '/import',
    {
      preValidation: signedIn,
      bodyLimit: IMPORT_MAX_BYTES,
      schema: {
        tags,
        summary:
          "Import prompts from one file (multipart `file`) or a JSON body: our JSON or CSV export, or prompts.chat's CSV. " +
          `A dry run or up to ${IMPORT_SYNC_ROWS_MAX} prompts answer the report (200); larger files run as a job (202)`,
        security: bearerAuth,
        consumes: ['multipart/form-data', 'application/json'],
        querystring: importQuerySchema,
        response: {
          200: importJobSchema,
          202: importAcceptedSchema,
          ...errorResponses(400, 401, 413),
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { dryRun, defaultCategory, defaultTag } = request.query;
      const { source, cleanup } = await readUpload(request);
      const { defaultVisibility } = app.settings.current();
      const options = { user, dryRun, defaultCategory, defaultTag, defaultVisibility };
      let inBackground = false;
      try {
        const total = await countRows(source);
        if (dryRun || total <= IMPORT_SYNC_ROWS_MAX) {
          // The metrics count the imports that write.
          const counted = dryRun ? null : app.metrics;
          const { report, processed } = await runImport(app.db, source, options).catch((error: unknown) => {
            // One refused (a default category the importer may not use) is the caller's, not a failure.
            if (!(error instanceof HttpError)) counted?.importEnded('at-once', null);
            throw error;
          });
          counted?.importEnded('at-once', report);
          return { status: 'done' as const, processed, total, report };
        }
        const jobId = await createJob(app.db, user.id, total);
        const job = runImport(app.db, source, { ...options, jobId, signal: shutdown.signal })
          .then(async ({ report, processed }) => {
            await finishJob(app.db, jobId, 'done', processed, report);
            app.metrics?.importEnded('background', report);
          })
          .catch(async (error) => {
            request.log.error({ err: error, jobId }, 'import job stopped');
            app.metrics?.importEnded('background', null);
            await failJob(app.db, jobId).catch(() => {});
          })
          .finally(async () => {
            running.delete(job);
            await cleanup();
          });
        running.add(job);
        inBackground = true;
        return reply.code(202).send({ jobId });
      } finally {
        if (!inBackground) await cleanup();
      }
    },
  );

  app.get(
    '/import/:jobId',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'An import job: running, done or failed, with its progress and report (importer and admins)',
        security: bearerAuth,
        params: importJobParamSchema,
        response: { 200: importJobSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const job = await findJob(app.db, request.params.jobId, requireUser(request), JOB_STALE_MS);
      if (!job) throw notFound(IMPORT_MSG.jobNotFound);
      return job;
    },
  );
};
