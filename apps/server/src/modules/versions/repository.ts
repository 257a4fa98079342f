// A prompt's history: every change of its content (title, content, preview text, categories, tags,
// images) through create, edit or restore is stored as the prompt then was (the prompt_snapshots view
// of migration 0014), numbered from 1. Flags, status, ratings and uses are not content and record nothing;
// nor does the production mark (issue 29), which is kept on the prompt and moved here.
import {
  type PromptVersion,
  type PromptVersionPage,
  type PromptVersionSummary,
  VERSION_FIELDS,
  type VersionField,
} from '@prompt-lib/contract';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Db, queryRows } from '../../db/client.ts';
import { categories, prompts, promptVersions, tags, users } from '../../db/schema.ts';
import { isStorableId, textArray } from '../../db/values.ts';

type Snapshot = {
  title: string;
  content: string;
  previewText: string | null;
  categories: string[];
  tags: string[];
  imageUrls: string[];
};

const sameSet = (a: string[], b: string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');
const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((item, i) => item === b[i]);

/** Which fields differ. Categories and tags are sets (their order is display order, not content). */
function changedFields(before: Snapshot, after: Snapshot): VersionField[] {
  const differs: Record<VersionField, boolean> = {
    title: before.title !== after.title,
    content: before.content !== after.content,
    previewText: before.previewText !== after.previewText,
    categories: !sameSet(before.categories, after.categories),
    tags: !sameSet(before.tags, after.tags),
    images: !sameList(before.imageUrls, after.imageUrls),
  };
  return VERSION_FIELDS.filter((field) => differs[field]);
}

/** Who a recorded change is credited to: its editor, and who accepted it when it was a suggestion. */
export type EditCredit = { editorId: number | null; acceptedBy?: number | null };

/** Stores the prompt's current content as its current version number (migration 0025). */
async function insertVersion(tx: Db, promptId: number, credit: EditCredit, changed: VersionField[]) {
  await tx.execute(sql`select record_prompt_version(${promptId}, ${textArray(changed)}, ${credit.editorId})`);
  if (credit.acceptedBy) {
    await tx.execute(sql`update prompt_versions set accepted_by = ${credit.acceptedBy}
      where prompt_id = ${promptId} and version = (select version from prompts where id = ${promptId})`);
  }
}

/**
 * After an edit has been written (in the same transaction): when the content differs from the newest
 * version, the prompt moves to the next version number, is marked updated, and that version is stored.
 * An edit that changes nothing records nothing and leaves updatedAt alone. The version is credited
 * to `credit.editorId`, and to `credit.acceptedBy` when it applies an accepted suggestion.
 */
export async function recordEdit(tx: Db, promptId: number, credit: EditCredit): Promise<void> {
  const [now] = await queryRows<Snapshot>(
    tx,
    sql`select title, content, preview_text as "previewText", categories, tags, image_urls as "imageUrls"
        from prompt_snapshots where prompt_id = ${promptId}`,
  );
  if (!now) return;
  const [last] = await tx
    .select()
    .from(promptVersions)
    .where(eq(promptVersions.promptId, promptId))
    .orderBy(desc(promptVersions.version))
    .limit(1);
  const changed = last ? changedFields(last, now) : [...VERSION_FIELDS];
  if (changed.length === 0) return;
  await tx.execute(sql`update prompts set version = version + 1, updated_at = now() where id = ${promptId}`);
  await insertVersion(tx, promptId, credit, changed);
}

const accepters = alias(users, 'accepters');

const versionColumns = {
  version: promptVersions.version,
  createdAt: promptVersions.createdAt,
  editorId: promptVersions.editedBy,
  editorName: users.username,
  accepterId: promptVersions.acceptedBy,
  accepterName: accepters.username,
  title: promptVersions.title,
  changed: promptVersions.changed,
};

type SummaryRow = {
  version: number;
  createdAt: Date;
  editorId: number | null;
  editorName: string | null;
  accepterId: number | null;
  accepterName: string | null;
  title: string;
  changed: string[];
};

const account = (id: number | null, username: string | null) =>
  id !== null && username !== null ? { id, username } : null;

const toSummary = (row: SummaryRow): PromptVersionSummary => ({
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  editedBy: account(row.editorId, row.editorName),
  acceptedBy: account(row.accepterId, row.accepterName),
  title: row.title,
  changed: VERSION_FIELDS.filter((field) => row.changed.includes(field)),
});

/** A page of a prompt's versions, newest first. */
export async function listVersions(
  db: Db,
  promptId: number,
  { page, size }: { page: number; size: number },
): Promise<PromptVersionPage> {
  const where = eq(promptVersions.promptId, promptId);
  const totalElements = await db.$count(promptVersions, where);
  const rows = await db
    .select(versionColumns)
    .from(promptVersions)
    .leftJoin(users, eq(users.id, promptVersions.editedBy))
    .leftJoin(accepters, eq(accepters.id, promptVersions.acceptedBy))
    .where(where)
    .orderBy(desc(promptVersions.version))
    .limit(size)
    .offset(page * size);
  return { content: rows.map(toSummary), totalElements };
}

export async function findVersion(db: Db, promptId: number, version: number): Promise<PromptVersion | null> {
  if (!isStorableId(version)) return null;
  const [row] = await db
    .select({
      ...versionColumns,
      content: promptVersions.content,
      previewText: promptVersions.previewText,
      categories: promptVersions.categories,
      tags: promptVersions.tags,
      imageUrls: promptVersions.imageUrls,
    })
    .from(promptVersions)
    .leftJoin(users, eq(users.id, promptVersions.editedBy))
    .leftJoin(accepters, eq(accepters.id, promptVersions.acceptedBy))
    .where(and(eq(promptVersions.promptId, promptId), eq(promptVersions.version, version)));
  if (!row) return null;
  const { content, previewText, categories, tags, imageUrls } = row;
  return { ...toSummary(row), content, previewText, categories, tags, imageUrls };
}

/** A version's content: what a read of the prompt at that version shows in place of the current one. */
export type VersionContent = Pick<
  PromptVersion,
  'version' | 'title' | 'content' | 'previewText' | 'categories' | 'tags' | 'imageUrls'
>;

/** The content of several prompts' versions at once, by prompt id (MCP's pages of production versions). */
export async function findContents(
  db: Db,
  wanted: { promptId: number; version: number }[],
): Promise<Map<number, VersionContent>> {
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      promptId: promptVersions.promptId,
      version: promptVersions.version,
      title: promptVersions.title,
      content: promptVersions.content,
      previewText: promptVersions.previewText,
      categories: promptVersions.categories,
      tags: promptVersions.tags,
      imageUrls: promptVersions.imageUrls,
    })
    .from(promptVersions)
    .where(
      or(
        ...wanted.map(({ promptId, version }) =>
          and(eq(promptVersions.promptId, promptId), eq(promptVersions.version, version)),
        ),
      ),
    );
  return new Map(rows.map(({ promptId, ...content }) => [promptId, content]));
}

