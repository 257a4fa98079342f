// The response cache of the public reads: the answers of the routes that opt in
// (`config: { publicCache }`) kept as ready bytes, with brotli and gzip copies made on first demand,
// and an ETag on every such answer (304 when the client already has it; `Cache-Control: no-cache`, so
// browsers ask each time). 'everyone' routes answer every caller alike (the lists); 'anonymous' routes
// are kept and served only for callers who are not signed in (a prompt's detail adds the caller's
// own rating).
//
// Freshness: the whole cache belongs to one generation, and any change ends it. A change is either a
// write request answered on this instance (bumped before its answer leaves, so its own client reads
// what it wrote) or a commit announced by the database's triggers (migration 0021) through
// LISTEN/NOTIFY, which brings the writes of other instances, background jobs and scripts. A read
// stores its answer only if no change came while it ran, so an answer computed before a commit is
// never kept after it.
import { hash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/client.ts';

export const PUBLIC_CHANGE_CHANNEL = 'promptlib_public_change';

type Entry = { body: Buffer; etag: string; type: string; br?: Buffer; gzip?: Buffer };

declare module 'fastify' {
  interface FastifyContextConfig {
    publicCache?: 'everyone' | 'anonymous';
  }
  interface FastifyRequest {
    /** The cache generation a cacheable read began in; -1 when its answer is not to be kept. */
    publicCacheGeneration: number;
  }
}

/** A safety net for what changes with time alone (the "Popular now" window). */
const MAX_AGE_MS = 60_000;
/** Smaller answers are sent as they are: compressing them saves less than it costs. */
const COMPRESS_FROM_BYTES = 1024;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type PublicCacheOptions = {
  /** Memory for kept answers and their compressed copies; 0 turns keeping off (ETags stay). */
  maxMb: number;
  /** The database's change announcements (Database.listen); without it only this instance's writes count. */
  listen?: Database['listen'];
};

export const publicCachePlugin = fp(async (app: FastifyInstance, options: PublicCacheOptions) => {
  const cache =
    options.maxMb > 0
      ? new LRUCache<string, Entry>({
          maxSize: options.maxMb * 1024 * 1024,
          // Room for the compressed copies made later (JSON compresses to well under half).
          sizeCalculation: (entry) => Math.ceil(entry.body.length * 1.5) + entry.etag.length + 64,
          ttl: MAX_AGE_MS,
        })
      : undefined;
  let generation = 0;
  const invalidate = () => {
    generation += 1;
    cache?.clear();
  };

  if (options.listen) {
    const stop = await options.listen(PUBLIC_CHANGE_CHANNEL, invalidate);
    app.addHook('onClose', () => stop());
  }

  app.decorateRequest('publicCacheGeneration', -1);

  app.addHook('onRequest', async (request, reply) => {
    const mode = request.routeOptions.config.publicCache;
    if (!mode || request.method !== 'GET' || (mode === 'anonymous' && request.user)) return;
    const entry = cache?.get(request.url);
    if (!entry) {
      request.publicCacheGeneration = generation;
      return;
    }
    send(request, reply, entry);
    return reply;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!SAFE_METHODS.has(request.method)) {
      // A refused request changes nothing, so only an accepted write ends the generation.
      if (reply.statusCode < 400) invalidate();
      return payload;
    }
    const begun = request.publicCacheGeneration;
    if (begun < 0 || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const body = Buffer.from(payload);
    const entry: Entry = {
      body,
      etag: `W/"${hash('sha1', body, 'base64url')}"`,
      type: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
    };
    if (begun === generation) cache?.set(request.url, entry);
    return representation(request, reply, entry);
  });
});

function send(request: FastifyRequest, reply: FastifyReply, entry: Entry) {
  reply.code(200).type(entry.type);
  reply.send(representation(request, reply, entry));
}

/** Sets the cache headers and answers the body the client takes: 304's none, brotli, gzip or plain. */
function representation(request: FastifyRequest, reply: FastifyReply, entry: Entry): Buffer | null {
  reply.header('etag', entry.etag).header('cache-control', 'no-cache').header('vary', 'Accept-Encoding');
  if (etagMatches(request.headers['if-none-match'], entry.etag)) {
    reply.code(304);
    return null;
  }
  if (entry.body.length < COMPRESS_FROM_BYTES) return entry.body;
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) {
    entry.br ??= brotliCompressSync(entry.body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length },
    });
    reply.header('content-encoding', 'br');
    return entry.br;
  }
  if (/\bgzip\b/.test(accepted)) {
    entry.gzip ??= gzipSync(entry.body, { level: 6 });
    reply.header('content-encoding', 'gzip');
    return entry.gzip;
  }
  return entry.body;
}

/** If-None-Match's weak comparison (RFC 9110 §13.1.2): any listed tag, W/ or not, or `*`. */
function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === opaque;
  });
}
