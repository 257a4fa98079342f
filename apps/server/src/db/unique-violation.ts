// PostgreSQL's unique_violation (SQLSTATE 23505) as either engine raises it through Drizzle, which
// wraps the driver's error in `cause`. The unique indexes are the real guard against duplicates:
// two requests racing past any earlier check still end here, as a 409 rather than a 500.
import { conflict } from '../http-errors.ts';

type DriverError = { code?: unknown; constraint?: unknown; cause?: unknown };

/** The name of the unique index or constraint the error violated, else null. */
export function violatedUniqueIndex(error: unknown): string | null {
  for (let e = error as DriverError | undefined; e && typeof e === 'object'; e = e.cause as DriverError) {
    if (e.code === '23505') return typeof e.constraint === 'string' ? e.constraint : '';
  }
  return null;
}

/**
 * A `.catch` handler: a unique violation becomes a 409 with `message`, or with the message mapped to
 * the violated index when given a map; anything else is rethrown unchanged.
 */
export function conflictOnDuplicate(message: string | Record<string, string>) {
  return (error: unknown): never => {
    const index = violatedUniqueIndex(error);
    const text = typeof message === 'string' ? message : index === null ? undefined : message[index];
    if (index === null || text === undefined) throw error;
    throw conflict(text);
  };
}
