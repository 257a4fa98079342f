// "Popular now": prompts ranked by their COPY records of the last 7 days, each decayed with a half-life
// of 2 days, read without touching prompt_usages.
//
// Strategy. A copy at time t is worth 2^((t − now) / 2 days) at read time `now`; the decayed sum of a
// prompt is 2^(−(now − epoch) / 2 days) × Σ 2^((t − epoch) / 2 days) for any fixed epoch, and the first
// factor is the same for every prompt. So prompts.popularity keeps only the sum (epoch-normalised), and
// ordering by it is ordering by the decayed count at any read time: no time maths on read, an index
// on (popularity) answers the page.
// - A COPY adds its weight in the same transaction as its record (modules/usage), reading the epoch
//   under a share lock on popularity_state, so a refresh (which takes it exclusively) never runs between
//   reading the epoch and adding the weight.
// - Copies leaving the window are taken out by a refresh, run before a popular read at most once a
//   minute: it subtracts the weights of the records between the last edge (expired_until) and
//   now − 7 days, found through the index on prompt_usages(created_at), so each record is read once on
//   the way in and once on the way out. A result below half the weight of the oldest copy still inside
//   the window can only be rounding left over from copies that all left: it is set to exactly 0.
// - The epoch moves forward (to the window's edge) once it is more than 14 days behind the edge, by
//   scaling every non-zero popularity down by the same factor: values stay below copies × 2^10.5, far
//   from overflow, and the order does not change.
// - A COPY recorded with a time already behind the edge (a skewed clock) adds nothing, so nothing is
//   ever subtracted that was not added.
// "now" is a parameter of every function, so tests run on a fixed clock.
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const POPULAR_WINDOW_MS = 7 * DAY_MS;
export const POPULAR_HALF_LIFE_MS = 2 * DAY_MS;
export const POPULAR_REFRESH_MS = 60_000;
const REBASE_AFTER_MS = 14 * DAY_MS;

/** The weight of a copy at `at`, counted from `epoch`. */
export const copyWeightAt = (epoch: Date, at: Date) =>
  2 ** ((at.getTime() - epoch.getTime()) / POPULAR_HALF_LIFE_MS);

type State = { epoch: Date; expiredUntil: Date; refreshedAt: Date };

const readState = async (db: Db, lock: '' | 'for share' | 'for update'): Promise<State | null> => {
  const [row] = await queryRows<{
    epoch: Date | string;
    expiredUntil: Date | string;
    refreshedAt: Date | string;
  }>(
    db,
    sql`select epoch, expired_until as "expiredUntil", refreshed_at as "refreshedAt"
        from popularity_state where id = 1 ${sql.raw(lock)}`,
  );
  if (!row) return null;
  return {
    epoch: new Date(row.epoch),
    expiredUntil: new Date(row.expiredUntil),
    refreshedAt: new Date(row.refreshedAt),
  };
};

/**
 * Inside a usage record's transaction, before it touches the prompt: the weight a COPY at `now` adds
 * to prompts.popularity. Holds popularity_state shared until the transaction ends.
 */
export async function copyWeight(tx: Db, now: Date): Promise<number> {
  const state = await readState(tx, 'for share');
  if (!state || now < state.expiredUntil) return 0;
  return copyWeightAt(state.epoch, now);
}

const due = (state: State, now: Date) => {
  const since = now.getTime() - state.refreshedAt.getTime();
  return since >= POPULAR_REFRESH_MS || since < 0;
};

/** Takes the copies that left the 7-day window out of prompts.popularity; at most once a minute. */
export async function refreshPopularity(db: Db, now: Date): Promise<void> {
  const seen = await readState(db, '');
  if (!seen || !due(seen, now)) return;
  await db.transaction(async (tx) => {
    const state = await readState(tx, 'for update');
    if (!state || !due(state, now)) return;
    const edge = new Date(Math.max(now.getTime() - POPULAR_WINDOW_MS, state.expiredUntil.getTime()));
    if (edge > state.expiredUntil) {
      const floor = copyWeightAt(state.epoch, edge) / 2;
      await tx.execute(
        sql`update prompts p
            set popularity = case when p.popularity - x.weight < ${floor}::float8 then 0 else p.popularity - x.weight end
            from (
              select prompt_id, sum(power(2::float8,
                extract(epoch from (created_at - ${state.epoch.toISOString()}::timestamptz))::float8 / ${POPULAR_HALF_LIFE_MS / 1000}::float8)) as weight
              from prompt_usages
              where action_type in ('COPY', 'OPEN') and created_at >= ${state.expiredUntil.toISOString()}::timestamptz
                and created_at < ${edge.toISOString()}::timestamptz
              group by prompt_id
            ) x
            where p.id = x.prompt_id`,
      );
    }
    let epoch = state.epoch;
    if (edge.getTime() - epoch.getTime() > REBASE_AFTER_MS) {
      const factor = 1 / copyWeightAt(epoch, edge);
      await tx.execute(
        sql`update prompts set popularity = popularity * ${factor}::float8 where popularity <> 0`,
      );
      epoch = edge;
    }
    await tx.execute(
      sql`update popularity_state set epoch = ${epoch.toISOString()}::timestamptz,
            expired_until = ${edge.toISOString()}::timestamptz, refreshed_at = ${now.toISOString()}::timestamptz
          where id = 1`,
    );
  });
}

/**
 * Sets every prompt's popularity from its COPY and OPEN records inside the window, from scratch (demo data
 * written in bulk; the tests compare the kept values with it).
 */
export async function recountPopularity(db: Db): Promise<void> {
  await db.execute(
    sql`update prompts p set popularity = coalesce(u.weight, 0)
        from prompts q
        left join (
          select prompt_id, sum(power(2::float8,
            extract(epoch from (created_at - s.epoch))::float8 / ${POPULAR_HALF_LIFE_MS / 1000}::float8)) as weight
          from prompt_usages, popularity_state s
          where action_type in ('COPY', 'OPEN') and created_at >= s.expired_until
          group by prompt_id
        ) u on u.prompt_id = q.id
        where p.id = q.id and p.popularity is distinct from coalesce(u.weight, 0)`,
  );
}
