// Public profiles (issue 29): an active account found by its username, with what the caller may see
// of its work. Whose prompts count is visibility.ts's rule alone (listedFor: published, and readable
// by the caller), so a visitor, a colleague and a group member each read their own numbers.
//
// promptCount: the account's published prompts the caller may see. ratingCount: every rating those
// prompts received (the sum of their kept rating_count). ratingAverage: the mean of those ratings, to
// one decimal, read from the ratings themselves rather than averaging each prompt's rounded mean
// (equal to the mean weighted by rating_count); null when none is rated.
import type { PromptPage, PublicProfile } from '@prompt-lib/contract';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { promptRatings, prompts, users } from '../../db/schema.ts';
import { withoutNul } from '../../db/values.ts';
import { type ListQuery, listPrompts } from '../prompts/list-repository.ts';
import { roundRating } from '../prompts/prompt-rows.ts';
import { listedFor, type Reader } from '../prompts/visibility.ts';

type Owner = { id: number; username: string; avatarUrl: string | null; bio: string | null; createdAt: Date };

/** The active account of that username, compared case-insensitively as its unique index does. */
async function findOwner(db: Db, username: string): Promise<Owner | null> {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      avatarUrl: users.avatarUrl,
      bio: users.bio,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(and(sql`lower(${users.username}) = lower(${withoutNul(username)})`, eq(users.status, 'active')));
  return row ?? null;
}

/** The profile as `reader` sees it; null for an unknown or disabled account. */
export async function findProfile(db: Db, username: string, reader: Reader): Promise<PublicProfile | null> {
  const owner = await findOwner(db, username);
  if (!owner) return null;
  const seen = sql`select ${prompts.id} from ${prompts} where ${prompts.createdBy} = ${owner.id} and ${listedFor(reader)}`;
  const [row] = await queryRows<{ promptCount: number; ratingCount: number; mean: number | null }>(
    db,
    sql`select (select count(*) from (${seen}) s)::int as "promptCount",
          count(r.value)::int as "ratingCount", avg(r.value)::float8 as mean
        from ${promptRatings} r where r.prompt_id in (${seen})`,
  );
  const ratingCount = row?.ratingCount ?? 0;
  return {
    username: owner.username,
    avatarUrl: owner.avatarUrl,
    bio: owner.bio,
    joinedAt: owner.createdAt.toISOString(),
    promptCount: row?.promptCount ?? 0,
    ratingAverage: ratingCount > 0 && row?.mean != null ? roundRating(Number(row.mean)) : null,
    ratingCount,
  };
}

/** A page of the account's published prompts that `reader` may see; null for an unknown or disabled account. */
export async function listProfilePrompts(
  db: Db,
  username: string,
  reader: Reader,
  query: ListQuery,
): Promise<PromptPage | null> {
  const owner = await findOwner(db, username);
  if (!owner) return null;
  return listPrompts(db, { reader, author: owner.id }, query);
}
