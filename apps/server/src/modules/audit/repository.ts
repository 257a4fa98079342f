// The audit log: what happened to accounts, sessions, invitations, tokens and settings, by whom and
// from where. Written beside the change it records; a failure to write it never fails the request.
import type { AuditEntry, AuditType } from '@prompt-lib/contract';
import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema.ts';
import { withoutNul } from '../../db/values.ts';

export type AuditRecord = {
  type: AuditType;
  actorId?: number | null;
  ip?: string | null;
  /** What the event is about, as people read it: `user:12 alice@example.com`, `invitation:3`. */
  target?: string | null;
  /** Never a password or a secret. */
  details?: Record<string, unknown>;
};

export async function recordAudit(db: Db, record: AuditRecord, log?: FastifyBaseLogger): Promise<void> {
  try {
    await db.insert(auditLog).values({
      type: record.type,
      actorId: record.actorId ?? null,
      ip: record.ip ?? null,
      target: record.target ?? null,
      details: record.details ?? {},
    });
  } catch (error) {
    log?.error({ err: error, audit: record.type }, 'audit entry not written');
  }
}

/** `user:12 alice`: how an account is named in the log. */
export const userTarget = (user: { id: number; username?: string; email?: string }) =>
  `user:${user.id} ${user.username ?? user.email ?? ''}`.trim();

export type AuditFilter = { type?: string; actor?: string; from?: string; to?: string };

const EARLIEST = new Date('0001-01-01T00:00:00.000Z').getTime();
const LATEST = new Date('9999-12-31T23:59:59.999Z').getTime();

/**
 * A filter's date within years 1 to 9999, the dates whose ISO text PostgreSQL reads: an offset or the
 * day after can carry `0000-01-01` or `9999-12-31` past either end, and no entry is from beyond them.
 */
const storableDate = (date: Date) => new Date(Math.min(Math.max(date.getTime(), EARLIEST), LATEST));

function conditions(filter: AuditFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.type) parts.push(eq(auditLog.type, withoutNul(filter.type)));
  if (filter.actor) {
    const actor = withoutNul(filter.actor).toLowerCase();
    parts.push(sql`(lower(${users.username}) = ${actor} or lower(${users.email}) = ${actor})`);
  }
  if (filter.from) parts.push(gte(auditLog.at, storableDate(new Date(filter.from))));
  // A bare date as `to` means to the end of that day.
  if (filter.to) {
    const day = new Date(filter.to);
    if (/^\d{4}-\d\d-\d\d$/.test(filter.to)) day.setUTCDate(day.getUTCDate() + 1);
    const end = storableDate(day);
    parts.push(/^\d{4}-\d\d-\d\d$/.test(filter.to) ? lt(auditLog.at, end) : sql`${auditLog.at} <= ${end}`);
  }
  return parts.length > 0 ? and(...parts) : undefined;
}

const entryColumns = {
  id: auditLog.id,
  at: auditLog.at,
  type: auditLog.type,
  actorId: auditLog.actorId,
  actorName: users.username,
  ip: auditLog.ip,
  target: auditLog.target,
  details: auditLog.details,
};

type EntryRow = {
  id: number;
  at: Date;
  type: string;
  actorId: number | null;
  actorName: string | null;
  ip: string | null;
  target: string | null;
  details: unknown;
};

const toEntry = (row: EntryRow): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  type: row.type,
  actor: row.actorId !== null && row.actorName !== null ? { id: row.actorId, username: row.actorName } : null,
  ip: row.ip,
  target: row.target,
  details: (row.details ?? {}) as Record<string, unknown>,
});

/** Newest first. `size` null reads every matching entry (the CSV download). */
export async function listAudit(
  db: Db,
  filter: AuditFilter,
  page: number,
  size: number | null,
): Promise<{ list: AuditEntry[]; totalCount: number }> {
  const where = conditions(filter);
  const base = db
    .select(entryColumns)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where);
  const ordered = base.orderBy(desc(auditLog.at), desc(auditLog.id));
  const rows = size === null ? await ordered : await ordered.limit(size).offset(page * size);
  const [total] = await db
    .select({ n: count() })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where);
  return { list: rows.map(toEntry), totalCount: total?.n ?? 0 };
}

/** Deletes entries older than `days`; answers how many went. */
export async function pruneAudit(db: Db, days: number): Promise<number> {
  const rows = await db
    .delete(auditLog)
    .where(lt(auditLog.at, sql`now() - make_interval(days => ${days})`))
    .returning({ id: auditLog.id });
  return rows.length;
}
