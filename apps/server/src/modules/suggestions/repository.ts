// Suggested edits (issue 29): all their SQL. A suggestion is read with its author's name and its
// prompt's current title; lists are newest first. Who may do what is decided by the routes through the
// prompt's visibility (prompts/access.ts); the received box's "prompts I edit" is the one rule written
// here in SQL, and suggestions.test.ts holds it to visibility.ts canEdit.
import {
  type Prompt,
  type PromptInput,
  SUGGESTIONS_PER_DAY,
  type Suggestion,
  type SuggestionPage,
  type SuggestionStatus,
} from '@prompt-lib/contract';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { changePrompts, type Db, queryRows } from '../../db/client.ts';
import { promptShares, promptSuggestions, prompts, users } from '../../db/schema.ts';
import { isStorableId } from '../../db/values.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { updatePrompt } from '../prompts/repository.ts';
import { visibleTo } from '../prompts/visibility.ts';

type Paging = { page: number; size: number };

/** The fields a suggestion proposes, as stored (names in their category's and tag's spelling). */
export type ProposedFields = Pick<PromptInput, 'title' | 'content' | 'categories' | 'tags'> & {
  previewText: string | null;
};

/** What the rules read of a suggestion: its prompt, its author and where it stands. */
export type SuggestionRef = { id: number; promptId: number; authorId: number; status: SuggestionStatus };

const suggestionColumns = {
  id: promptSuggestions.id,
  promptId: promptSuggestions.promptId,
  promptTitle: prompts.title,
  baseVersion: promptSuggestions.baseVersion,
  status: promptSuggestions.status,
  authorId: promptSuggestions.authorId,
  authorName: users.username,
  message: promptSuggestions.message,
  title: promptSuggestions.title,
  content: promptSuggestions.content,
  previewText: promptSuggestions.previewText,
  categories: promptSuggestions.categories,
  tags: promptSuggestions.tags,
  declineReason: promptSuggestions.declineReason,
  decidedAt: promptSuggestions.decidedAt,
  createdAt: promptSuggestions.createdAt,
};

type SuggestionRow = Omit<Suggestion, 'author' | 'decidedAt' | 'createdAt'> & {
  authorId: number;
  authorName: string;
  decidedAt: Date | null;
  createdAt: Date;
};

const toSuggestion = ({ authorId, authorName, decidedAt, createdAt, ...row }: SuggestionRow): Suggestion => ({
  ...row,
  author: { id: authorId, username: authorName },
  decidedAt: decidedAt?.toISOString() ?? null,
  createdAt: createdAt.toISOString(),
});

const selectSuggestions = (db: Db) =>
  db
    .select(suggestionColumns)
    .from(promptSuggestions)
    .innerJoin(users, eq(users.id, promptSuggestions.authorId))
    .innerJoin(prompts, eq(prompts.id, promptSuggestions.promptId));

async function pageOf(db: Db, where: SQL | undefined, { page, size }: Paging): Promise<SuggestionPage> {
  const [rows, [counted]] = await Promise.all([
    selectSuggestions(db)
      .where(where)
      .orderBy(desc(promptSuggestions.createdAt), desc(promptSuggestions.id))
      .limit(size)
      .offset(page * size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(promptSuggestions)
      .innerJoin(prompts, eq(prompts.id, promptSuggestions.promptId))
      .where(where),
  ]);
  return { list: rows.map(toSuggestion), totalCount: counted?.n ?? 0 };
}

const withStatus = (status: SuggestionStatus | undefined) =>
  status ? eq(promptSuggestions.status, status) : undefined;

/** A page of a prompt's suggestions, newest first: all of them, or only `authorId`'s. */
export const listForPrompt = (
  db: Db,
  promptId: number,
  filter: { authorId: number | null; status?: SuggestionStatus },
  paging: Paging,
) =>
  pageOf(
    db,
    and(
      eq(promptSuggestions.promptId, promptId),
      filter.authorId === null ? undefined : eq(promptSuggestions.authorId, filter.authorId),
      withStatus(filter.status),
    ),
    paging,
  );

/**
 * The prompts `user` edits as their owner or through a share to edit (by name or a group of theirs):
 * visibility.ts's editors without the admin's reach over every prompt, which the received box leaves out.
 */
const editedBy = (user: Pick<AuthUser, 'id' | 'groupIds'>): SQL =>
  sql`(${prompts.createdBy} = ${user.id} or ${prompts.id} in (select ${promptShares.promptId}
    from ${promptShares} where ${promptShares.canEdit} and (${promptShares.userId} = ${user.id}
      or ${promptShares.groupId} = any(${`{${user.groupIds.join(',')}}`}::int[]))))`;

/** The received box (open unless `status` says) or the sent box (every status unless it says). */
export function listInbox(
  db: Db,
  user: AuthUser,
  query: { box: 'received' | 'sent'; status?: SuggestionStatus } & Paging,
): Promise<SuggestionPage> {
  const where =
    query.box === 'received'
      ? and(editedBy(user), eq(promptSuggestions.status, query.status ?? 'open'))
      : // One's own suggestions on prompts one may still see: a prompt made private since is not shown.
        and(eq(promptSuggestions.authorId, user.id), visibleTo(user), withStatus(query.status));
  return pageOf(db, where, query);
}

export async function findSuggestionRef(db: Db, id: number): Promise<SuggestionRef | null> {
  if (!isStorableId(id)) return null;
  const [row] = await db
    .select({
      id: promptSuggestions.id,
      promptId: promptSuggestions.promptId,
      authorId: promptSuggestions.authorId,
      status: promptSuggestions.status,
    })
    .from(promptSuggestions)
    .where(eq(promptSuggestions.id, id));
  return row ?? null;
}

export async function readSuggestion(db: Db, id: number): Promise<Suggestion | null> {
  const [row] = await selectSuggestions(db).where(eq(promptSuggestions.id, id));
  return row ? toSuggestion(row) : null;
}

/** Any constant will do: with the author's id, the key that queues one author's new suggestions. */
const SUGGESTIONS_LOCK = 7_230_029;

export type AddOutcome = Suggestion | 'no-prompt' | 'too-many';

/**
 * Stores `authorId`'s suggestion on version `baseVersion` of the prompt, unless they have opened
 * SUGGESTIONS_PER_DAY in the last 24 hours, whatever became of them (withdrawing one gives no new
 * one). One author's suggestions queue on a lock, so parallel ones cannot pass the limit together;
 * the prompt's row is held (key share) until the insert commits, so a parallel delete answers a miss.
 */
export function addSuggestion(
  db: Db,
  input: ProposedFields & { promptId: number; authorId: number; baseVersion: number; message: string },
): Promise<AddOutcome> {
  return db.transaction(async (tx): Promise<AddOutcome> => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SUGGESTIONS_LOCK}, ${input.authorId})`);
    const [opened] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from prompt_suggestions
        where author_id = ${input.authorId} and created_at > now() - interval '24 hours'`,
    );
    if ((opened?.n ?? 0) >= SUGGESTIONS_PER_DAY) return 'too-many';
    const held = await queryRows(tx, sql`select 1 from prompts where id = ${input.promptId} for key share`);
    if (held.length === 0) return 'no-prompt';
    const [row] = await tx.insert(promptSuggestions).values(input).returning({ id: promptSuggestions.id });
    const added = row && (await readSuggestion(tx, row.id));
    if (!added) throw new Error('suggestion insert failed');
    return added;
  });
}

