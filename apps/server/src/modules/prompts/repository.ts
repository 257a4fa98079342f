// One prompt at a time: read, create, replace, delete, and the admin flags and status. Writes that
// set categories or tags write taxonomy_text with the prompt, so search sees them at once.
import { type Prompt, type PromptInput, type PromptStatus, SERVER_MSG } from '@prompt-lib/contract';
import { eq, sql } from 'drizzle-orm';
import { changePrompts, type Db, queryRows } from '../../db/client.ts';
import { categories, promptCategories, prompts, promptTags, tags } from '../../db/schema.ts';
import { isStorableId, withoutNul } from '../../db/values.ts';
import { badRequest } from '../../http-errors.ts';
import { recordEdit, recordFirstVersion } from '../versions/repository.ts';
import type { PromptFlag } from './list-repository.ts';
import { selectPrompts, toPrompts } from './prompt-rows.ts';

/**
 * The read of one prompt, the most frequent statement there is, as a named prepared statement: each
 * database connection parses and plans it once instead of on every read.
 */
const detailStatements = new WeakMap<Db, ReturnType<typeof prepareDetail>>();
const prepareDetail = (db: Db) =>
  selectPrompts(db)
    .where(eq(prompts.id, sql.placeholder('id')))
    .prepare('prompt_detail');

export async function findPrompt(db: Db, id: number): Promise<Prompt | null> {
  if (!isStorableId(id)) return null;
  let statement = detailStatements.get(db);
  if (!statement) {
    statement = prepareDetail(db);
    detailStatements.set(db, statement);
  }
  const [prompt] = toPrompts(await statement.execute({ id }));
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
 * The named categories or tags, matched case-insensitively: their ids and their names as stored. An
 * unknown name is the client's mistake: it throws a 400, which also rolls back the surrounding
 * transaction.
 */
async function findNames(
  db: Db,
  table: typeof categories | typeof tags,
  names: string[],
  unknown: (name: string) => string,
): Promise<{ id: number; name: string }[]> {
  const wanted = [...new Set(names.map(withoutNul))];
  // None: a restore whose categories (or tags) were all deleted since, as were the prompt's own.
  if (wanted.length === 0) return [];
  const values = sql.join(
    wanted.map((name) => sql`(${name})`),
    sql`, `,
  );
  const found = await queryRows<{ wanted: string; id: number | null; name: string }>(
    db,
    sql`select v.name as wanted, t.id, t.name from (values ${values}) as v(name) left join ${table} t on lower(t.name) = lower(v.name)`,
  );
  const byId = new Map<number, string>();
  for (const row of found) {
    if (row.id === null) throw badRequest(unknown(row.wanted));
    byId.set(row.id, row.name);
  }
  return [...byId].map(([id, name]) => ({ id, name }));
}

/** A prompt's categories and tags, found by name, and the text its search vector covers them by. */
type Taxonomy = { categoryIds: number[]; tagIds: number[]; text: string };

async function findTaxonomy(db: Db, input: PromptInput): Promise<Taxonomy> {
  const found = {
    categories: await findNames(db, categories, input.categories, SERVER_MSG.unknownCategory),
    tags: await findNames(db, tags, input.tags, SERVER_MSG.unknownTag),
  };
  return {
    categoryIds: found.categories.map((category) => category.id),
    tagIds: found.tags.map((tag) => tag.id),
    // What refreshTaxonomyText (db/taxonomy.ts) would make of the links, written with the prompt itself
    // so that its search vector and words are made once.
    text: [...found.categories, ...found.tags].map((named) => named.name).join(' '),
  };
}

function promptFields(input: PromptInput, taxonomy: Taxonomy) {
  return {
    title: withoutNul(input.title),
    content: withoutNul(input.content),
    // An emptied preview is no preview: the detail screen shows its Overview only when present.
    previewText: input.previewText ? withoutNul(input.previewText) : null,
    imageUrls: (input.imageUrls ?? []).map(withoutNul),
    taxonomyText: taxonomy.text,
  };
}

/** Links the prompt to its categories and tags; `replace` first drops the links it had. */
async function linkTaxonomy(db: Db, promptId: number, taxonomy: Taxonomy, replace: boolean): Promise<void> {
  if (replace) {
    await db.delete(promptCategories).where(eq(promptCategories.promptId, promptId));
    await db.delete(promptTags).where(eq(promptTags.promptId, promptId));
  }
  if (taxonomy.categoryIds.length > 0) {
    await db
      .insert(promptCategories)
      .values(taxonomy.categoryIds.map((categoryId) => ({ promptId, categoryId })));
  }
  if (taxonomy.tagIds.length > 0) {
    await db.insert(promptTags).values(taxonomy.tagIds.map((tagId) => ({ promptId, tagId })));
  }
}

export async function createPrompt(db: Db, input: PromptInput, userId: number): Promise<Prompt> {
  const id = await changePrompts(db, async (tx) => {
    const taxonomy = await findTaxonomy(tx, input);
    const [row] = await tx
      .insert(prompts)
      .values({ ...promptFields(input, taxonomy), createdBy: userId })
      .returning({ id: prompts.id });
    if (!row) throw new Error('prompt insert returned no row');
    await linkTaxonomy(tx, row.id, taxonomy, false);
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
    const taxonomy = await findTaxonomy(tx, input);
    const [row] = await tx
      .update(prompts)
      .set(promptFields(input, taxonomy))
      .where(eq(prompts.id, id))
      .returning({ id: prompts.id });
    if (!row) return false;
    await linkTaxonomy(tx, id, taxonomy, true);
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
