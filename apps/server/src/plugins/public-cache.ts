// The response cache of the reads: the answers of the routes that opt in (`config: { publicCache:
// true }`), kept as ready bytes with the headers they were sent with (brotli only, when worth
// compressing: what browsers take; a plain or gzip copy is made when a client first asks for one;
// their bytes packed in answer-store.ts). Every answer of such a route carries an ETag (304 when the
// client already has it; `Cache-Control: no-cache`, so browsers ask each time). Answers are kept per
// origin (protocol and host) and URL: a public page writes its absolute URLs from the origin it was
// asked at when PUBLIC_URL is not set.
//
// Visitors share one set of answers. Signed-in callers share theirs per audience (issue 28): the key
// of what the visibility rule reads of a caller (visibility.ts audienceKey), so that an answer is only
// ever handed to a caller the rule answers alike. An answer about one prompt (a detail: its handler
// names the prompt, `request.answerRule`) is shared wider, per standing toward that prompt (editor or
// reader, visibility.ts standingOf), which is all it depends on: every reader of a prompt gets the
// same answer, whatever their groups. What belongs to one caller alone (a route's `callerPart`: a
// detail's `myRating`) is joined to the answer: the shared answer holds the part most callers have
// (no rating), and a copy with another part is kept per part. A caller whose token fails gets answers computed for it alone;
// the HTTP server answers early only visitors and the callers of sign-in tokens it remembers (auth.ts
// KnownCallers).
//
// A kept answer is sent before Fastify sees the request: the HTTP server asks the cache first
// (EarlyAnswers, app.ts), logs the request's line itself and counts it in the metrics under the
// pattern of the route that computed it (plugins/metrics.ts). It already carries the security headers
// it was first sent with. Fastify's routing, request objects, hooks and reply took a third of such a
// read's time (probe at 100,000 prompts: server CPU per cached detail ~34 -> ~25 µs).
//
// Freshness: the whole cache belongs to one generation, and any change ends it (changes.ts). A change
// is either a write request answered on this instance (ended before its answer leaves, so its own
// client reads what it wrote) or a commit announced by the database's triggers (migrations 0021,
// 0033, 0035) through LISTEN/NOTIFY, which brings the writes of other instances, background jobs and
// scripts. A read keeps its answer only if no change came while it ran, so an answer computed before
// a commit is never kept after it.
import { hash } from 'node:crypto';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import type { TLSSocket } from 'node:tls';
import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliCompressSync,
  brotliDecompress,
  brotliDecompressSync,
  constants,
  gzipSync,
} from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerFactory } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { etagMatches } from '../etag.ts';
import { requestLanguage } from '../i18n.ts';
import { type Audienced, audienceKey, standingOf } from '../modules/prompts/visibility.ts';
import { type Answer, AnswerStore, type Copy, type Grade } from './answer-store.ts';
import type { AuthUser, KnownCallers } from './auth.ts';
import { Changes } from './changes.ts';
import type { Metrics } from './metrics-registry.ts';

export const PUBLIC_CHANGE_CHANNEL = 'promptlib_public_change';

/** A read computing an answer to keep: the generation it began in, and its waiters' promise. */
type Computing = {
  generation: number;
  /** Where the answer is kept (the caller's audience and `origin`), and the origin and URL read. */
  address: string;
  origin: string;
  key: string;
  settle: (entry: Answer | undefined) => void;
};

/**
 * What a route adds to its answer for a signed-in caller alone, as JSON members (`"myRating":4`):
 * `none` is the part of most callers (no rating), which the shared answer holds already; `load` reads
 * the request's caller's; `known` gives a caller's for a request's params when it is known without
 * reading (what is remembered), else undefined, for answers sent early.
 */
