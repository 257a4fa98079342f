// Star ratings: one per user and published prompt. The prompt keeps the mean (to one decimal) and
// the count in its own row, recomputed from its ratings in the same transaction as every change,
// so lists never aggregate. The prompt's row is locked first: parallel ratings of one prompt queue
// there, and each recount sees every rating committed before it.
import type { RatingResult } from '@prompt-lib/contract';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { promptRatings } from '../../db/schema.ts';
import { isStorableId } from '../../db/values.ts';
import { roundRating } from '../prompts/prompt-rows.ts';
import { type Reader, visibleTo } from '../prompts/visibility.ts';

export type RatingOutcome = RatingResult | 'not-found' | 'own-prompt' | 'not-rated';

/** Sets (value 1–5) or withdraws (null) `reader`'s rating of prompt `promptId`. */
export async function changeRating(
  db: Db,
  promptId: number,
  reader: NonNullable<Reader>,
  value: number | null,
): Promise<RatingOutcome> {
  if (!isStorableId(promptId)) return 'not-found';
  return db.transaction(async (tx): Promise<RatingOutcome> => {
    const [prompt] = await queryRows<{ status: string; createdBy: number | null; visible: boolean }>(
      tx,
      sql`select status, created_by as "createdBy", ${visibleTo(reader)} as visible
        from prompts where id = ${promptId} for update`,
    );
    // One rates what one may see, once published: to anyone else the prompt is not there.
    if (prompt?.status !== 'published' || !prompt.visible) return 'not-found';
    if (prompt.createdBy === reader.id) return 'own-prompt';
    const mine = and(eq(promptRatings.promptId, promptId), eq(promptRatings.userId, reader.id));
    if (value === null) {
      const removed = await tx.delete(promptRatings).where(mine).returning({ value: promptRatings.value });
      if (removed.length === 0) return 'not-rated';
    } else {
      await tx
        .insert(promptRatings)
        .values({ promptId, userId: reader.id, value })
        .onConflictDoUpdate({
          target: [promptRatings.promptId, promptRatings.userId],
          set: { value, updatedAt: sql`now()` },
        });
    }
    const [kept] = await queryRows<{ rating: number; ratingCount: number }>(
      tx,
      sql`update prompts p set rating = r.mean, rating_count = r.n
          from (select coalesce(round(avg(value), 1), 0) as mean, count(*)::int as n
                from prompt_ratings where prompt_id = ${promptId}) r
          where p.id = ${promptId}
          returning p.rating, p.rating_count as "ratingCount"`,
    );
    return {
      promptId,
      rating: roundRating(Number(kept?.rating ?? 0)),
      ratingCount: kept?.ratingCount ?? 0,
      myRating: value,
    };
  });
}

/** Every rating an account has given, by prompt id: what the detail adds as `myRating`. */
export async function ratingsBy(db: Db, userId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ promptId: promptRatings.promptId, value: promptRatings.value })
    .from(promptRatings)
    .where(eq(promptRatings.userId, userId));
  return new Map(rows.map((row) => [row.promptId, row.value]));
}
