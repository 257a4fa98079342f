// The one way prompts are read: the columns of a prompt row (with the creator's username) and the
// step that turns a page of rows into contract Prompts, loading the page's category and tag names in
// one query rather than one per prompt. Lists, detail and saved prompts all go through here.
import type { Prompt, PromptStatus } from '@prompt-lib/contract';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { prompts, users } from '../../db/schema.ts';

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
  usesCount: prompts.usesCount,
  status: prompts.status,
  version: prompts.version,
  createdBy: prompts.createdBy,
  createdByName: users.username,
  createdAt: prompts.createdAt,
  updatedAt: prompts.updatedAt,
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
  usesCount: number;
  status: string;
  version: number;
  createdBy: number | null;
  createdByName: string | null;
  createdAt: Date;
  updatedAt: Date | null;
};

/** Prompts joined with their creator; callers add where, order and limit. */
export const selectPrompts = (db: Db) =>
  db.select(promptColumns).from(prompts).leftJoin(users, eq(users.id, prompts.createdBy));

/** How many prompts match: count(*) rather than drizzle's $count, so a join-free index-only plan is possible. */
export async function countPrompts(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(prompts).where(where);
  return row?.count ?? 0;
}

/** The kept mean is stored as a 4-byte real: 4.6 reads back as 4.599999904632568 on some drivers. */
export const roundRating = (rating: number) => Math.round(rating * 10) / 10;

/** Rows to contract Prompts, in the same order, with their category and tag names. */
export async function toPrompts(db: Db, rows: PromptRow[]): Promise<Prompt[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  // Categories in their display order, tags alphabetically, as the admin screens list them.
  const names = await queryRows<{ promptId: number; kind: 'category' | 'tag'; name: string }>(
    db,
    sql`select pc.prompt_id as "promptId", 'category' as kind, c.name, c.display_order as position
        from prompt_categories pc join categories c on c.id = pc.category_id
        where ${inArray(sql`pc.prompt_id`, ids)}
        union all
        select pt.prompt_id, 'tag', t.name, 0
        from prompt_tags pt join tags t on t.id = pt.tag_id
        where ${inArray(sql`pt.prompt_id`, ids)}
        order by 2, 4, 3`,
  );
  const byPrompt = new Map(ids.map((id) => [id, { categories: [] as string[], tags: [] as string[] }]));
  for (const { promptId, kind, name } of names) {
    byPrompt.get(promptId)?.[kind === 'category' ? 'categories' : 'tags'].push(name);
  }
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    content: row.content,
    previewText: row.previewText,
    categories: byPrompt.get(row.id)?.categories ?? [],
    tags: byPrompt.get(row.id)?.tags ?? [],
    imageUrls: row.imageUrls,
    trending: row.trending,
    featured: row.featured,
    new: row.isNew,
    rating: roundRating(row.rating),
    ratingCount: row.ratingCount,
    usesCount: row.usesCount,
    status: row.status as PromptStatus,
    version: row.version,
    createdBy: row.createdBy,
    createdByName: row.createdByName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt?.toISOString() ?? null,
  }));
}