type CallerPart = {
  none: string;
  load: (request: FastifyRequest) => Promise<string>;
  known: (params: unknown, caller: AuthUser) => string | undefined;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    publicCache?: boolean;
    /**
     * The route's database reads are batched (db/batched.ts), which bounds its share of the database
     * by itself: its reads are computed at once, without waiting for a slot (but not during a write's
     * hold).
     */
    batchedReads?: boolean;
    /**
     * false on a write route whose answer changes nothing a public read shows (a sign-in, an MCP call:
     * what one writes, usage counts, the database announces): it neither empties the cache nor goes
     * before the reads waiting to be computed.
     */
    publicChange?: boolean;
    /**
     * What the route adds to its answer for a signed-in caller alone, as JSON members (`"myRating":4`):
     * the shared answer is kept without it, and it is added as the answer goes out.
     */
    callerPart?: CallerPart;
  }
  interface FastifyRequest {
    /**
     * For a read of a cacheable route: what it computes for the cache, or 'tag' when its answer only
     * gets an ETag; null for every other request and for an answer from the cache.
     */
    publicCache: Computing | 'tag' | null;
    /** For a write: ends its hold on the public reads waiting to be computed. */
    endWritePriority: (() => void) | null;
    /**
     * The prompt a read's answer is about, set by its handler when the answer depends on the caller
     * only through the visibility rule's reading of that prompt: kept per standing toward it.
     */
    answerRule: Audienced | null;
  }
}

/** A safety net for what changes with time alone (the "Popular now" window). */
const MAX_AGE_MS = 60_000;
/** A compressed copy made fast and smaller than this is kept as it is: made hard, it saves too little. */
const DENSE_FROM_BYTES = 4 * 1024;
/**
 * A kept answer's brotli copy of this size or more (a category's array: ~45 KB of ~150 KB), once read
 * DENSEST_AFTER_READS times and unchanged for DENSEST_AFTER_MS, is made again at quality 10 in
 * zlib's thread pool, one at a time: ~13 % fewer bytes for every later read (a category array 47.4 ->
 * 41.3 KB), for ~130 ms of a pool thread's CPU (quality 11: 41.2 KB, ~290 ms; quality 5, the dense
 * copy's, ~13 ms). The reads and the time keep a library being edited from paying for copies it
 * throws away at the next change.
 */
export const DENSEST_FROM_BYTES = 16 * 1024;
export const DENSEST_AFTER_READS = 100;
export const DENSEST_AFTER_MS = 1_000;
/**
 * Smaller answers are sent and kept as they are: compressing them saves less than it costs. A
 * prompt's detail (~1.2 KB) compressed on every first read cost the popular detail reads ~9 % of
 * their throughput at 1 KB (probe at 100,000: ~19,400 -> ~21,200 req/s at 2 KB, the same peak RSS);
 * brotli saves it ~500 bytes, less than a packet. At 2 KB a sixth of the bench's details were still
 * compressed at every computed read, most of the cost a new brotli state each time: details computed
 * with the cache off ~11,700 -> ~12,550 req/s at 4 KB (probe, builds alternated). Under 4 KB an
 * answer fits the first flight of packets (TCP's initial window, ~14 KB) either way.
 */
const COMPRESS_FROM_BYTES = 4096;
/**
 * The window of a fast copy (brotli's LGWIN: 8 KB; its default is 4 MB), which sizes quality 1's
 * working memory by the smaller of the answer and the window: each of its blocks then stays under
 * glibc's mmap threshold (32 KB, `npm run serve`), so it is reused rather than mapped, zeroed and
 * unmapped at every answer. A 16 KB search answer: ~90 µs of system time a compression less, ~6 %
 * more bytes; a kept answer read again is made hard anyway (see compressed).
 */
const FAST_WINDOW_BITS = 13;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Public reads computed at once (each holds one of the pool's 10 database connections, db/client.ts;
 * a route whose reads are batched needs no slot): the rest wait here, in order, so writes and
 * signed-in callers always find a free connection, and the database's CPU too. Four keep two cores
 * busy; with eight, a prompt created while readers searched took three times as long (benchmark at
 * 100,000: p50 90 -> 30 ms), for fewer reads.
 */
export const MAX_COMPUTING = 4;
/**
 * How long a write holds back the public reads waiting to be computed, so that it has the database's
 * CPU (those already computing go on): while readers kept both cores busy, a prompt created took
 * p95 ~34 ms instead of ~8 alone. The hold ends when the write is answered, or after this long, so a
 * long upload cannot stall reads.
 */
export const WRITE_PRIORITY_MS = 50;
/**
 * Public reads computed at once while prompts are being written (a write began less than
 * WRITING_RECENT_MS ago): the reads already computing when a write comes go on, and each takes a
 * share of the two cores the write needs. With readers running and a prompt created every 100 ms,
 * creation took p95 ~19 ms with four, ~17 ms with three and ~14 ms with two, for ~25 % fewer reads
 * than with four (probe at 100,000).
 */
