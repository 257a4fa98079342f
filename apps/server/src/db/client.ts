// Opens the database: PostgreSQL when a URL is given, else embedded PGlite in a folder (or in memory).
// Both speak the same SQL; the rest of the server sees one Drizzle type and asks which it is only where
// their costs differ (engineOf).
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Applies every pending migration. */
  migrate: () => Promise<void>;
  /** Closes once the statements running have settled (see settled), so that requests in flight end whole. */
  close: () => Promise<void>;
  /**
   * Calls `onNotify` for every NOTIFY on `channel` once its transaction commits (on PGlite, before the
   * writing call returns; on PostgreSQL, a moment later on a connection of its own, which is kept up:
   * when it drops, `onNotify` is called too, since notifications may have been missed). Resolves to
   * a function that stops listening.
   */
  listen: (channel: string, onNotify: () => void) => Promise<() => Promise<void>>;
  /** PGlite only: its whole data directory as a gzipped tar (for backups, db/backup.ts). */
  dumpDataDir?: () => Promise<Blob>;
  /** What the metrics read of the database (plugins/metrics.ts). */
  stats: DatabaseStats;
};

export type DatabaseStats = {
  /**
   * Hears how long each statement took, in seconds, once it is answered (on PGlite, the wait for the
   * engine, which runs one at a time, included). Unset, statements are not timed.
   */
  onQuery: ((seconds: number) => void) | undefined;
  /** PostgreSQL only: how its pool is used now. */
  pool: (() => PoolUse) | undefined;
};

/** The pool's connections, those idle, the most it opens, and the callers waiting for one. */
export type PoolUse = { total: number; idle: number; max: number; waiting: number };

export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true };

