// Reports and moderation (issue 29): all their SQL. A report names its target by type and id (no
// foreign key: a report outlives its target, and the queue then shows it as deleted). Resolving closes
// every open report on the target at once; hiding writes when, why and by whom on the target's own row
// (hidden_at, hidden_note, hidden_by), which the visibility rule reads (prompts/visibility.ts).
import type {
  Report,
  ReportAction,
  ReportPage,
  ReportReason,
  ReportStatus,
  ReportTargetType,
} from '@prompt-lib/contract';
import { sql } from 'drizzle-orm';
import { changePrompts, type Db, queryRows } from '../../db/client.ts';
import { isStorableId, withoutNul } from '../../db/values.ts';

type Paging = { page: number; size: number };

/** The table of each kind of target, and the column naming its owner (a comment's author). */
const TARGET_TABLES: Record<ReportTargetType, { table: string; owner: string }> = {
  prompt: { table: 'prompts', owner: 'created_by' },
  comment: { table: 'prompt_comments', owner: 'author_id' },
  collection: { table: 'collections', owner: 'owner_id' },
};

type ReportRow = {
  id: number;
  targetType: ReportTargetType;
  targetId: number;
  reason: ReportReason;
  details: string | null;
  status: ReportStatus;
  action: ReportAction | null;
  note: string | null;
  resolvedAt: Date | string | null;
  createdAt: Date | string;
  reporterId: number | null;
  reporterName: string | null;
  resolverId: number | null;
  resolverName: string | null;
  title: string | null;
  promptId: number | null;
  ownerId: number | null;
  ownerName: string | null;
  hidden: boolean | null;
};

const iso = (value: Date | string) => new Date(value).toISOString();
const userRef = (id: number | null, username: string | null) =>
  id === null || username === null ? null : { id, username };

function toReport(row: ReportRow): Report {
  return {
    id: row.id,
    target: {
      type: row.targetType,
      id: row.targetId,
      title: row.title,
      promptId: row.promptId,
      owner: userRef(row.ownerId, row.ownerName),
      hidden: row.hidden === true,
    },
    reason: row.reason,
    details: row.details,
    reporter: userRef(row.reporterId, row.reporterName),
    status: row.status,
    action: row.action,
    note: row.note,
    resolvedBy: userRef(row.resolverId, row.resolverName),
    resolvedAt: row.resolvedAt === null ? null : iso(row.resolvedAt),
    createdAt: iso(row.createdAt),
  };
}

// The target as the queue shows it, whichever kind it is: null columns once it is deleted.
const selectReports = sql`select r.id, r.target_type as "targetType", r.target_id as "targetId", r.reason,
    r.details, r.status, r.action, r.note, r.resolved_at as "resolvedAt", r.created_at as "createdAt",
    reporter.id as "reporterId", reporter.username as "reporterName",
    resolver.id as "resolverId", resolver.username as "resolverName",
    t.title, t.prompt_id as "promptId", t.owner_id as "ownerId", owner.username as "ownerName", t.hidden
  from reports r
  left join users reporter on reporter.id = r.reporter_id
  left join users resolver on resolver.id = r.resolved_by
  left join lateral (
    select p.title, p.id as prompt_id, p.created_by as owner_id, p.hidden_at is not null as hidden
      from prompts p where r.target_type = 'prompt' and p.id = r.target_id
    union all
    select left(c.body, 140), c.prompt_id, c.author_id, c.hidden_at is not null
      from prompt_comments c where r.target_type = 'comment' and c.id = r.target_id
    union all
    select k.name, null, k.owner_id, k.hidden_at is not null
      from collections k where r.target_type = 'collection' and k.id = r.target_id
  ) t on true
  left join users owner on owner.id = t.owner_id`;

/** A page of the queue: open reports oldest first, resolved ones most recently resolved first. */
export async function listReports(db: Db, query: Paging & { status: ReportStatus }): Promise<ReportPage> {
  const order =
    query.status === 'open' ? sql`r.created_at, r.id` : sql`r.resolved_at desc nulls last, r.id desc`;
  const [rows, [counted]] = await Promise.all([
    queryRows<ReportRow>(
      db,
      sql`${selectReports} where r.status = ${query.status} order by ${order}
        limit ${query.size} offset ${query.page * query.size}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from reports where status = ${query.status}`),
  ]);
  return { list: rows.map(toReport), totalCount: counted?.n ?? 0 };
}

export async function findReport(db: Db, id: number): Promise<Report | null> {
  if (!isStorableId(id)) return null;
  const [row] = await queryRows<ReportRow>(db, sql`${selectReports} where r.id = ${id}`);
  return row ? toReport(row) : null;
}

export type ReportFields = {
  targetType: ReportTargetType;
  targetId: number;
  reason: ReportReason;
  details?: string | undefined;
};

/** The new open report's id; a second open one by the same reporter on the same target violates reports_open_once_idx. */
export async function createReport(db: Db, reporterId: number, fields: ReportFields): Promise<number> {
  const details = fields.details === undefined ? null : withoutNul(fields.details).trim() || null;
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into reports (target_type, target_id, reporter_id, reason, details)
      values (${fields.targetType}, ${fields.targetId}, ${reporterId}, ${fields.reason}, ${details})
      returning id`,
  );
  if (!row) throw new Error('report insert failed');
  return row.id;
}

/**
 * Closes every open report on the target with the action taken; answers the reporters whose reports it
 * closed (each once).
 */
export async function closeReports(
  db: Db,
  target: { type: ReportTargetType; id: number },
  resolution: { action: ReportAction; note: string | null; resolvedBy: number },
): Promise<number[]> {
  const rows = await queryRows<{ reporterId: number | null }>(
    db,
    sql`update reports set status = 'resolved', action = ${resolution.action}, note = ${resolution.note},
        resolved_by = ${resolution.resolvedBy}, resolved_at = now()
      where target_type = ${target.type} and target_id = ${target.id} and status = 'open'
      returning reporter_id as "reporterId"`,
  );
  return [...new Set(rows.flatMap((row) => (row.reporterId === null ? [] : [row.reporterId])))];
}

/**
 * Hides the target (`hiding`: when, with the moderator's note and id) or shows it again (null). A
 * prompt's change moves the kept counts (migration 0043), so it is made as every prompt change is
 * (changePrompts). Answers whether the target exists.
 */
export async function setHidden(
  db: Db,
  target: { type: ReportTargetType; id: number },
  hiding: { note: string | null; by: number } | null,
): Promise<boolean> {
  if (!isStorableId(target.id)) return false;
  const table = sql.raw(TARGET_TABLES[target.type].table);
  const values = hiding
    ? sql`hidden_at = now(), hidden_note = ${hiding.note === null ? null : withoutNul(hiding.note)}, hidden_by = ${hiding.by}`
    : sql`hidden_at = null, hidden_note = null, hidden_by = null`;
  const write = (tx: Db) =>
    queryRows<{ id: number }>(tx, sql`update ${table} set ${values} where id = ${target.id} returning id`);
  const rows = target.type === 'prompt' ? await changePrompts(db, write) : await write(db);
  return rows.length > 0;
}

/** Whether the target exists and a moderator hides it. */
export async function isHidden(db: Db, target: { type: ReportTargetType; id: number }): Promise<boolean> {
  if (!isStorableId(target.id)) return false;
  const table = sql.raw(TARGET_TABLES[target.type].table);
  const [row] = await queryRows<{ hidden: boolean }>(
    db,
    sql`select hidden_at is not null as hidden from ${table} where id = ${target.id}`,
  );
  return row?.hidden === true;
}