export const MAX_COMPUTING_WHILE_WRITING = 2;
export const WRITING_RECENT_MS = 1000;
/** Addresses remembered as read before (about 100 bytes each); past this many, they are forgotten. */
const MAX_ADDRESSES_SEEN = 20_000;
/** Distinct header sets shared by kept answers; more are not expected, and start the sharing anew. */
const MAX_HEADER_SETS = 64;
/**
 * Headers an answer from the cache sets afresh (representation, the request's id) or that belong to
 * one connection.
 */
const NOT_KEPT = new Set([
  'content-length',
  'content-encoding',
  'etag',
  'cache-control',
  'vary',
  'connection',
  'x-request-id',
]);

export type PublicCacheOptions = {
  /** Memory for kept answers and their compressed copies; 0 turns keeping off (ETags stay). */
  maxMb: number;
  /** The database's change announcements (Database.listen); without it only this instance's writes count. */
  listen?: Database['listen'];
  /** Where the changes are told to whatever else remembers (auth.ts KnownCallers); one of its own if absent. */
  changes?: Changes;
  /** The callers the HTTP server may recognise before Fastify, to send them their audience's answers early. */
  callers?: KnownCallers;
  /** Fastify's trustProxy: whether X-Forwarded-Proto and -Host name a request's origin. */
  trustProxy?: boolean;
  /** Where the HTTP server finds the kept answers before Fastify (without it, Fastify's hook sends them). */
  early?: EarlyAnswers;
  /**
   * Whether answers may be kept and handed to anonymous callers now: false while the library is behind
   * sign-in, when every read is computed for its caller.
   */
  shared?: () => boolean;
  /**
   * Where hits, misses and the cache's memory are counted (plugins/metrics.ts), and the answers sent
   * early, which Fastify's hooks do not see; null when metrics are off.
   */
  metrics?: Metrics | null;
};

/** The settings of Fastify's (defaulted) options a server factory is given that an HTTP/1 server takes. */
type ServerSettings = {
  http?: ServerOptions;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket: number;
};

/** A request id that a trusted proxy may hand on: letters, digits and `-_.:/+=`, at most 128. */
const GIVEN_REQUEST_ID = /^[\w\-.:/+=]{1,128}$/;

/**
 * The HTTP server's way to the kept answers: `serverFactory`, given to Fastify, makes a server that
 * offers each request to `answer` first (the plugin sets it) and gives Fastify only those it declines;
 * `requestId`, Fastify's genReqId too, names the requests of both alike in the log and in their
 * X-Request-Id: the one a trusted proxy sent (`trustProxy`), else a number of this process.
 */
export class EarlyAnswers {
  answer: (request: IncomingMessage, response: ServerResponse) => boolean = () => false;
  private requests = 0;
  private readonly trustProxy: boolean;

  constructor(trustProxy = false) {
    this.trustProxy = trustProxy;
  }

  readonly requestId = (request: IncomingMessage): string => {
    const given = this.trustProxy ? request.headers['x-request-id'] : undefined;
    if (typeof given === 'string' && GIVEN_REQUEST_ID.test(given)) return given;
    return `req-${(this.requests++).toString(36)}`;
  };

