// Comments on prompts (issue 29): all their SQL. Top-level comments and a comment's replies are read a
// page at a time, oldest first, each with its author and its number of replies. Who may read or write
// them is decided by the routes through the prompt's visibility (prompts/access.ts); the prompt's
// comment_count is kept by a trigger on every insert and delete (migration 0039), never here.
import type { Comment, CommentPage } from '@prompt-lib/contract';
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { promptComments, users } from '../../db/schema.ts';
import { isStorableId, withoutNul } from '../../db/values.ts';
import { commentVisibleTo, type Reader } from '../prompts/visibility.ts';

type Paging = { page: number; size: number };

/** What the rules read of a comment: its prompt, its author, whether it is a reply and whether hidden. */
export type CommentRef = {
  id: number;
  promptId: number;
  authorId: number;
  parentId: number | null;
  hiddenAt: Date | null;
};

/** Its replies others see: a reply a moderator hid is counted for nobody. */
const replyCount = sql<number>`(select count(*)::int from prompt_comments r
  where r.parent_id = ${promptComments.id} and r.hidden_at is null)`;

const commentColumns = {
  id: promptComments.id,
  authorId: promptComments.authorId,
  username: users.username,
  avatarUrl: users.avatarUrl,
  body: promptComments.body,
  createdAt: promptComments.createdAt,
  editedAt: promptComments.editedAt,
  parentId: promptComments.parentId,
  replyCount,
  hiddenAt: promptComments.hiddenAt,
  hiddenNote: promptComments.hiddenNote,
};

type CommentRow = {
  id: number;
  authorId: number;
  username: string;
  avatarUrl: string | null;
  body: string;
  createdAt: Date;
  editedAt: Date | null;
  parentId: number | null;
  replyCount: number;
  hiddenAt: Date | null;
  hiddenNote: string | null;
};

// Only its author and admins read a hidden comment (commentVisibleTo), so whoever is answered may know.
const toComment = (row: CommentRow): Comment => ({
  id: row.id,
  author: { id: row.authorId, username: row.username, avatarUrl: row.avatarUrl },
  body: row.body,
  createdAt: row.createdAt.toISOString(),
  editedAt: row.editedAt?.toISOString() ?? null,
  parentId: row.parentId,
  replyCount: row.replyCount,
  ...(row.hiddenAt ? { moderation: { hiddenAt: row.hiddenAt.toISOString(), note: row.hiddenNote } } : {}),
});

const selectComments = (db: Db) =>
  db.select(commentColumns).from(promptComments).innerJoin(users, eq(users.id, promptComments.authorId));

async function pageOf(db: Db, where: SQL | undefined, { page, size }: Paging): Promise<CommentPage> {
  const [rows, [counted]] = await Promise.all([
    selectComments(db)
      .where(where)
      .orderBy(asc(promptComments.createdAt), asc(promptComments.id))
      .limit(size)
      .offset(page * size),
    db.select({ n: sql<number>`count(*)::int` }).from(promptComments).where(where),
  ]);
  return { list: rows.map(toComment), totalCount: counted?.n ?? 0 };
}

/** A page of the prompt's top-level comments the reader sees, oldest first. */
export const listComments = (db: Db, promptId: number, paging: Paging, reader: Reader) =>
  pageOf(
    db,
    and(eq(promptComments.promptId, promptId), isNull(promptComments.parentId), commentVisibleTo(reader)),
    paging,
  );

/** A page of a comment's replies the reader sees, oldest first (a reply has none). */
export const listReplies = (db: Db, parentId: number, paging: Paging, reader: Reader) =>
  pageOf(db, and(eq(promptComments.parentId, parentId), commentVisibleTo(reader)), paging);

export async function findCommentRef(db: Db, id: number): Promise<CommentRef | null> {
  if (!isStorableId(id)) return null;
  const [row] = await db
    .select({
      id: promptComments.id,
      promptId: promptComments.promptId,
      authorId: promptComments.authorId,
      parentId: promptComments.parentId,
      hiddenAt: promptComments.hiddenAt,
    })
    .from(promptComments)
    .where(eq(promptComments.id, id));
  return row ?? null;
}

async function readComment(db: Db, id: number): Promise<Comment | null> {
  const [row] = await selectComments(db).where(eq(promptComments.id, id));
  return row ? toComment(row) : null;
}

export type AddOutcome = Comment | 'no-prompt' | 'no-parent' | 'reply-to-reply';

/**
 * Adds `authorId`'s comment to prompt `promptId`, or a reply to its top-level comment `parentId`. The
 * prompt's and the parent's rows are held (key share) until the insert commits, so a parallel delete
 * of either answers as a miss rather than breaking the foreign key.
 */
export function addComment(
  db: Db,
  input: { promptId: number; authorId: number; body: string; parentId: number | null },
): Promise<AddOutcome> {
  return db.transaction(async (tx): Promise<AddOutcome> => {
    const held = await queryRows(tx, sql`select 1 from prompts where id = ${input.promptId} for key share`);
    if (held.length === 0) return 'no-prompt';
    if (input.parentId !== null) {
      if (!isStorableId(input.parentId)) return 'no-parent';
      const [parent] = await tx
        .select({ promptId: promptComments.promptId, parentId: promptComments.parentId })
        .from(promptComments)
        .where(eq(promptComments.id, input.parentId))
        .for('key share');
      if (!parent || parent.promptId !== input.promptId) return 'no-parent';
      if (parent.parentId !== null) return 'reply-to-reply';
    }
    const [row] = await tx
      .insert(promptComments)
      .values({ ...input, body: withoutNul(input.body).trim() })
      .returning({ id: promptComments.id });
    if (!row) throw new Error('comment insert failed');
    const comment = await readComment(tx, row.id);
    if (!comment) throw new Error('comment insert failed');
    return comment;
  });
}

/** Its author's new body; sets editedAt. Null when it is gone. */
export async function editComment(db: Db, id: number, body: string): Promise<Comment | null> {
  const [row] = await db
    .update(promptComments)
    .set({ body: withoutNul(body).trim(), editedAt: sql`now()` })
    .where(eq(promptComments.id, id))
    .returning({ id: promptComments.id });
  return row ? readComment(db, row.id) : null;
}

/** Deletes the comment, and with a top-level one its replies (the foreign key cascades). */
export async function deleteComment(db: Db, id: number): Promise<boolean> {
  const removed = await db
    .delete(promptComments)
    .where(eq(promptComments.id, id))
    .returning({ id: promptComments.id });
  return removed.length > 0;
}
