// "Download my data" (issue 27, the privacy page's right to a copy): everything the account holds, as
// one JSON document: the profile, its own prompts in every status with every version, its collections,
// saved prompts, the ratings it gave, its usage records, the comments it wrote and the edits it
// suggested (issue 29), and its access tokens' names and dates (never their secrets, nor the
// password's hash).
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { findUser } from '../auth/repository.ts';
import { listTokens } from '../tokens/repository.ts';

export async function exportAccount(db: Db, userId: number) {
  const profile = await findUser(db, userId);
  if (!profile) return null;
  const [
    prompts,
    versions,
    collections,
    savedPrompts,
    ratingsGiven,
    usageRecords,
    comments,
    suggestions,
    accessTokens,
  ] = await Promise.all([
    queryRows<Record<string, unknown>>(
      db,
      sql`select p.id, p.title, p.content, p.preview_text as "previewText", p.image_urls as "imageUrls",
                 p.status, p.trending, p.featured, p.is_new as "new", p.rating, p.rating_count as "ratingCount",
                 p.uses_count as "usesCount", p.version,
                 p.production_version as "productionVersion", p.created_at as "createdAt", p.updated_at as "updatedAt",
                 coalesce((select array_agg(c.name order by c.name) from prompt_categories pc
                           join categories c on c.id = pc.category_id where pc.prompt_id = p.id), '{}') as categories,
                 coalesce((select array_agg(t.name order by t.name) from prompt_tags pt
                           join tags t on t.id = pt.tag_id where pt.prompt_id = p.id), '{}') as tags
          from prompts p where p.created_by = ${userId} order by p.id`,
    ),
    queryRows<{ promptId: number } & Record<string, unknown>>(
      db,
      sql`select v.prompt_id as "promptId", v.version, v.title, v.content, v.preview_text as "previewText",
                 v.categories, v.tags, v.image_urls as "imageUrls", v.changed, v.created_at as "createdAt"
          from prompt_versions v join prompts p on p.id = v.prompt_id
          where p.created_by = ${userId} order by v.prompt_id, v.version`,
    ),
    queryRows<Record<string, unknown>>(
      db,
      sql`select c.id, c.name, c.description, c.visibility, c.visibility = 'public' as public, c.created_at as "createdAt", c.updated_at as "updatedAt",
                 coalesce((select array_agg(cp.prompt_id order by cp.position) from collection_prompts cp
                           where cp.collection_id = c.id), '{}') as "promptIds"
          from collections c where c.owner_id = ${userId} order by c.id`,
    ),
    queryRows<Record<string, unknown>>(
      db,
      sql`select s.prompt_id as "promptId", p.title, s.created_at as "savedAt"
          from saved_prompts s join prompts p on p.id = s.prompt_id where s.user_id = ${userId} order by s.created_at`,
    ),
    queryRows<Record<string, unknown>>(
      db,
      sql`select r.prompt_id as "promptId", p.title, r.value, r.created_at as "createdAt", r.updated_at as "updatedAt"
          from prompt_ratings r join prompts p on p.id = r.prompt_id where r.user_id = ${userId} order by r.created_at`,
    ),
    queryRows<Record<string, unknown>>(
      db,
      sql`select u.prompt_id as "promptId", u.action_type as "actionType", u.created_at as "createdAt"
          from prompt_usages u where u.user_id = ${userId} order by u.created_at, u.id`,
    ),
    queryRows<Record<string, unknown>>(
      db,
      sql`select c.id, c.prompt_id as "promptId", c.parent_id as "parentId", c.body,
                 c.created_at as "createdAt", c.edited_at as "editedAt"
          from prompt_comments c where c.author_id = ${userId} order by c.created_at, c.id`,
    ),
    queryRows<Record<string, unknown>>(
      db,
      sql`select s.id, s.prompt_id as "promptId", s.base_version as "baseVersion", s.status, s.message,
                 s.title, s.content, s.preview_text as "previewText", s.categories, s.tags,
                 s.decline_reason as "declineReason", s.created_at as "createdAt", s.decided_at as "decidedAt"
          from prompt_suggestions s where s.author_id = ${userId} order by s.created_at, s.id`,
    ),
    listTokens(db, userId),
  ]);
  const byPrompt = new Map<number, Record<string, unknown>[]>();
  for (const { promptId, ...version } of versions) {
    byPrompt.set(promptId, [...(byPrompt.get(promptId) ?? []), version]);
  }
  return {
    exportedAt: new Date().toISOString(),
    profile,
    prompts: prompts.map((prompt) => ({
      ...prompt,
      versions: byPrompt.get(prompt.id as number) ?? [],
    })),
    collections,
    savedPrompts,
    ratingsGiven,
    usageRecords,
    comments,
    suggestions,
    accessTokens,
  };
}