  /** What Fastify's own factory does for HTTP/1 (fastify/lib/server.js), with the cache asked first. */
  readonly serverFactory: FastifyServerFactory = (handler, options) => {
    const settings = options as ServerSettings;
    const server = createServer(settings.http ?? {}, (request, response) => {
      if (!this.answer(request, response)) handler(request, response);
    });
    server.keepAliveTimeout = settings.keepAliveTimeout;
    server.requestTimeout = settings.requestTimeout;
    server.setTimeout(settings.connectionTimeout);
    if (settings.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = settings.maxRequestsPerSocket;
    return server;
  };
}

/**
 * The address a read is kept under: its origin and URL (and a page's language), the origin as Fastify reads request.protocol
 * and request.host (with trustProxy, the last X-Forwarded-Proto and -Host), from the raw request, so
 * that the early answers and Fastify's hook find the same.
 */
export function addressOf(request: IncomingMessage, trustProxy: boolean): string {
  const { headers } = request;
  const forwarded = (name: 'x-forwarded-proto' | 'x-forwarded-host') => {
    const value = trustProxy ? headers[name] : undefined;
    return typeof value === 'string' && value ? value.slice(value.lastIndexOf(',') + 1).trim() : undefined;
  };
  const protocol =
    forwarded('x-forwarded-proto') ?? ((request.socket as TLSSocket | null)?.encrypted ? 'https' : 'http');
  const host = forwarded('x-forwarded-host') ?? headers.host ?? headers[':authority'] ?? '';
  const address = `${protocol}://${host}${request.url}`;
  // A page is drawn in the language the request prefers (modules/seo), and a search ranked for it; the
  // API's other answers are the same in all.
  return perLanguage(request.url ?? '') ? `${address} ${requestLanguage(request)}` : address;
}

const perLanguage = (url: string) => !url.startsWith('/api/') || url.startsWith('/api/prompts/search');

export const publicCachePlugin = fp(async (app: FastifyInstance, options: PublicCacheOptions) => {
  const cache = options.maxMb > 0 ? new AnswerStore(options.maxMb * 1024 * 1024, MAX_AGE_MS) : undefined;
  const changes = options.changes ?? new Changes();
  changes.onChange(() => cache?.clear());
  const metrics = options.metrics ?? null;
  if (metrics) metrics.cacheStore = cache;
  const invalidate = () => changes.announce();

  if (options.listen) {
    const stop = await options.listen(PUBLIC_CHANGE_CHANNEL, invalidate);
    app.addHook('onClose', () => stop());
  }

  // Kept answers share their headers: a few sets (the security headers and a content type) serve all.
  // Most answers have the last one's, found without making the key.
  const headerSets = new Map<string, string[]>();
  let lastSet: string[] = [];
  const keptHeaders = (reply: FastifyReply): string[] => {
    const headers: string[] = [];
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value === undefined || NOT_KEPT.has(name)) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.push(name, String(one));
    }
    if (headers.length === lastSet.length && headers.every((value, i) => value === lastSet[i]))
      return lastSet;
    const key = headers.join('\n');
    let known = headerSets.get(key);
    if (!known) {
      if (headerSets.size >= MAX_HEADER_SETS) headerSets.clear();
      headerSets.set(key, headers);
      known = headers;
    }
    lastSet = known;
    return known;
  };

  // While the cache has room every answer is kept; once it is full, an answer is kept from the second
  // read of its address on, so that reads made once (a search typed once, a prompt opened once) do not
  // push out the answers many readers ask for. After a change empties it, the cache fills again at
  // the first reads (benchmark at 100,000: ~20 % of popular detail reads computed instead of ~28 %).
  const readBefore = new Set<string>();
  const keeps = (cache: AnswerStore, address: string, entry: Answer) => {
    const seen = readBefore.has(address);
    if (!seen) {
      if (readBefore.size >= MAX_ADDRESSES_SEEN) readBefore.clear();
      readBefore.add(address);
    }
    return seen || cache.hasRoom(entry.plain?.length ?? 0);
  };

  /**
   * Where a caller's answer to a read of `origin` is kept (visitors': `origin`; signed-in callers':
   * their audience's, or their standing's for an answer about one prompt), and the answer kept there.
   * An answer about one prompt is found by trying each standing: the kept one says which prompt it
   * is about, and so the caller's own standing. Someone who may not see the prompt is computed for.
   */
  const keptFor = (caller: AuthUser | null, origin: string): { address: string; entry?: Answer } => {
    if (!caller) return { address: origin, entry: cache?.get(origin) };
    for (const standing of STANDINGS) {
      const rule = cache?.ruleAt(standingAddress(standing, origin));
      if (!rule) continue;
      const own = standingOf(rule, caller);
      if (own === null) return { address: audienceAddress(caller, origin) };
      const address = standingAddress(own, origin);
      return { address, entry: cache?.get(address) };
    }
    const address = audienceAddress(caller, origin);
    return { address, entry: cache?.get(address) };
  };

  /** Where an answer computed for `caller` is kept: by its rule when it names one (kept). */
  const keptAt = (entry: Answer, caller: AuthUser | null, origin: string, computedAt: string) => {
    const standing = caller && entry.rule ? standingOf(entry.rule, caller) : null;
    return standing ? standingAddress(standing, origin) : computedAt;
  };

