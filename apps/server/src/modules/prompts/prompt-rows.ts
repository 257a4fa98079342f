// The one way prompts are read: the columns of a prompt row (with the creator's username and the
// names of its categories and tags, read in the same statement, so that a page or a detail is one
// round trip to the database) and the step that turns rows into contract Prompts. Lists, detail,
// search, saved prompts, collections and the export all go through here.
import type { Prompt, PromptStatus, Share, Visibility } from '@prompt-lib/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import { type Db, runPrepared } from '../../db/client.ts';
import { prompts, users } from '../../db/schema.ts';
import { shareList } from './sharing.ts';
import { canEdit, PROMPT_AUDIENCE, type Reader } from './visibility.ts';

// Categories in their display order, tags alphabetically, as the admin screens list them. Selected
// per row, PostgreSQL reads them only for the rows a sorted, limited page keeps.
const categoryNames = sql<string[]>`array(select c.name from prompt_categories pc
  join categories c on c.id = pc.category_id
  where pc.prompt_id = ${prompts.id} order by c.display_order, c.name)`;
const tagNames = sql<string[]>`array(select t.name from prompt_tags pt
  join tags t on t.id = pt.tag_id
  where pt.prompt_id = ${prompts.id} order by t.name)`;

export const promptColumns = {
  id: prompts.id,
  title: prompts.title,
  content: prompts.content,
  previewText: prompts.previewText,
  imageUrls: prompts.imageUrls,
  trending: prompts.trending,
  featured: prompts.featured,
  isNew: prompts.isNew,
  rating: prompts.rating,
  ratingCount: prompts.ratingCount,
  commentCount: prompts.commentCount,
  usesCount: prompts.usesCount,
  status: prompts.status,
  visibility: prompts.visibility,
  shares: shareList(PROMPT_AUDIENCE),
  version: prompts.version,
  productionVersion: prompts.productionVersion,
  createdBy: prompts.createdBy,
  createdByName: users.username,
  createdAt: prompts.createdAt,
  updatedAt: prompts.updatedAt,
  categories: categoryNames,
  tags: tagNames,
  hiddenAt: prompts.hiddenAt,
  hiddenNote: prompts.hiddenNote,
  language: prompts.language,
};

export type PromptRow = {
  id: number;
  title: string;
  content: string;
  previewText: string | null;
  imageUrls: string[];
  trending: boolean;
  featured: boolean;
  isNew: boolean;
  rating: number;
  ratingCount: number;
  commentCount: number;
  usesCount: number;
  status: string;
  visibility: string;
  shares: Share[];
  version: number;
  productionVersion: number | null;
  createdBy: number | null;
  createdByName: string | null;
  createdAt: Date;
  updatedAt: Date | null;
  categories: string[];
  tags: string[];
  hiddenAt: Date | null;
  hiddenNote: string | null;
  language: string;
};

/** Prompts joined with their creator; callers add where, order and limit. */
export const selectPrompts = (db: Db) =>
  db.select(promptColumns).from(prompts).leftJoin(users, eq(users.id, prompts.createdBy));

/** How many prompts match: count(*) rather than drizzle's $count, so a join-free index-only plan is possible. */
export async function countPrompts(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await runPrepared(
    db,
    db.select({ count: sql<number>`count(*)::int` }).from(prompts).where(where),
  );
  return row?.count ?? 0;
}

/** The kept mean is stored as a 4-byte real: 4.6 reads back as 4.599999904632568 on some drivers. */
export const roundRating = (rating: number) => Math.round(rating * 10) / 10;

/**
 * Rows to contract Prompts as `reader` sees them, in the same order: whether they may edit each, and
 * whom it is shared with only for those who may.
 */
export function toPrompts(rows: PromptRow[], reader: Reader): Prompt[] {
  return rows.map((row) => toPrompt(row, reader));
}

export function toPrompt(row: PromptRow, reader: Reader): Prompt {
  const editable = canEdit(row, reader);
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    previewText: row.previewText,
    categories: row.categories,
    tags: row.tags,
    imageUrls: row.imageUrls,
    trending: row.trending,
    featured: row.featured,
    new: row.isNew,
    rating: roundRating(row.rating),
    ratingCount: row.ratingCount,
    commentCount: row.commentCount,
    usesCount: row.usesCount,
    status: row.status as PromptStatus,
    version: row.version,
    productionVersion: row.productionVersion,
    createdBy: row.createdBy,
    createdByName: row.createdByName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt?.toISOString() ?? null,
    language: row.language,
    visibility: row.visibility as Visibility,
    ...(editable ? { sharedWith: row.shares } : {}),
    canEdit: editable,
    // Only its owner and admins read a hidden prompt (visibility.ts), so whoever is answered may know.
    ...(row.hiddenAt ? { moderation: { hiddenAt: row.hiddenAt.toISOString(), note: row.hiddenNote } } : {}),
  };
}
