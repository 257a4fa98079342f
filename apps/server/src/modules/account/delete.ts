// Deleting an account (issue 27), by its owner or an admin. In one transaction that takes the
// prompt-writes lock (db/client.ts changePrompts), so every kept number stays exact:
// - usage records lose their user but stay, so prompts' usesCount and popularity do not move;
// - the ratings it gave go, and each prompt it rated has its kept mean and count recounted, as
//   modules/ratings does;
// - its prompts go (their links, versions, ratings, saves and usage records by cascade; the kept list
//   and word counts by the prompts triggers), or move to another account;
// - images that only its prompts (in any of their versions) and its avatar used go;
// - the account goes, and with it (by cascade) its collections, saved prompts, tokens, invitations,
//   one-time links and sign-in identities.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { changePrompts, type Db, queryRows } from '../../db/client.ts';
import { images, prompts, promptUsages, users } from '../../db/schema.ts';

const IMAGE_URL = /^\/api\/v1\/assets\/image\/([A-Za-z0-9_-]+)$/;

export type PromptsFate = { prompts: 'delete' } | { prompts: 'transfer'; to: number };

/** The last active admin is never deleted: someone must be able to run the library. */
export async function deleteAccount(
  db: Db,
  userId: number,
  fate: PromptsFate,
): Promise<'deleted' | 'not-found' | 'last-admin'> {
  return changePrompts(db, async (tx) => {
    if (await isLastActiveAdmin(tx, userId)) return 'last-admin';
    const [user] = await tx.select({ avatarUrl: users.avatarUrl }).from(users).where(eq(users.id, userId));
    if (!user) return 'not-found';
    await tx.update(promptUsages).set({ userId: null }).where(eq(promptUsages.userId, userId));
    const rated = await queryRows<{ promptId: number }>(
      tx,
      sql`delete from prompt_ratings where user_id = ${userId} returning prompt_id as "promptId"`,
    );
    let imageUrls: string[] = user.avatarUrl ? [user.avatarUrl] : [];
    if (fate.prompts === 'transfer') {
      // Nobody rates their own prompt: the heir's ratings of the prompts it receives go.
      rated.push(
        ...(await queryRows<{ promptId: number }>(
          tx,
          sql`delete from prompt_ratings r using prompts p
              where p.id = r.prompt_id and p.created_by = ${userId} and r.user_id = ${fate.to}
              returning r.prompt_id as "promptId"`,
        )),
      );
      await tx.update(prompts).set({ createdBy: fate.to }).where(eq(prompts.createdBy, userId));
    } else {
      // An image an earlier version showed was its prompt's too: read before the versions go.
      const shown = await queryRows<{ url: string }>(
        tx,
        sql`select unnest(v.image_urls) as url from prompt_versions v
            join prompts p on p.id = v.prompt_id where p.created_by = ${userId}`,
      );
      const gone = await tx
        .delete(prompts)
        .where(eq(prompts.createdBy, userId))
        .returning({ imageUrls: prompts.imageUrls });
      imageUrls = imageUrls.concat(
        gone.flatMap((p) => p.imageUrls),
        shown.map((row) => row.url),
      );
    }
    const ratedIds = [...new Set(rated.map((r) => r.promptId))];
    if (ratedIds.length > 0) {
      await tx.execute(
        sql`update prompts p
            set rating = coalesce((select round(avg(value), 1) from prompt_ratings r where r.prompt_id = p.id), 0),
                rating_count = (select count(*)::int from prompt_ratings r where r.prompt_id = p.id)
            where p.id = any(${sql.param(ratedIds)}::int[])`,
      );
    }
    await tx.delete(users).where(eq(users.id, userId));
    await deleteUnusedImages(tx, imageUrls);
    return 'deleted';
  });
}

/**
 * Whether the account is the only active admin. Locks the active admins' rows until the transaction
 * ends, so two admins demoting or deleting each other at once cannot both pass.
 */
export async function isLastActiveAdmin(tx: Db, userId: number): Promise<boolean> {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.role}) = 'admin'`, eq(users.status, 'active')))
    .orderBy(users.id)
    .for('update');
  return admins.length === 1 && admins[0]?.id === userId;
}

/** Of these image URLs, deletes the stored images nothing else shows: no prompt, version or avatar. */
async function deleteUnusedImages(tx: Db, urls: string[]): Promise<void> {
  const ids = [...new Set(urls.map((url) => IMAGE_URL.exec(url)?.[1]).filter((id) => id !== undefined))];
  if (ids.length === 0) return;
  const candidates = ids.map((id) => `/api/v1/assets/image/${id}`);
  const used = await queryRows<{ url: string }>(
    tx,
    sql`select url from (
          select unnest(image_urls) as url from prompts where image_urls && ${sql.param(candidates)}::text[]
          union select unnest(image_urls) from prompt_versions where image_urls && ${sql.param(candidates)}::text[]
          union select avatar_url from users where avatar_url = any(${sql.param(candidates)}::text[])
        ) u`,
  );
  const keep = new Set(used.map((row) => row.url));
  const unused = ids.filter((id) => !keep.has(`/api/v1/assets/image/${id}`));
  if (unused.length > 0) await tx.delete(images).where(inArray(images.id, unused));
}
