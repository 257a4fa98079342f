// Load with autocannon: a scenario is a stream of request paths (each request asks the stream for its
// own, so a scenario can vary every request) sent over 20 keep-alive connections for a fixed time,
// after a short warm-up that is not counted. autocannon runs in this process; the server and the
// control are processes of their own. Reads ask as a browser does, for a compressed answer.
import { createRequire } from 'node:module';
import autocannon from 'autocannon';

// autocannon gathers each answer's body into a string, for its expectBody and verifyBody options,
// which the benchmark does not use. That costs the load generator more than the server's own work on
// large or compressed answers (a brotli body, decoded as UTF-8, held autocannon at ~2,600 req/s while
// the server idled), so it measured itself: the bodies are counted (bytes) but not gathered.
const PipelinedRequestsQueue = createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js');
if (typeof PipelinedRequestsQueue.prototype.addBody !== 'function')
  throw new Error('autocannon no longer gathers bodies in PipelinedRequestsQueue.addBody: review load.ts');
PipelinedRequestsQueue.prototype.addBody = () => {};

/** What Chromium sends: every public answer is asked for compressed, as the web app's are. */
export const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

export const CONNECTIONS = 20;
export const DURATION_S = Number(process.env.BENCH_DURATION ?? 15);
export const WARMUP_S = Number(process.env.BENCH_WARMUP ?? Math.min(3, Math.max(1, DURATION_S / 5)));

export type Load = {
  /** Requests per second (mean over the run). */
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** Connection errors and timeouts, and answers that were not 2xx (by status). */
  errors: number;
  non2xx: Record<string, number>;
};

type Options = {
  url: string;
  /** The next request's path on the n-th connection. */
  path: (connection: number) => string;
  connections?: number;
  seconds?: number;
  method?: 'GET' | 'POST';
  /** Sent with every request, in place of the browser's Accept-Encoding. */
  headers?: Record<string, string>;
  /** Added to `headers` on each connection's requests: the n-th connection's (a signed-in client's). */
  connectionHeaders?: (connection: number) => Record<string, string>;
  body?: () => string;
  /** Requests per second over all connections; unbounded when absent. */
  rate?: number;
  /** Each response time in ms, for percentiles autocannon does not report (p95). */
  onResponse?: (ms: number) => void;
};

function run(options: Options): Promise<Load> {
  const { url, path, method = 'GET', headers = { 'accept-encoding': BROWSER_ENCODINGS }, body } = options;
  const { connectionHeaders } = options;
  let connections = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: options.connections ?? CONNECTIONS,
        duration: options.seconds ?? DURATION_S,
        ...(options.rate ? { overallRate: options.rate } : {}),
        requests: [
          {
            // autocannon's context is the connection's own object, kept across its requests.
            setupRequest: (request, context: { connection?: number }) => {
              context.connection ??= connections++;
              return {
                ...request,
                method,
                path: path(context.connection),
                headers: connectionHeaders
                  ? { ...headers, ...connectionHeaders(context.connection) }
                  : headers,
                ...(body ? { body: body() } : {}),
              };
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        const non2xx: Record<string, number> = {};
        for (const [status, stat] of Object.entries(result.statusCodeStats ?? {})) {
          if (!status.startsWith('2') && stat.count) non2xx[status] = stat.count;
        }
        resolve({
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          requests: result.requests.total,
          errors: result.errors,
          non2xx,
        });
      },
    );
    const { onResponse } = options;
    if (onResponse) instance.on('response', (_client, _status, _bytes, ms) => onResponse(ms));
  });
}

/** A warm-up (not counted), then the measured run. */
export async function measure(options: Options): Promise<Load> {
  if (WARMUP_S > 0) await run({ ...options, seconds: WARMUP_S, onResponse: undefined });
  return run(options);
}

export function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}
