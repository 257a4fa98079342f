// The rate limiter's counts, kept in the database rather than in the process: every instance of the
// server behind a load balancer counts sign-ins, registrations and usage records against the same
// budget. A fixed window per key (client address and route group), as the in-memory store keeps.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';

/** Windows that began longer ago than this are deleted as others open: longer than any route's. */
const KEEP_WINDOWS = '1 hour';

type Hit = { current: number; ttl: number };

/**
 * Counts one request of a key in its current window (opening a new one when the last has ended).
 * Also used directly for limits that are not per client address (password-reset e-mails per address).
 */
export async function countHit(db: Db, key: string, timeWindowMs: number): Promise<Hit> {
  const windowEnd = sql`r.window_start + ${timeWindowMs}::int * interval '1 millisecond'`;
  const ended = sql`${windowEnd} <= now()`;
  const [hit] = await queryRows<Hit>(
    db,
    sql`with expired as (
      delete from ${rateLimits} where window_start < now() - ${KEEP_WINDOWS}::interval and key <> ${key}
    )
    insert into ${rateLimits} as r (key, window_start, hits) values (${key}, now(), 1)
    on conflict (key) do update set
      window_start = case when ${ended} then now() else r.window_start end,
      hits = case when ${ended} then 1 else r.hits + 1 end
    returning r.hits as current,
      ceil(extract(epoch from ${windowEnd} - now()) * 1000)::int as ttl`,
  );
  if (!hit) throw new Error('rate limit count failed');
  return hit;
}

export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: Hit) => void, timeWindow: number) {
      countHit(db, key, timeWindow).then(
        (hit) => callback(null, hit),
        (error: Error) => callback(error),
      );
    }

    // Routes share the store: their keys differ by the route's groupId.
    child() {
      return this;
    }
  };
}