  /**
   * A caller's own answer of a per-caller route: the `shared` answer (kept at `sharedAddress`, with
   * the part most callers have) when the caller's part is that one, else a copy with theirs in its
   * place, kept apart per part (`address`, when it was kept).
   */
  const ownAnswer = async (
    request: FastifyRequest,
    sharedAddress: string,
    shared: Answer,
  ): Promise<{ answer: Answer; address?: string }> => {
    const since = changes.count;
    const { none, load } = request.routeOptions.config.callerPart as CallerPart;
    const part = await load(request);
    if (part === none) return { answer: shared, address: sharedAddress };
    const address = partAddress(part, sharedAddress);
    const kept = cache?.get(address);
    if (kept) return { answer: kept, address };
    const answer = withPart(shared, part, none);
    if (cache && since === changes.count && keeps(cache, address, answer))
      cache.set(address, keptForm(answer));
    return { answer };
  };

  // Concurrent reads of one address in one generation compute it once; the others take its answer.
  const computing = new Map<string, Promise<Answer | undefined>>();
  const slots = new Slots(MAX_COMPUTING, MAX_COMPUTING_WHILE_WRITING, WRITING_RECENT_MS);
  const finish = (request: FastifyRequest, entry?: Answer) => {
    const read = request.publicCache;
    if (typeof read !== 'object' || read === null) return;
    request.publicCache = null;
    read.settle(entry);
    computing.delete(read.key);
    if (takesSlot(request)) slots.release();
  };

