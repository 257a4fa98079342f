// Every metric the server exposes (plugins/metrics.ts serves them), named here once, in a prom-client
// Registry of each app's own, so that apps built side by side (tests) count apart:
//
// - promptlib_http_request_duration_seconds{method,route,status}: every request, its `_count` the
//   request count. `route` is the route's pattern (`/api/prompts/:id`), never the URL, so that the
//   series stay few: a request no route matched is "unmatched", the web app's files are "static".
// - promptlib_response_cache_{hits,misses,sent_bytes}_total, _held_bytes, _answers: the reads of
//   cacheable routes answered from the cache (early or through Fastify, or with the answer a
//   concurrent read was computing) and those computed; the bytes of kept answers sent, and held.
// - promptlib_db_query_duration_seconds: each statement; promptlib_db_pool_*: PostgreSQL's pool.
// - promptlib_import_jobs_total{mode,outcome}, promptlib_import_rows_total{result}: imports that
//   write (a dry run writes nothing), at once or as a background job; the rows of those that finish.
// - promptlib_mail_messages_total{outcome}: e-mails sent or failed.
// - promptlib_webhook_deliveries_total{outcome}: webhook delivery attempts (modules/webhooks): succeeded,
//   failed and to be tried again (retry), or failed for good after the last attempt (failed).
// - Node's own (prom-client's default metrics): event-loop lag, heap, RSS, CPU, GC.
//
// The early path answers ~25,000 cached reads a second, so a request costs one histogram observation
// on a labelled child found in nested maps (no label object or key string made per request), and a
// cache hit two counter increments.
import type { ImportReport } from '@prompt-lib/contract';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseStats, PoolUse } from '../db/client.ts';