/** The pool of PostgreSQL connections a database handle (openDatabase's `db`) runs on; null on PGlite. */
const poolOf = (db: Db): pg.Pool | null => {
  const client = (db as Db & { $client: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
};

/** The engine a database handle (openDatabase's `db`) runs on: a pool of PostgreSQL connections, or PGlite. */
export const engineOf = (db: Db): Database['engine'] => (poolOf(db) ? 'postgres' : 'pglite');

/** The database the configuration names: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export const configuredTarget = (config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): DatabaseTarget => (config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/**
 * How many of this build's migrations the database has not recorded as applied (drizzle keeps them in
 * drizzle.__drizzle_migrations, on both engines): 0 when the schema is the one this code expects.
 */
export async function pendingMigrations(db: Db): Promise<number> {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return Math.max(0, journal.entries.length - (row?.n ?? 0));
}

/** The most connections an instance opens to PostgreSQL. */
const POOL_CONNECTIONS = 10;
/**
 * Where the search indexes' pending lists of new entries, which every search reads through, are
 * merged into them (migrations 0027, 0060): every connection's setting; an import's batch raises it
 * for its transaction (transfer/import-repository.ts).
 */
const PENDING_LIST_LIMIT = '1MB';
/**
 * The memory a PostgreSQL statement's sort or bitmap may take (4 MB by default). A search's count
 * gathers the rows that hold a word in a bitmap of the table's pages; at a million prompts a common
 * word's spans ~100,000 of the table's 181,000 pages, which 4 MB holds only as whole pages
 * ("lossy"), each of whose rows is then tested again: counting 1,000 matches of such a word took
 * ~165 ms, ~18 ms at 16 MB, which holds a bitmap of every page at that size. The embedded engine
 * keeps its default: its memory is the server's, and its libraries are smaller.
 */
const WORK_MEM = '16MB';

/** `loadDataDir`: a PGlite backup to fill a new embedded database with (db/backup.ts). */
export async function openDatabase(target: DatabaseTarget, loadDataDir?: Blob): Promise<Database> {
  if ('url' in target) {
    // random_page_cost 1.1 (PostgreSQL's advice for SSDs and cached data, where a random read costs
    // about what a sequential one does): with the default 4, a search for a word in a fifth of the
    // prompts is planned as a scan of every row (80 ms) instead of its GIN index (10 ms). The search
    // indexes' pending lists merge at PENDING_LIST_LIMIT; statements take up to WORK_MEM. A pooler in
    // front that drops the options startup parameter leaves these settings to the database role
    // (README).
    const pool = new pg.Pool({
      connectionString: target.url,
      max: POOL_CONNECTIONS,
      options: `-c random_page_cost=1.1 -c gin_pending_list_limit=${PENDING_LIST_LIMIT} -c work_mem=${WORK_MEM}`,
    });
    // An idle client that loses its connection must not crash the process.
    pool.on('error', () => {});
    const stats: DatabaseStats = {
      onQuery: undefined,
      pool: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        max: POOL_CONNECTIONS,
        waiting: pool.waitingCount,
      }),
    };
    const activity: Activity = { running: 0, lastEnded: 0 };
    // Every statement, the pool's (pool.query) and a transaction's alike, runs on a connection.
    pool.on('connect', (client) => {
      client.query = timed(client.query.bind(client), stats, activity) as typeof client.query;
    });
    const db = drizzleNodePg(pool, { schema });
    return {
      db,
      engine: 'postgres',
      migrate: () => migrateNodePg(db, { migrationsFolder }),
      close: async () => {
        await settled(activity);
        await pool.end();
      },
      listen: (channel, onNotify) => listenPostgres(target.url, channel, onNotify),
      stats,
    };
  }
  let dataDir: string | undefined;
  if ('dataDir' in target) {
    dataDir = target.dataDir;
    mkdirSync(dataDir, { recursive: true });
  }
  // Loaded only for the embedded engine: a PostgreSQL deployment never pays for the WebAssembly build.
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all(
    [
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ],
  );
  // 16 MB of shared buffers instead of PostgreSQL's 128 MB: PGlite's buffers live in the server's
  // own memory (WebAssembly), and an embedded library fits in far less (RSS ~140 MB lower); pages it
  // drops are read again from the operating system's file cache.
  const client = await PGlite.create({
    dataDir,
    extensions: { pg_trgm },
    postgresqlconf: ['shared_buffers = 16MB', `gin_pending_list_limit = ${PENDING_LIST_LIMIT}`],
    loadDataDir,
  });
  const stats: DatabaseStats = { onQuery: undefined, pool: undefined };
  const activity: Activity = { running: 0, lastEnded: 0 };
  // Drizzle's statements go through query(), a transaction's through the query() of the transaction
  // object PGlite hands its callback.
  client.query = timed(client.query.bind(client), stats, activity) as typeof client.query;
  const transaction = client.transaction.bind(client);
  client.transaction = (work) =>
    transaction((tx) => {
      const query = timed(tx.query, stats, activity) as typeof tx.query;
      return work(
        new Proxy(tx, { get: (target, key) => (key === 'query' ? query : Reflect.get(target, key)) }),
      );
    });
  const db = drizzlePglite(client, { schema });
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: async () => {
      await settled(activity);
      await client.close();
    },
    listen: async (channel, onNotify) => {
      const unlisten = await client.listen(channel, onNotify);
      return () => unlisten();
    },
    dumpDataDir: () => client.dumpDataDir('gzip'),
    stats,
  };
}

/**
 * A driver's query function that tells `stats.onQuery` how long each statement took: node-postgres
 * answers by a callback (the pool's own calls) or a promise, PGlite by a promise.
 */
/** Statements running now, and when the last one ended: what closing waits out (settled). */
type Activity = { running: number; lastEnded: number };

/**
 * Waits until no statement has run for QUIET_MS (a request between two of its statements does a
 * moment's work in JavaScript), at most SETTLE_MAX_MS. Closing the pool under a request whose client
 * had gone (SIGTERM in a rolling deploy) failed its next statement: "Cannot use a pool after calling
 * end on the pool".
 */
