// One prompt at a time: read, create, replace, delete, and the admin flags and status. Writes that
// touch categories or tags refresh taxonomy_text in the same transaction, so search sees them at once.
import { type Prompt, type PromptInput, type PromptStatus, SERVER_MSG } from '@prompt-lib/contract';
import { eq, sql } from 'drizzle-orm';
import { changePrompts, type Db, queryRows } from '../../db/client.ts';
import { categories, promptCategories, prompts, promptTags, tags } from '../../db/schema.ts';
import { refreshTaxonomyText } from '../../db/taxonomy.ts';
import { isStorableId, withoutNul } from '../../db/values.ts';
import { badRequest } from '../../http-errors.ts';
import { recordEdit, recordFirstVersion } from '../versions/repository.ts';
import type { PromptFlag } from './list-repository.ts';
import { selectPrompts, toPrompts } from './prompt-rows.ts';

export async function findPrompt(db: Db, id: number): Promise<Prompt | null> {
  if (!isStorableId(id)) return null;
  const rows = await selectPrompts(db).where(eq(prompts.id, id));
  const [prompt] = await toPrompts(db, rows);
  return prompt ?? null;
}

/** Just what an access check needs, without loading names. */
export async function findPromptAccess(
  db: Db,
  id: number,
): Promise<{ status: string; createdBy: number | null } | null> {
  if (!isStorableId(id)) return null;
  const [row] = await db
    .select({ status: prompts.status, createdBy: prompts.createdBy })
    .from(prompts)
    .where(eq(prompts.id, id));
  return row ?? null;
}

/**
 * Ids of the named categories or tags, matched case-insensitively. An unknown name is the client's
 * mistake: it throws a 400, which also rolls back the surrounding transaction.
 */
async function idsByName(
  db: Db,
  table: typeof categories | typeof tags,
  names: string[],
  unknown: (name: string) => string,
): Promise<number[]> {
  const wanted = [...new Set(names.map(withoutNul))];
  // None: a restore whose categories (or tags) were all deleted since, as were the prompt's own.
  if (wanted.length === 0) return [];
  const values = sql.join(
    wanted.map((name) => sql`(${name})`),
    sql`, `,
  );
  const found = await queryRows<{ name: string; id: number | null }>(
    db,
    sql`select v.name, t.id from (values ${values}) as v(name) left join ${table} t on lower(t.name) = lower(v.name)`,
  );
  const ids = new Set<number>();
  for (const row of found) {
    if (row.id === null) throw badRequest(unknown(row.name));
    ids.add(row.id);
  }
  return [...ids];
}

function promptFields(input: PromptInput) {
  return {
    title: withoutNul(input.title),
    content: withoutNul(input.content),
    // An emptied preview is no preview: the detail screen shows its Overview only when present.
    previewText: input.previewText ? withoutNul(input.previewText) : null,
    imageUrls: (input.imageUrls ?? []).map(withoutNul),
  };
}

async function linkTaxonomy(db: Db, promptId: number, input: PromptInput): Promise<void> {
  const categoryIds = await idsByName(db, categories, input.categories, SERVER_MSG.unknownCategory);
  const tagIds = await idsByName(db, tags, input.tags, SERVER_MSG.unknownTag);
  await db.delete(promptCategories).where(eq(promptCategories.promptId, promptId));
  await db.delete(promptTags).where(eq(promptTags.promptId, promptId));
  if (categoryIds.length > 0) {
    await db.insert(promptCategories).values(categoryIds.map((categoryId) => ({ promptId, categoryId })));
  }
  if (tagIds.length > 0) await db.insert(promptTags).values(tagIds.map((tagId) => ({ promptId, tagId })));
  await refreshTaxonomyText(db, [promptId]);
}

export async function createPrompt(db: Db, input: PromptInput, userId: number): Promise<Prompt> {
  const id = await changePrompts(db, async (tx) => {
    const [row] = await tx
      .insert(prompts)
      .values({ ...promptFields(input), createdBy: userId })
      .returning({ id: prompts.id });
    if (!row) throw new Error('prompt insert returned no row');
    await linkTaxonomy(tx, row.id, input);
    await recordFirstVersion(tx, row.id, userId);
    return row.id;
  });
  const created = await findPrompt(db, id);
  if (!created) throw new Error('created prompt not found');
  return created;
}

/**
 * PUT replaces the prompt's editable fields: an optional field left out (previewText, imageUrls)
 * is cleared, as the edit form always sends the whole prompt. A change is recorded as a new version
 * by `editorId` (and moves updatedAt); a PUT that changes nothing records nothing.
 */
export async function updatePrompt(
  db: Db,
  id: number,
  input: PromptInput,
  editorId: number,
): Promise<Prompt | null> {
  if (!isStorableId(id)) return null;
  const updated = await changePrompts(db, async (tx) => {
    const [row] = await tx
      .update(prompts)
      .set(promptFields(input))
      .where(eq(prompts.id, id))
      .returning({ id: prompts.id });
    if (!row) return false;
    await linkTaxonomy(tx, id, input);
    await recordEdit(tx, id, editorId);
    return true;
  });
  return updated ? findPrompt(db, id) : null;
}

/** Saves, usages and category/tag links go with it (ON DELETE CASCADE). */
export async function deletePrompt(db: Db, id: number): Promise<boolean> {
  if (!isStorableId(id)) return false;
  const rows = await changePrompts(db, (tx) =>
    tx.delete(prompts).where(eq(prompts.id, id)).returning({ id: prompts.id }),
  );
  return rows.length > 0;
}

/**
 * Highlight flags and status are curation, not an edit of the prompt's content, so they leave
 * updatedAt ("Updated: {date}" on the detail screen) alone.
 */
export async function setPromptState(
  db: Db,
  id: number,
  change: Partial<Record<PromptFlag, boolean>> & { status?: PromptStatus },
): Promise<Prompt | null> {
  if (!isStorableId(id)) return null;
  const rows = await changePrompts(db, (tx) =>
    tx.update(prompts).set(change).where(eq(prompts.id, id)).returning({ id: prompts.id }),
  );
  return rows.length > 0 ? findPrompt(db, id) : null;
}
