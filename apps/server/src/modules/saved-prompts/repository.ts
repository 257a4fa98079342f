// All SQL about saved prompts (bookmarks). A save whose prompt the user can no longer see (its owner
// made it a draft, or stopped sharing it) stays stored, so it comes back once they may see it again,
// but is left out of the list, the count and the check until then.
import type { PageQuery, SavedPrompt, SavedPromptPage } from '@prompt-lib/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { prompts, savedPrompts, users } from '../../db/schema.ts';
import { isStorableId } from '../../db/values.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { orderBy } from '../prompts/list-repository.ts';
import { promptColumns, toPrompts } from '../prompts/prompt-rows.ts';
import { type Reader, visibleTo } from '../prompts/visibility.ts';

const visibleSaves = (user: NonNullable<Reader>, where?: SQL) =>
  and(eq(savedPrompts.userId, user.id), visibleTo(user), where);

/** How many of the user's saves they can see: the list's totalElements, and the profile's count. */
export async function countSaved(db: Db, user: NonNullable<Reader>): Promise<number> {
  const [count] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(savedPrompts)
    .innerJoin(prompts, eq(prompts.id, savedPrompts.promptId))
    .where(visibleSaves(user));
  return count?.count ?? 0;
}

/** The user's saves with their prompts, in the order given; `where` narrows them. */
function selectSaved(db: Db, user: AuthUser, where?: SQL) {
  return db
    .select({ ...promptColumns, savedId: savedPrompts.id, savedAt: savedPrompts.createdAt })
    .from(savedPrompts)
    .innerJoin(prompts, eq(prompts.id, savedPrompts.promptId))
    .leftJoin(users, eq(users.id, prompts.createdBy))
    .where(visibleSaves(user, where))
    .$dynamic();
}

function toSaved(rows: Awaited<ReturnType<typeof selectSaved>>, user: AuthUser): SavedPrompt[] {
  const list = toPrompts(rows, user);
  return rows.flatMap((row, i) => {
    const prompt = list[i];
    return prompt ? [{ id: row.savedId, createdAt: row.savedAt.toISOString(), prompt }] : [];
  });
}

/** A page of the user's saves; `createdAt` sorts by when it was saved, newest first by default. */
export async function listSaved(db: Db, user: AuthUser, query: PageQuery): Promise<SavedPromptPage> {
  const totalElements = await countSaved(db, user);
  if (totalElements === 0) return { content: [], totalElements };
  const rows = await selectSaved(db, user)
    .orderBy(...orderBy(query.sort, { createdAt: savedPrompts.createdAt }))
    .limit(query.size)
    .offset(query.page * query.size);
  return { content: toSaved(rows, user), totalElements };
}

export async function findSaved(db: Db, user: AuthUser, promptId: number): Promise<SavedPrompt | null> {
  if (!isStorableId(promptId)) return null;
  const [saved] = toSaved(await selectSaved(db, user, eq(savedPrompts.promptId, promptId)), user);
  return saved ?? null;
}

export async function isSaved(db: Db, user: AuthUser, promptId: number): Promise<boolean> {
  if (!isStorableId(promptId)) return false;
  const rows = await db
    .select({ id: savedPrompts.id })
    .from(savedPrompts)
    .innerJoin(prompts, eq(prompts.id, savedPrompts.promptId))
    .where(visibleSaves(user, eq(savedPrompts.promptId, promptId)));
  return rows.length > 0;
}

/**
 * Saves a prompt the user can see; saving it again changes nothing. Null when the prompt does not
 * exist or is hidden from the user. The visibility check and the insert are one statement, so a
 * prompt deleted in between cannot turn into a foreign-key error.
 */
export async function savePrompt(
  db: Db,
  user: AuthUser,
  promptId: number,
): Promise<{ saved: SavedPrompt; created: boolean } | null> {
  if (!isStorableId(promptId)) return null;
  const inserted = await queryRows<{ id: number }>(
    db,
    sql`insert into ${savedPrompts} (user_id, prompt_id)
        select ${user.id}::int, ${prompts.id} from ${prompts}
        where ${and(eq(prompts.id, promptId), visibleTo(user))}
        on conflict do nothing
        returning id`,
  );
  const saved = await findSaved(db, user, promptId);
  return saved ? { saved, created: inserted.length > 0 } : null;
}

/** False when the prompt was not saved. */
export async function unsavePrompt(db: Db, user: AuthUser, promptId: number): Promise<boolean> {
  if (!isStorableId(promptId)) return false;
  const rows = await db
    .delete(savedPrompts)
    .where(and(eq(savedPrompts.userId, user.id), eq(savedPrompts.promptId, promptId)))
    .returning({ id: savedPrompts.id });
  return rows.length > 0;
}