async function settled(activity: Activity): Promise<void> {
  const giveUp = performance.now() + SETTLE_MAX_MS;
  while (performance.now() < giveUp) {
    if (activity.running === 0 && performance.now() - activity.lastEnded >= QUIET_MS) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
const QUIET_MS = 100;
const SETTLE_MAX_MS = 5_000;

/** `query`, counted in `activity` and timed for `stats.onQuery` when it listens. */
function timed(query: (...args: never[]) => unknown, stats: DatabaseStats, activity: Activity) {
  return (...args: unknown[]) => {
    const start = performance.now();
    activity.running += 1;
    const done = () => {
      activity.running -= 1;
      activity.lastEnded = performance.now();
      stats.onQuery?.((activity.lastEnded - start) / 1000);
    };
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (...results: unknown[]) => {
        done();
        callback(...results);
      };
      return query(...(args as never[]));
    }
    let result: unknown;
    try {
      result = query(...(args as never[]));
    } catch (error) {
      done();
      throw error;
    }
    if (result instanceof Promise) result.then(done, done);
    else done();
    return result;
  };
}

const RECONNECT_DELAY_MS = 1_000;

async function listenPostgres(url: string, channel: string, onNotify: () => void) {
  let client: pg.Client | undefined;
  let stopped = false;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    client = next;
    const lost = () => {
      if (client !== next) return;
      client = undefined;
      next.end().catch(() => {});
      if (stopped) return;
      onNotify();
      setTimeout(() => {
        if (!stopped) connect().catch(() => {});
      }, RECONNECT_DELAY_MS).unref();
    };
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    next.on('error', lost);
    next.on('end', lost);
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      lost();
      throw error;
    }
  };
  try {
    await connect();
  } catch (error) {
    stopped = true;
    throw error;
  }
  return async () => {
    stopped = true;
    const last = client;
    client = undefined;
    await last?.end();
  };
}

/** The advisory lock every transaction that changes prompts takes first (any constant will do). */
const PROMPT_WRITES_LOCK = 7_230_001;

/**
 * Runs `work` in a transaction that first takes the prompt-writes lock. Triggers move the kept
 * counts (prompt_counts) in several statements of such a transaction, and two of them taking those
 * rows in different orders would deadlock; prompts change rarely enough to change one at a time.
 */
export function changePrompts<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PROMPT_WRITES_LOCK})`);
    return work(tx);
  });
}

/**
 * A statement prepared under `name` for each database handle that runs it: each connection parses
 * and plans it once instead of on every run (drizzle's `.prepare`, with `sql.placeholder`s).
 */
export function preparedStatement<S>(name: string, prepare: (db: Db, name: string) => S): (db: Db) => S {
  const byDb = new WeakMap<Db, S>();
  return (db) => {
    let statement = byDb.get(db);
    if (!statement) {
      statement = prepare(db, name);
      byDb.set(db, statement);
    }
    return statement;
  };
}

/** Runs raw SQL and returns its rows, on either engine. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect();
/** The statement texts prepared by name (preparedName), by text; past this many, the rest run unnamed. */
const MAX_PREPARED_TEXTS = 100;
const preparedNames = new Map<string, string>();

/**
 * The name a statement of this text is prepared under on PostgreSQL, made once per text (undefined
 * past MAX_PREPARED_TEXTS): for statements run on every request of a kind, whose text depends only on
 * the request's shape (a search's or a list's, their values parameters). Each connection then parses
 * such a statement once and, once PostgreSQL finds its plan for any value no worse than those it makes
 * for each run's values, plans it once: planning was most of a first page's time in PostgreSQL, and a
 * third of a search's.
 */
function preparedName(text: string): string | undefined {
  let name = preparedNames.get(text);
  if (name === undefined && preparedNames.size < MAX_PREPARED_TEXTS) {
    name = `prepared_${preparedNames.size}`;
    preparedNames.set(text, name);
  }
  return name;
}

/**
 * queryRows, prepared by name on PostgreSQL (preparedName). Its rows as node-postgres reads them: for
 * statements of numbers, text and JSON (drizzle reads dates otherwise).
 */
export async function queryRowsPrepared<T>(db: Db, query: SQL): Promise<T[]> {
  const pool = poolOf(db);
  if (!pool) return queryRows(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  return (await pool.query<T & pg.QueryResultRow>({ name: preparedName(text), text, values: params })).rows;
}

/** A drizzle query (a select) that can be run as it is or prepared under a name. */
export type Preparable<T> = {
  toSQL(): { sql: string };
  prepare(name: string): { execute(): Promise<T> };
  execute(): Promise<T>;
};

/** Runs a drizzle query, prepared by name on PostgreSQL (preparedName). */
export function runPrepared<T>(db: Db, query: Preparable<T>): Promise<T> {
  const name = engineOf(db) === 'postgres' ? preparedName(query.toSQL().sql) : undefined;
  return name === undefined ? query.execute() : query.prepare(name).execute();
}
