// One prompt at a time: read, create, replace, delete, and the admin flags and status. Writes that
// set categories or tags write taxonomy_text with the prompt, so search sees them at once.
import {
  type Prompt,
  type PromptCreateInput,
  type PromptInput,
  type PromptStatus,
  SERVER_MSG,
  VERSION_FIELDS,
  type Visibility,
} from '@prompt-lib/contract';
import { eq, sql } from 'drizzle-orm';
import { batched } from '../../db/batched.ts';
import { changePrompts, type Db, preparedStatement, queryRows } from '../../db/client.ts';
import { promptCategories, prompts, promptTags } from '../../db/schema.ts';
import { isStorableId, textArray, withoutNul } from '../../db/values.ts';
import { badRequest } from '../../http-errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { type EditCredit, recordEdit } from '../versions/repository.ts';
import { DEFAULT_PROMPT_LANGUAGE, detectLanguage, promptText } from './language.ts';
import type { PromptFlag } from './list-repository.ts';
import { type PromptRow, selectPrompts, toPrompt } from './prompt-rows.ts';
import { replaceShares, type ShareEntry, sharesJson } from './sharing.ts';
import { canRead, PROMPT_AUDIENCE, type Reader } from './visibility.ts';

/**
 * The read of prompts by id, the most frequent statement there is, prepared. The ids are read in a
 * subquery, which PostgreSQL plans without looking inside: its plan for any ids then costs what a plan
 * for the given ones does, so the plan cache keeps one plan. Given as a plain parameter, a plan for
 * one id looked cheaper than the plan for any, and a detail read was planned again at every run
 * (~0.75 ms, twice what it took to run).
 */
const detailStatement = preparedStatement('prompt_details', (db, name) =>
  selectPrompts(db)
    .where(sql`${prompts.id} = any((select ${sql.placeholder('ids')}::int[])::int[])`)
    .prepare(name),
);

/**
 * Statements reading prompts by id at once; the reads asked meanwhile gather for the next. One: with
 * two, popular detail reads sometimes fell from ~22,000 to ~15,000 per second (probe at 100,000).
 */
const MAX_DETAIL_STATEMENTS = 1;

const readRows = (db: Db, ids: number[]): Promise<PromptRow[]> => detailStatement(db).execute({ ids });