/** Where the production mark was before a move and where it is after (null: on no version). */
export type MarkMove = { from: number | null; to: number | null };

/**
 * Puts the production mark on version `version` of the prompt (`mark`), off whichever version had it,
 * or takes it off that version (`!mark`; a version without it stays as it is, so that one editor's
 * removal never takes away the mark another has just moved). Null when the prompt has no such version.
 * The prompt's row is locked while it is read, so the move answers where the mark truly was.
 */
export async function moveProductionMark(
  db: Db,
  promptId: number,
  version: number,
  mark: boolean,
): Promise<MarkMove | null> {
  if (!isStorableId(promptId) || !isStorableId(version)) return null;
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ marked: number | null; known: boolean }>(
      tx,
      sql`select production_version as marked, exists(select 1 from prompt_versions
            where prompt_id = ${promptId} and version = ${version}) as known
          from prompts where id = ${promptId} for update`,
    );
    if (!row?.known) return null;
    const to = mark ? version : row.marked === version ? null : row.marked;
    if (to !== row.marked) {
      await tx.update(prompts).set({ productionVersion: to }).where(eq(prompts.id, promptId));
    }
    return { from: row.marked, to };
  });
}

/** Of `names`, those a category (or tag) still has, in that category's current spelling. */
export async function existingNames(db: Db, kind: 'category' | 'tag', names: string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const table = kind === 'category' ? categories : tags;
  const lowered = names.map((name) => name.toLowerCase());
  const rows = await db
    .select({ name: table.name })
    .from(table)
    .where(sql`lower(${table.name}) = any(${textArray(lowered)})`);
  return rows.map((row) => row.name);
}
