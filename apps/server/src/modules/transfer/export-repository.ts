// All SQL of exports: which prompts a scope selects, read oldest first in keyset batches
// (`id > last id of the previous batch`, by the primary key), so that an export of any size holds one
// batch in memory and a deep batch costs what the first one does. No transaction spans the batches:
// on the embedded engine it would hold the one connection for the whole download, so a prompt
// changed while an export runs appears as it was when its batch was read.
import type { ExportScope, Prompt } from '@prompt-lib/contract';
import { and, asc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, prompts, savedPrompts, tags } from '../../db/schema.ts';
import { isStorableId, withoutNul } from '../../db/values.ts';
import { inCategory, withTag } from '../prompts/list-repository.ts';
import { selectPrompts, toPrompts } from '../prompts/prompt-rows.ts';
import { listedFor, type Reader, visibleTo } from '../prompts/visibility.ts';

export const EXPORT_BATCH_SIZE = 500;

/** What to export: `user` is required for the mine and saved scopes. */
export type ExportSelection = {
  scope: ExportScope;
  /** Who exports: the library is what they may see of it. */
  user: Reader;
  categoryId?: number;
  tagId?: number;
};

/** A category or tag id by id (all digits) or name (case-insensitively); null when there is none. */
export async function findTaxonomyId(
  db: Db,
  kind: 'category' | 'tag',
  idOrName: string,
): Promise<number | null> {
  const table = kind === 'category' ? categories : tags;
  const byId = /^\d+$/.test(idOrName);
  if (byId && !isStorableId(Number(idOrName))) return null;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(byId ? eq(table.id, Number(idOrName)) : sql`lower(${table.name}) = lower(${withoutNul(idOrName)})`)
    .limit(1);
  return row?.id ?? null;
}

function scopeFilter(selection: ExportSelection): SQL | undefined {
  const { scope, user } = selection;
  // The library: what the caller may see of it (anyone's, published).
  if (scope === 'library') return listedFor(user);
  if (!user) throw new Error(`the ${scope} scope needs a user`);
  if (scope === 'mine') return eq(prompts.createdBy, user.id);
  // Saves whose prompt the user can no longer see stay stored but are left out, as in the saved list.
  const saved = sql`(select ${savedPrompts.promptId} from ${savedPrompts} where ${savedPrompts.userId} = ${user.id})`;
  return and(inArray(prompts.id, saved), visibleTo(user));
}

/** The selected prompts, oldest (lowest id) first, a batch at a time. */
export async function* promptBatches(
  db: Db,
  selection: ExportSelection,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<Prompt[]> {
  const where = and(
    scopeFilter(selection),
    selection.categoryId === undefined ? undefined : inCategory(String(selection.categoryId)),
    selection.tagId === undefined ? undefined : withTag(String(selection.tagId)),
  );
  let lastId = 0;
  for (;;) {
    const rows = await selectPrompts(db)
      .where(and(where, gt(prompts.id, lastId)))
      .orderBy(asc(prompts.id))
      .limit(batchSize);
    if (rows.length > 0) yield toPrompts(rows, selection.user);
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    lastId = last.id;
  }
}