/** Prompts' rows by id, in the order of `ids`, by the prepared read (no statement of their own to plan). */
export async function promptRowsInOrder(db: Db, ids: number[]): Promise<PromptRow[]> {
  if (ids.length === 0) return [];
  const byId = new Map((await readRows(db, ids)).map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One prompt's row, read together with the others asked at the same time (db/batched.ts). */
const readPrompt = batched(async (db: Db, ids: number[]) => {
  const rows = await readRows(db, ids);
  return new Map(rows.map((row) => [row.id, row]));
}, MAX_DETAIL_STATEMENTS);

/** A prompt's row whoever asks: for the checks of who may do what with it (access.ts). */
export async function findPromptRow(db: Db, id: number): Promise<PromptRow | null> {
  if (!isStorableId(id)) return null;
  return (await readPrompt(db, id)) ?? null;
}

/** The prompt as `reader` sees it; null when it does not exist or they may not see it. */
export async function findPrompt(db: Db, id: number, reader: Reader): Promise<Prompt | null> {
  const row = await findPromptRow(db, id);
  return row && canRead(row, reader) ? toPrompt(row, reader) : null;
}

/**
 * A prompt just written, read for the write's answer at once rather than after the batch of readers'
 * reads in flight: a write answers as soon as it can.
 */
async function findWritten(db: Db, id: number, writer: Reader): Promise<Prompt | null> {
  const [row] = await readRows(db, [id]);
  return row ? toPrompt(row, writer) : null;
}

/** A category or tag the client named that does not exist: its mistake, a 400. */
const unknownName = (kind: string, name: string) =>
  badRequest(kind === 'category' ? SERVER_MSG.unknownCategory(name) : SERVER_MSG.unknownTag(name));

/** The names a write gives, each once and without NUL characters (which PostgreSQL's text cannot hold). */
const namesOf = (names: string[]) => textArray([...new Set(names.map(withoutNul))]);

/**
 * A prompt's categories and tags, found by name, and the text its search vector covers them by: what
 * refreshTaxonomyText (db/taxonomy.ts) would make of the links, written with the prompt itself so
 * that its search vector and words are made once.
 */
type Taxonomy = { categoryIds: number[]; tagIds: number[]; text: string };

/**
 * The named categories and tags, each once (resolve_taxonomy, migration 0026, as create_prompt does).
 * An unknown name throws a 400, which also rolls back the surrounding transaction. None is fine: a
 * restore whose categories were all deleted since, as were the prompt's own.
 */
async function findTaxonomy(db: Db, input: PromptInput): Promise<Taxonomy> {
  const [found] = await queryRows<{
    categoryIds: number[];
    tagIds: number[];
    names: string;
    missingKind: string | null;
    missingName: string | null;
  }>(
    db,
    sql`select category_ids as "categoryIds", tag_ids as "tagIds", names,
        missing_kind as "missingKind", missing_name as "missingName"
      from resolve_taxonomy(${namesOf(input.categories)}, ${namesOf(input.tags)})`,
  );
  if (!found) throw new Error('resolve_taxonomy answered no row');
  if (found.missingKind !== null && found.missingName !== null) {
    throw unknownName(found.missingKind, found.missingName);
  }
  return { categoryIds: found.categoryIds, tagIds: found.tagIds, text: found.names };
}

/** The prompt's own fields as stored. */
function promptFields(input: PromptInput) {
  return {
    title: withoutNul(input.title),
    content: withoutNul(input.content),
    // An emptied preview is no preview: the detail screen shows its Overview only when present.
    previewText: input.previewText ? withoutNul(input.previewText) : null,
    imageUrls: (input.imageUrls ?? []).map(withoutNul),
  };
}

/** Links the prompt to its categories and tags instead of those it had. */
async function relinkTaxonomy(db: Db, promptId: number, taxonomy: Taxonomy): Promise<void> {
  await db.delete(promptCategories).where(eq(promptCategories.promptId, promptId));
  await db.delete(promptTags).where(eq(promptTags.promptId, promptId));
  if (taxonomy.categoryIds.length > 0) {
    await db
      .insert(promptCategories)
      .values(taxonomy.categoryIds.map((categoryId) => ({ promptId, categoryId })));
  }
  if (taxonomy.tagIds.length > 0) {
    await db.insert(promptTags).values(taxonomy.tagIds.map((tagId) => ({ promptId, tagId })));
  }
}

/** Who sees a prompt: its visibility and whom it is shared with (checked before, sharing.ts). */
export type Sharing = { visibility: Visibility; sharedWith: ShareEntry[] };

/**
 * One statement (create_prompt, migrations 0025 and 0033): the prompt, its links, its shares and its
 * first version.
 */
export async function createPrompt(
  db: Db,
  input: PromptCreateInput,
  sharing: Sharing,
  user: AuthUser,
): Promise<Prompt> {
  const fields = promptFields(input);
  const { title, content, previewText, imageUrls } = fields;
  const language = input.language ?? (await detectLanguage(promptText(fields), DEFAULT_PROMPT_LANGUAGE));
  const [row] = await queryRows<{
    id: number | null;
    unknownKind: string | null;
    unknownName: string | null;
  }>(
    db,
    sql`select created_id as id, unknown_kind as "unknownKind", unknown_name as "unknownName"
      from create_prompt(${title}, ${content}, ${previewText}, ${textArray(imageUrls)},
        ${namesOf(input.categories)}, ${namesOf(input.tags)}, ${user.id}, ${textArray(VERSION_FIELDS)},
        ${sharing.visibility}, ${sharesJson(sharing.sharedWith)}::jsonb, ${language},
        ${input.status ?? 'published'})`,
  );
  if (row?.unknownKind && row.unknownName !== null) throw unknownName(row.unknownKind, row.unknownName);
  const created = row?.id ? await findWritten(db, row.id, user) : null;
  if (!created) throw new Error('created prompt not found');
  return created;
}

/**
 * The language an update leaves the prompt in: the one it names; else, when its text changed, the one
 * detected from the new text (or the prompt's own when that cannot be told); else undefined, as it was.
 */
async function languageAfter(
  tx: Db,
  id: number,
  input: PromptInput,
  fields: ReturnType<typeof promptFields>,
): Promise<string | undefined> {
  if (input.language !== undefined) return input.language;
  const [before] = await tx
    .select({
      title: prompts.title,
      content: prompts.content,
      previewText: prompts.previewText,
      language: prompts.language,
    })
    .from(prompts)
    .where(eq(prompts.id, id));
  if (!before) return undefined;
  const text = promptText(fields);
  if (text === promptText(before)) return undefined;
  return detectLanguage(text, before.language);
}

/**
 * PUT replaces the prompt's editable fields: an optional field left out (previewText, imageUrls)
 * is cleared, as the edit form always sends the whole prompt. Its language, left out, stays, or is
 * detected again when the title, preview or content changed (languageAfter). A change is recorded as a new version
 * by `editor` (and moves updatedAt); a PUT that changes nothing records nothing. `sharing`, when
 * given, changes who sees it too (its parts left out stay). `credit` names whom the version is credited
 * to when that is not the editor: an accepted suggestion's author, and its accepter (issue 29).
 */
export async function updatePrompt(
  db: Db,
  id: number,
  input: PromptInput,
  editor: AuthUser,
  sharing: Partial<Sharing> = {},
  credit: EditCredit = { editorId: editor.id },
): Promise<Prompt | null> {
  if (!isStorableId(id)) return null;
  const updated = await changePrompts(db, async (tx) => {
    const taxonomy = await findTaxonomy(tx, input);
    const fields = promptFields(input);
    const language = await languageAfter(tx, id, input, fields);
    const [row] = await tx
      .update(prompts)
      .set({ ...fields, language, taxonomyText: taxonomy.text, visibility: sharing.visibility })
      .where(eq(prompts.id, id))
      .returning({ id: prompts.id });
    if (!row) return false;
    await relinkTaxonomy(tx, id, taxonomy);
    if (sharing.sharedWith) await replaceShares(tx, PROMPT_AUDIENCE, id, sharing.sharedWith);
    await recordEdit(tx, id, credit);
    return true;
  });
  return updated ? findWritten(db, id, editor) : null;
}

/** Who sees the prompt becomes `sharing` (`PUT /api/prompts/{id}/sharing`); its content stays. */
export async function setSharing(
  db: Db,
  id: number,
  sharing: Sharing,
  reader: AuthUser,
): Promise<Prompt | null> {
  if (!isStorableId(id)) return null;
  const updated = await changePrompts(db, async (tx) => {
    const [row] = await tx
      .update(prompts)
      .set({ visibility: sharing.visibility })
      .where(eq(prompts.id, id))
      .returning({ id: prompts.id });
    if (!row) return false;
    await replaceShares(tx, PROMPT_AUDIENCE, id, sharing.sharedWith);
    return true;
  });
  return updated ? findWritten(db, id, reader) : null;
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
  reader: Reader,
): Promise<Prompt | null> {
  if (!isStorableId(id)) return null;
  const rows = await changePrompts(db, (tx) =>
    tx.update(prompts).set(change).where(eq(prompts.id, id)).returning({ id: prompts.id }),
  );
  return rows.length > 0 ? findWritten(db, id, reader) : null;
}