  // A kept answer goes out on the raw response, from the server (early) or from the hook below; a
  // copy made for this client is kept with it (at the age it had). While the server closes, its
  // connection closes after it, as app.ts has every answer's.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  const sendKept = (
    request: IncomingMessage,
    response: ServerResponse,
    requestId: string,
    entry: Answer,
    address?: string,
  ) => {
    const copies = copiesOf(entry);
    const chosen = representation(request.headers, entry, address !== undefined);
    const headers = [...entry.headers, ...cacheHeaders(entry, chosen), 'x-request-id', requestId];
    if (chosen.body) headers.push('content-length', String(chosen.body.length));
    if (closing) headers.push('connection', 'close');
    response.writeHead(chosen.status, headers);
    response.end(chosen.body);
    metrics?.cacheHit(chosen.body?.length ?? 0);
    if (address !== undefined && copiesOf(entry).some((copy, i) => copy !== copies[i])) {
      cache?.update(address, entry);
    }
    if (address !== undefined) densify(address, entry);
    return chosen.status;
  };

  // A large answer read often and left unchanged gets its densest brotli copy, made off the event
  // loop, one at a time; kept only if nothing changed meanwhile (DENSEST_FROM_BYTES).
  let densifying = false;
  const densify = (address: string, entry: Answer) => {
    const { br, reads = 0, since = Number.POSITIVE_INFINITY } = entry;
    if (densifying || !cache || !br || br.grade === 'densest' || br.bytes.length < DENSEST_FROM_BYTES) return;
    if (reads < DENSEST_AFTER_READS || performance.now() - since < DENSEST_AFTER_MS) return;
    densifying = true;
    const generation = changes.count;
    densestCopy(entry)
      .then((copy) => {
        if (generation === changes.count) cache.update(address, { ...entry, br: copy });
      })
      .catch((error: unknown) => app.log.warn({ err: error, address }, 'densest copy not made'))
      .finally(() => {
        densifying = false;
      });
  };

  const trustProxy = options.trustProxy ?? false;
  const shared = options.shared ?? (() => true);
  if (options.early && cache) {
    const early = options.early;
    const callers = options.callers;
    early.answer = (request, response) => {
      if (closing || request.method !== 'GET') return false;
      const { authorization } = request.headers;
      const caller = authorization === undefined ? undefined : callers?.recognise(authorization);
      if (authorization === undefined ? !shared() : !caller) return false;
      const start = performance.now();
      const id = early.requestId(request);
      const found = keptFor(caller ?? null, addressOf(request, trustProxy));
      if (!found.entry) return false;
      // A per-caller answer goes out as it is kept when the caller's part is the one it holds, else as
      // the copy with theirs, once Fastify has made it.
      const parts = found.entry.callerParts;
      const part = caller && parts?.of(caller);
      if (parts && part === undefined) return false;
      const other = parts && part !== parts.none ? (part as string) : null;
      const ownKey = other ? partAddress(other, found.address) : found.address;
      const own = other ? cache.get(ownKey) : found.entry;
      if (!own) return false;
      const statusCode = sendKept(request, response, id, own, ownKey);
      const ms = performance.now() - start;
      app.log.info({ reqId: id, method: 'GET', url: request.url, statusCode, ms }, 'request');
      metrics?.request('GET', own.route, statusCode, ms / 1000);
      return true;
    };
  }

  app.decorateRequest('publicCache', null);
  app.decorateRequest('endWritePriority', null);
  app.decorateRequest('answerRule', null);

  app.addHook('onRequest', async (request, reply) => {
    if (!SAFE_METHODS.has(request.method)) {
      if (request.routeOptions.config.publicChange !== false) {
        request.endWritePriority = slots.hold(WRITE_PRIORITY_MS);
      }
      return;
    }
    if (request.method !== 'GET' || !request.routeOptions.config.publicCache) return;
    const caller = request.user;
    if (request.headers.authorization === undefined ? !shared() : !caller) {
      request.publicCache = 'tag';
      return;
    }
    const begun = changes.count;
    const origin = addressOf(request.raw, trustProxy);
    const found = keptFor(caller ?? null, origin);
    const { address } = found;
    const key = `${begun} ${address}`;
    // No await before `computing` is set below, so readers arriving together find the first one's.
    const pending = computing.get(key);
    const entry = found.entry ?? (pending && (await pending));
    if (entry) {
      // Where the answer is kept: where it was found, or where the read it waited for kept it.
      const at = found.entry ? address : keptAt(entry, caller ?? null, origin, address);
      const own = caller && entry.callerParts ? await ownAnswer(request, at, entry) : undefined;
      reply.hijack();
      if (own) sendKept(request.raw, reply.raw, request.id, own.answer, own.address);
      else sendKept(request.raw, reply.raw, request.id, entry, found.entry && address);
      return reply;
    }
    let settle: Computing['settle'] = () => {};
    computing.set(key, new Promise((resolve) => (settle = resolve)));
    await (takesSlot(request) ? slots.take() : slots.unheld());
    request.publicCache = { generation: begun, address, origin, key, settle };
    metrics?.cacheMiss();
  });
  // An answer that failed or never went out releases its waiters, its slot and its hold all the same.
  const done = async (request: FastifyRequest) => {
    finish(request);
    request.endWritePriority?.();
  };
  app.addHook('onResponse', done);
  app.addHook('onRequestAbort', done);

  app.addHook('onSend', async (request, reply, payload) => {
    if (!SAFE_METHODS.has(request.method)) {
      // A refused request changes nothing, so only an accepted write ends the generation.
      if (reply.statusCode < 400 && request.routeOptions.config.publicChange !== false) invalidate();
      return payload;
    }
    const read = request.publicCache;
    if (read === null || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const caller = read === 'tag' ? null : (request.user ?? null);
    const callerPart = caller ? request.routeOptions.config.callerPart : undefined;
    // The shared answer of a per-caller route holds the part most callers have.
    const computed = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
    const plain = callerPart ? joined(computed, callerPart.none) : computed;
    const { params } = request;
    const rule = caller ? request.answerRule : null;
    let entry: Answer = {
      plain,
      etag: etagOf(plain),
      headers: read === 'tag' ? [] : keptHeaders(reply),
      // A cacheable route's request has matched it.
      route: request.routeOptions.url as string,
      ...(callerPart && {
        callerParts: {
          none: callerPart.none,
          of: (someone: AuthUser) => callerPart.known(params, someone),
        },
      }),
      ...(rule && { rule }),
    };
    if (read !== 'tag') {
      const at = keptAt(entry, caller, read.origin, read.address);
      if (cache && read.generation === changes.count && keeps(cache, at, entry)) {
        cache.set(at, keptForm(entry));
      }
      finish(request, entry);
      if (callerPart) entry = (await ownAnswer(request, at, entry)).answer;
    }
    const chosen = representation(request.headers, entry, false);
    const headers = cacheHeaders(entry, chosen);
    for (let i = 0; i < headers.length; i += 2) reply.header(headers[i] as string, headers[i + 1]);
    reply.code(chosen.status);
    return chosen.body;
  });
});

