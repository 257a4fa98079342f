// The daily clean-up of what issue 27 keeps only for a while: audit entries past
// AUDIT_RETENTION_DAYS, one-time links a day after they stopped working, and revoked sign-in tokens
// once they would have expired anyway. It runs once the server is up and then every day, on each
// instance (the deletes are idempotent).
import { lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { revokedSessions } from '../../db/schema.ts';
import { pruneLinks } from '../account/links.ts';
import { pruneAudit } from './repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function cleanUp(app: FastifyInstance): Promise<void> {
  await pruneAudit(app.db, app.config.auditRetentionDays);
  await pruneLinks(app.db);
  await app.db.delete(revokedSessions).where(lt(revokedSessions.expiresAt, sql`now()`));
}

export const retentionPlugin = fp(async (app: FastifyInstance) => {
  const run = () => cleanUp(app).catch((error) => app.log.error({ err: error }, 'clean-up failed'));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void run();
    timer = setInterval(run, DAY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
});
