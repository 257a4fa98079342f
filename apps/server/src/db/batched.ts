// Reads by key made together: the keys asked over two turns of the event loop go to the database in
// one statement, and while `maxInFlight` such statements are running, the keys asked meanwhile wait
// for one to end and go together in the next. Concurrent readers of different
// prompts (the public detail reads the response cache has not kept) then cost one round trip between
// them instead of one each. On PostgreSQL each round trip is a write to the database's socket, which
// wakes its process; that system call took a fifth of the server's time on such reads, and with 20
// readers the reads of prompts not kept went from ~7,000 to ~13,000 per second (CPU profile and
// probe at 100,000 prompts).
type Waiter<V> = { resolve: (value: V | undefined) => void; reject: (error: unknown) => void };

/**
 * Turns of the event loop a statement gathers keys over: a turn answers the requests that came in
 * meanwhile, and the second one's misses join the first one's. With one, popular detail reads (a
 * fifth not kept) sent ~3 prompts per statement; with two, ~5, for ~35 % fewer statements, each a
 * round trip that wakes PostgreSQL's process, and ~10 % more reads per second (probe at 100,000).
 */
const GATHERING_TURNS = 2;

const afterTurns = (turns: number, then: () => void): void => {
  setImmediate(turns > 1 ? () => afterTurns(turns - 1, then) : then);
};
type Batches<K, V> = { gathering: Map<K, Waiter<V>[]>; inFlight: number; scheduled: boolean };

/**
 * `load` reads the rows of several keys and returns them by key; the function returned reads one key
 * (undefined when `load` found none). Keys are gathered per database handle (a transaction's reads
 * stay in it), each key once.
 */
export function batched<Db extends object, K, V>(
  load: (db: Db, keys: K[]) => Promise<Map<K, V>>,
  maxInFlight: number,
): (db: Db, key: K) => Promise<V | undefined> {
  const byDb = new WeakMap<Db, Batches<K, V>>();
  const schedule = (db: Db, batches: Batches<K, V>) => {
    if (batches.scheduled || batches.inFlight >= maxInFlight || batches.gathering.size === 0) return;
    batches.scheduled = true;
    afterTurns(GATHERING_TURNS, () => run(db, batches));
  };
  const run = async (db: Db, batches: Batches<K, V>) => {
    batches.scheduled = false;
    const batch = batches.gathering;
    batches.gathering = new Map();
    batches.inFlight += 1;
    try {
      const found = await load(db, [...batch.keys()]);
      for (const [key, waiters] of batch) for (const waiter of waiters) waiter.resolve(found.get(key));
    } catch (error) {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
    } finally {
      batches.inFlight -= 1;
      schedule(db, batches);
    }
  };
  return (db, key) =>
    new Promise((resolve, reject) => {
      let batches = byDb.get(db);
      if (!batches) {
        batches = { gathering: new Map(), inFlight: 0, scheduled: false };
        byDb.set(db, batches);
      }
      const waiters = batches.gathering.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else batches.gathering.set(key, [{ resolve, reject }]);
      schedule(db, batches);
    });
}