/**
 * A counting semaphore: `take` waits while every slot is taken or a hold is on; waiters are served in
 * order. For `recentMs` after a hold begins (a write came), only `whileWriting` slots are given out.
 */
class Slots {
  private used = 0;
  private holds = 0;
  private lastHold = Number.NEGATIVE_INFINITY;
  private readonly waiting: (() => void)[] = [];
  /** Reads that need no slot, waiting only for the holds to end. */
  private readonly waitingForHolds: (() => void)[] = [];

  private readonly count: number;
  private readonly whileWriting: number;
  private readonly recentMs: number;

  constructor(count: number, whileWriting: number, recentMs: number) {
    this.count = count;
    this.whileWriting = whileWriting;
    this.recentMs = recentMs;
  }

  take(): Promise<void> {
    if (this.holds === 0 && this.used < this.capacity()) {
      this.used += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Waits while a hold is on, without taking a slot. */
  unheld(): Promise<void> {
    if (this.holds === 0) return Promise.resolve();
    return new Promise((resolve) => this.waitingForHolds.push(resolve));
  }

  release(): void {
    this.used -= 1;
    this.serve();
  }

  /** Keeps every slot from being taken until the returned function is called, or for `ms` at most. */
  hold(ms: number): () => void {
    this.holds += 1;
    this.lastHold = performance.now();
    let held = true;
    const end = () => {
      if (!held) return;
      held = false;
      clearTimeout(timer);
      this.holds -= 1;
      this.serve();
    };
    const timer = setTimeout(end, ms);
    return end;
  }

  private capacity(): number {
    return performance.now() - this.lastHold < this.recentMs ? this.whileWriting : this.count;
  }

  private serve(): void {
    if (this.holds > 0) return;
    for (const next of this.waitingForHolds.splice(0)) next();
    while (this.used < this.capacity()) {
      const next = this.waiting.shift();
      if (!next) return;
      this.used += 1;
      next();
    }
  }
}

/** Whether a read computed for the cache holds one of the slots: unless its route batches its reads. */
const takesSlot = (request: FastifyRequest) => request.routeOptions.config.batchedReads !== true;

const copiesOf = (answer: Answer) => [answer.plain, answer.br, answer.gzip];

const etagOf = (plain: Buffer) => `W/"${hash('sha1', plain, 'base64url')}"`;

/** Where the copy of a per-caller answer with a caller's part is kept: beside the shared one, per part. */
const partAddress = (part: string, address: string) => `${part} ${address}`;

/** The standings toward a prompt whose answers are kept (visibility.ts standingOf). */
const STANDINGS = ['reader', 'editor'] as const;

/** Where an answer about one prompt is kept for those of one standing toward it. */
const standingAddress = (standing: (typeof STANDINGS)[number], address: string) => `${standing} ${address}`;

/** Where a signed-in caller's answers are kept: under their audience, apart from every URL. */
const audienceAddress = (caller: AuthUser, address: string) => `${audienceKey(caller)} ${address}`;

/** A JSON object with a caller's part added as its last members (`replacing` those it ends with). */
function joined(plain: Buffer, part: string, replacing?: string): Buffer {
  const end = plain.length - (replacing === undefined ? 1 : replacing.length + 2);
  return Buffer.concat([plain.subarray(0, end), Buffer.from(`,${part}}`)]);
}

/** A kept answer with a caller's part in place of the shared one's (`none`): an answer of its own. */
function withPart(entry: Answer, part: string, none: string): Answer {
  const plain = joined(entry.plain ?? brotliDecompressSync((entry.br as Copy).bytes), part, none);
  return { etag: etagOf(plain), headers: entry.headers, route: entry.route, plain };
}

/**
 * The form an answer is kept in: brotli alone when it is worth compressing, since browsers take it (a
 * category array takes a third of the memory); its brotli copy is made on `entry` too, for the read
 * that computed it. Whom it is for (its rule, its caller parts) stays: without its rule, a signed-in
 * reader's detail of 2 KB or more was never found again, and computed at every read.
 */
function keptForm(entry: Answer): Answer {
  if (!entry.plain || entry.plain.length < COMPRESS_FROM_BYTES) return entry;
  entry.br ??= compressed('br', entry.plain, 'fast');
  const { plain: _plain, gzip: _gzip, ...kept } = entry;
  return kept;
}

/** What a client is sent of an answer: 304 and no body, or the bytes it takes (brotli, gzip, plain). */
type Representation = { status: 200 | 304; body: Buffer | null; encoding?: 'br' | 'gzip' };

/**
 * The representation for a request with these headers; a compressed copy it needs is made on `entry`.
 * `dense`: a read of a kept answer, whose compressed copy is remade hard if it was made fast.
 */
function representation(headers: IncomingHttpHeaders, entry: Answer, dense: boolean): Representation {
  if (etagMatches(headers['if-none-match'], entry.etag)) return { status: 304, body: null };
  if (entry.plain && entry.plain.length < COMPRESS_FROM_BYTES) return { status: 200, body: entry.plain };
  const plain = () => entry.plain ?? brotliDecompressSync((entry.br as Copy).bytes);
  const accepted = headers['accept-encoding'] ?? '';
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
  if (!encoding) {
    entry.plain ??= plain();
    return { status: 200, body: entry.plain };
  }
  let copy = entry[encoding];
  if (!copy || (dense && copy.grade === 'fast' && copy.bytes.length >= DENSE_FROM_BYTES)) {
    copy = compressed(encoding, plain(), dense ? 'dense' : 'fast');
    entry[encoding] = copy;
  }
  return { status: 200, body: copy.bytes, encoding };
}

/**
 * An answer made for the reader's language (a page, a search: their Content-Language) varies with it
 * too; an answer's header set is one of a few, shared.
 */
const varies = new WeakMap<string[], string>();
function varyOf(kept: string[]): string {
  let vary = varies.get(kept);
  if (vary === undefined) {
    vary = kept.includes('content-language') ? 'Accept-Encoding, Accept-Language' : 'Accept-Encoding';
    varies.set(kept, vary);
  }
  return vary;
}

/** The headers every answer of a cacheable route carries, as name, value pairs. */
function cacheHeaders(entry: Answer, chosen: Representation): string[] {
  const headers = ['etag', entry.etag, 'cache-control', 'no-cache', 'vary', varyOf(entry.headers)];
  if (chosen.encoding) headers.push('content-encoding', chosen.encoding);
  return headers;
}

/**
 * A compressed copy, made fast (brotli quality 1, gzip 1) for an answer that may be read once (its
 * first read, a signed-in caller's), or dense (brotli 5, gzip 6) once it is read again: the fast one
 * costs a fifth as much for ~10 % more bytes. Cold detail reads asked for brotli went from ~7,000
 * to ~9,000 req/s.
 */
function compressed(encoding: 'br' | 'gzip', plain: Buffer, grade: Exclude<Grade, 'densest'>): Copy {
  const chunkSize = outputChunk(plain.length);
  const dense = grade === 'dense';
  const bytes =
    encoding === 'br'
      ? brotliCompressSync(plain, {
          chunkSize,
          params: {
            [constants.BROTLI_PARAM_QUALITY]: dense ? 5 : 1,
            [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
            ...(dense ? {} : { [constants.BROTLI_PARAM_LGWIN]: FAST_WINDOW_BITS }),
          },
        })
      : gzipSync(plain, { chunkSize, level: dense ? 6 : 1 });
  return { bytes, grade };
}

const brotliCompressed = promisify(brotliCompress);
const brotliDecompressed = promisify(brotliDecompress);

/** A kept answer's brotli copy at quality 10, made in zlib's thread pool (DENSEST_FROM_BYTES). */
async function densestCopy(entry: Answer): Promise<Copy> {
  const plain = entry.plain ?? (await brotliDecompressed((entry.br as Copy).bytes));
  const bytes = await brotliCompressed(plain, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_SIZE_HINT]: plain.length },
  });
  return { bytes, grade: 'densest' };
}

/**
 * zlib's output block for an answer of `length` bytes: about what the compressed answer takes (JSON
 * shrinks to well under half), not zlib's 16 KB. The block comes from Node's shared 64 KB buffer
 * pool, and each compression's is garbage once its bytes are copied out; at 16 KB, four compressions
 * used up a pool block, and thousands of dead blocks piled up in the C heap between collections,
 * which leaves it fragmented and large. A larger answer takes a second block.
 */
function outputChunk(length: number): number {
  return Math.min(constants.Z_DEFAULT_CHUNK, Math.max(constants.Z_MIN_CHUNK, Math.ceil(length / 2)));
}
