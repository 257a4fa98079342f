// All SQL about usage records. A COPY or an OPEN ("Open in…", which keeps its target's id) adds one to
// the prompt's usesCount and its weight to the prompt's popularity (modules/popularity); every record
// of a signed-in caller also counts toward their promptsUsed (counted from this table by /auth/me).
import { COUNTED_USES, type UsageAction } from '@prompt-lib/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prompts, promptUsages } from '../../db/schema.ts';
import { isStorableId } from '../../db/values.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { copyWeight } from '../popularity/repository.ts';
import { visibleTo } from '../prompts/visibility.ts';

/**
 * Records one use of a prompt the caller can see and answers its new usesCount; null when the prompt
 * does not exist or is hidden. The increment happens in the database (uses_count + 1 under the row's
 * lock), so parallel records never lose a count. `now` is the record's time (a parameter for tests).
 */
export async function recordUsage(
  db: Db,
  promptId: number,
  actionType: UsageAction,
  user: AuthUser | null,
  { now = new Date(), target = null }: { now?: Date; target?: string | null } = {},
): Promise<number | null> {
  if (!isStorableId(promptId)) return null;
  const counted = COUNTED_USES.includes(actionType);
  return db.transaction(async (tx) => {
    // Before the prompt's row: a popularity refresh locks in the same order (state, then prompts).
    const weight = counted ? await copyWeight(tx, now) : 0;
    const [prompt] = await tx
      .update(prompts)
      .set({
        usesCount: sql`${prompts.usesCount} + ${counted ? 1 : 0}`,
        popularity: sql`${prompts.popularity} + ${weight}::float8`,
      })
      .where(and(eq(prompts.id, promptId), visibleTo(user)))
      .returning({ usesCount: prompts.usesCount });
    if (!prompt) return null;
    await tx
      .insert(promptUsages)
      .values({ promptId, userId: user?.id ?? null, actionType, target, createdAt: now });
    return prompt.usesCount;
  });
}