/** What a suggestion became once it is no longer open. */
type ClosedStatus = Exclude<SuggestionStatus, 'open'>;

export type DecideOutcome = Suggestion | { notOpen: ClosedStatus } | null;

/**
 * Closes an open suggestion as `declined` (with its reason) or `withdrawn`. A suggestion no longer
 * open answers where it stands; one that is gone, null.
 */
export async function closeSuggestion(
  db: Db,
  id: number,
  close: { status: 'declined'; reason: string | null; by: number } | { status: 'withdrawn'; by: number },
): Promise<DecideOutcome> {
  const [row] = await db
    .update(promptSuggestions)
    .set({
      status: close.status,
      declineReason: close.status === 'declined' ? close.reason : null,
      decidedBy: close.by,
      decidedAt: sql`now()`,
    })
    .where(and(eq(promptSuggestions.id, id), eq(promptSuggestions.status, 'open')))
    .returning({ id: promptSuggestions.id });
  if (row) return readSuggestion(db, row.id);
  const found = await findSuggestionRef(db, id);
  if (!found) return null;
  // Not open, or the update above would have closed it: no suggestion is ever opened again.
  if (found.status === 'open') throw new Error(`suggestion ${id} is open but could not be closed`);
  return { notOpen: found.status };
}

export type AcceptOutcome = Prompt | { notOpen: ClosedStatus } | 'stale' | null;

/**
 * Applies an open suggestion as the prompt's new content through the prompt's own update, so it is
 * checked, counted and recorded as an edit is: the version credits the suggestion's author as its
 * editor and `accepter` as who accepted it; the prompt keeps its images and who sees it. Unless
 * `force`, a prompt that moved past the suggestion's base version is `stale`. The suggestion's row
 * is locked and the prompt's version read under the prompt-writes lock, so the check, the edit and
 * the suggestion's new status go together. Null when the suggestion or its prompt is gone.
 */
export function acceptSuggestion(
  db: Db,
  id: number,
  accepter: AuthUser,
  force: boolean,
): Promise<AcceptOutcome> {
  return changePrompts(db, async (tx): Promise<AcceptOutcome> => {
    const [suggestion] = await tx
      .select()
      .from(promptSuggestions)
      .where(eq(promptSuggestions.id, id))
      .for('update');
    if (!suggestion) return null;
    if (suggestion.status !== 'open') return { notOpen: suggestion.status };
    const [current] = await tx
      .select({ version: prompts.version, imageUrls: prompts.imageUrls })
      .from(prompts)
      .where(eq(prompts.id, suggestion.promptId));
    if (!current) return null;
    if (!force && current.version !== suggestion.baseVersion) return 'stale';
    const { title, content, previewText, categories, tags } = suggestion;
    const input: PromptInput = {
      title,
      content,
      previewText,
      categories,
      tags,
      imageUrls: current.imageUrls,
    };
    const credit = { editorId: suggestion.authorId, acceptedBy: accepter.id };
    const prompt = await updatePrompt(tx, suggestion.promptId, input, accepter, {}, credit);
    if (!prompt) return null;
    await tx
      .update(promptSuggestions)
      .set({ status: 'accepted', decidedBy: accepter.id, decidedAt: sql`now()` })
      .where(eq(promptSuggestions.id, id));
    return prompt;
  });
}