/** Requests take from ~25 µs (a kept answer) to seconds (an import): buckets from 0.5 ms to 10 s. */
const REQUEST_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** The route label of a request no route matched (an unknown path, the web app's fallback page). */
export const UNMATCHED = 'unmatched';

type Timer = { observe: (seconds: number) => void };

export class Metrics {
  readonly registry = new Registry();
  /** The response cache's store, read at each scrape (public-cache.ts sets it when it keeps answers). */
  cacheStore: { readonly heldBytes: number; readonly size: number } | undefined;

  private readonly requests: Histogram<'method' | 'route' | 'status'>;
  /** The requests histogram's children by method, route and status. */
  private readonly timers = new Map<string, Map<string, Map<number, Timer>>>();
  private readonly cacheHits: Counter;
  private readonly cacheMisses: Counter;
  private readonly cacheSentBytes: Counter;
  private readonly imports: Counter<'mode' | 'outcome'>;
  private readonly importRows: Counter<'result'>;
  private readonly mail: Counter<'outcome'>;
  private readonly webhooks: Counter<'outcome'>;
  private readonly database: DatabaseStats | undefined;
  private readonly timeQuery: (seconds: number) => void;

  /** `database`: the statements and pool to measure; they are timed until close(). */
  constructor(database?: DatabaseStats) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Histogram({
      name: 'promptlib_http_request_duration_seconds',
      help: 'Time from a request to its answer, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      buckets: REQUEST_BUCKETS,
      registers,
    });
    this.cacheHits = new Counter({
      name: 'promptlib_response_cache_hits_total',
      help: 'Reads of cacheable routes answered without computing them: a kept answer, or the one a concurrent read computed',
      registers,
    });
    this.cacheMisses = new Counter({
      name: 'promptlib_response_cache_misses_total',
      help: 'Reads of cacheable routes computed',
      registers,
    });
    this.cacheSentBytes = new Counter({
      name: 'promptlib_response_cache_sent_bytes_total',
      help: 'Bytes of answer bodies sent from the response cache (a 304 sends none)',
      registers,
    });
    const store = () => this.cacheStore;
    new Gauge({
      name: 'promptlib_response_cache_held_bytes',
      help: 'Memory the response cache holds: its answers and the objects that index them (RESPONSE_CACHE_MB bounds it)',
      registers,
      collect() {
        this.set(store()?.heldBytes ?? 0);
      },
    });
    new Gauge({
      name: 'promptlib_response_cache_answers',
      help: 'Answers the response cache keeps',
      registers,
      collect() {
        this.set(store()?.size ?? 0);
      },
    });

    const queries = new Histogram({
      name: 'promptlib_db_query_duration_seconds',
      help: 'Time from a database statement to its answer',
      buckets: QUERY_BUCKETS,
      registers,
    });
    this.database = database;
    this.timeQuery = (seconds) => queries.observe(seconds);
    if (database) database.onQuery = this.timeQuery;
    const pool = database?.pool;
    if (pool) {
      const gauge = (name: string, help: string, read: (use: PoolUse) => number) =>
        new Gauge({
          name,
          help,
          registers,
          collect() {
            this.set(read(pool()));
          },
        });
      gauge('promptlib_db_pool_connections', 'Connections the PostgreSQL pool holds', (use) => use.total);
      gauge('promptlib_db_pool_idle_connections', 'Connections of the pool not in use', (use) => use.idle);
      gauge('promptlib_db_pool_max_connections', 'Connections the pool may open', (use) => use.max);
      gauge('promptlib_db_pool_waiting_clients', 'Callers waiting for a connection', (use) => use.waiting);
    }

    this.imports = new Counter({
      name: 'promptlib_import_jobs_total',
      help: 'Imports that write, by mode (at-once: answered with the report; background: a job) and outcome',
      labelNames: ['mode', 'outcome'],
      registers,
    });
    this.importRows = new Counter({
      name: 'promptlib_import_rows_total',
      help: 'Rows of finished imports: created, skipped (already there) or refused (error)',
      labelNames: ['result'],
      registers,
    });
    this.mail = new Counter({
      name: 'promptlib_mail_messages_total',
      help: 'E-mails the SMTP server accepted (sent) or that could not be sent (failed)',
      labelNames: ['outcome'],
      registers,
    });
    this.webhooks = new Counter({
      name: 'promptlib_webhook_deliveries_total',
      help: 'Webhook delivery attempts: succeeded, failed to be tried again (retry), or failed after the last attempt (failed)',
      labelNames: ['outcome'],
      registers,
    });
    // Shown at 0 from the start, so that a rate over them is 0 rather than no data.
    for (const mode of ['at-once', 'background'])
      for (const outcome of ['done', 'failed']) this.imports.inc({ mode, outcome }, 0);
    for (const result of ['created', 'skipped', 'error']) this.importRows.inc({ result }, 0);
    for (const outcome of ['sent', 'failed']) this.mail.inc({ outcome }, 0);
    for (const outcome of ['succeeded', 'retry', 'failed']) this.webhooks.inc({ outcome }, 0);
  }

  /** Counts a request answered after `seconds`: `route` is its route's pattern, or UNMATCHED. */
  request(method: string, route: string, status: number, seconds: number): void {
    let routes = this.timers.get(method);
    if (!routes) {
      routes = new Map();
      this.timers.set(method, routes);
    }
    let statuses = routes.get(route);
    if (!statuses) {
      statuses = new Map();
      routes.set(route, statuses);
    }
    let timer = statuses.get(status);
    if (!timer) {
      timer = this.requests.labels(method, route, String(status));
      statuses.set(status, timer);
    }
    timer.observe(seconds);
  }

  /** A read of a cacheable route answered without computing it, with a body of `bytes`. */
  cacheHit(bytes: number): void {
    this.cacheHits.inc();
    if (bytes > 0) this.cacheSentBytes.inc(bytes);
  }

  /** A read of a cacheable route computed. */
  cacheMiss(): void {
    this.cacheMisses.inc();
  }

  /** An import that writes has ended: with its report, or null when it failed. */
  importEnded(mode: 'at-once' | 'background', report: ImportReport | null): void {
    this.imports.inc({ mode, outcome: report ? 'done' : 'failed' });
    if (!report) return;
    this.importRows.inc({ result: 'created' }, report.created);
    this.importRows.inc({ result: 'skipped' }, report.skipped);
    this.importRows.inc({ result: 'error' }, report.errorCount);
  }

  /** An e-mail the SMTP server accepted (true) or that could not be sent (false). */
  mailEnded(sent: boolean): void {
    this.mail.inc({ outcome: sent ? 'sent' : 'failed' });
  }

  /** A webhook delivery attempt: succeeded, failed with another to come (retry), or the last one failed. */
  webhookAttempted(outcome: 'succeeded' | 'retry' | 'failed'): void {
    this.webhooks.inc({ outcome });
  }

  /** Every metric in Prometheus's text format. */
  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** Stops timing the database's statements. */
  close(): void {
    if (this.database?.onQuery === this.timeQuery) this.database.onQuery = undefined;
  }
}
