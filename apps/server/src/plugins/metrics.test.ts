// Prometheus metrics (issue 32) as an operator meets them: off by default; on the main port only for
// METRICS_TOKEN; on METRICS_PORT from this machine alone, without a token. What they count moves with
// traffic: requests by route pattern (those the early path answers from the cache included), the
// cache, the database, imports and e-mails. The dashboard's own test is metrics.dashboard.test.ts.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { IMPORT_SYNC_ROWS_MAX } from '@prompt-lib/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTaxonomy } from '../modules/prompts/test-data.ts';
import { fakeWebBuild } from '../modules/seo/test-shell.ts';
import { createTestApp, createUser, type TestContext } from '../test/app.ts';
import { testEngine } from '../test/database.ts';
import { families, samples, total } from '../test/metrics-text.ts';
import { freePort } from '../test/server-process.ts';
import { startSmtpServer, type TestSmtpServer } from '../test/smtp-server.ts';

const TOKEN = 'metrics-token-0123456789';
const REQUESTS = 'promptlib_http_request_duration_seconds_count';

/** A write's announcement (NOTIFY, on PostgreSQL) reaches the response cache a moment after its commit. */
const quiet = () => new Promise((resolve) => setTimeout(resolve, 200));

describe(`metrics when neither METRICS_TOKEN nor METRICS_PORT is set, on ${testEngine}`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ WEB_DIST: fakeWebBuild() });
  });
  afterAll(() => ctx.close());

  it('are off: /metrics is a 404 like any unknown path, never the web app page', async () => {
    expect(ctx.app.metrics).toBeNull();
    for (const url of ['/metrics', '/metrics?format=text']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: 'Route GET /metrics not found',
      });
    }
    // Other unknown paths still get the web app, whose router takes them.
    const page = await ctx.app.inject({ method: 'GET', url: '/promptslist' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});

describe(`metrics on the main port with METRICS_TOKEN, on ${testEngine}`, () => {
  let ctx: TestContext;
  let url: string;
  let smtp: TestSmtpServer;
  let smtpStopped = false;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    const webDist = fakeWebBuild();
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'assets', 'index-abc.js'), 'console.log(1);');
    ctx = await createTestApp({
      METRICS_TOKEN: TOKEN,
      RESPONSE_CACHE_MB: '8',
      WEB_DIST: webDist,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Prompt Lib <noreply@prompts.example.com>',
    });
    await seedTaxonomy(ctx);
    // Over real HTTP, so that kept answers take the early path.
    url = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await ctx.close();
    if (!smtpStopped) await smtp.stop();
  });

  const scrape = async () => {
    const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    return res.text();
  };

  it('refuses /metrics without the token or with another, with 401 and never the metrics', async () => {
    const refused = [
      {},
      { authorization: 'Bearer another-token-of-20-chars' },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Basic ${Buffer.from(`prometheus:${TOKEN}`).toString('base64')}` },
      { authorization: TOKEN },
    ];
    for (const headers of refused) {
      const res = await fetch(`${url}/metrics?token=${TOKEN}`, { headers });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      const body = await res.text();
      expect(JSON.parse(body)).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'The metrics need METRICS_TOKEN as the bearer token',
      });
      expect(body).not.toContain('promptlib_');
    }
  });

  it('serves the text format for the token, fresh at each scrape', async () => {
    const res = await fetch(`${url}/metrics`, { headers: { authorization: `bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('etag')).toBeNull();
    const text = await res.text();
    expect(text).toContain('# TYPE promptlib_http_request_duration_seconds histogram');
    // The process itself: event-loop lag, heap and RSS.
    expect(total(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(total(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(families(text)).toContain('nodejs_eventloop_lag_p99_seconds');
    // A scrape is a request like another: the next one counts this one.
    const scrapes = (body: string) => total(body, REQUESTS, { route: '/metrics', status: '200' });
    expect(scrapes(await scrape())).toBe(scrapes(text) + 1);
  });

  it('counts requests by route pattern and status, those answered early from the cache included', async () => {
    await quiet();
    const before = await scrape();
    const computed = await fetch(`${url}/api/categories`);
    const kept = await fetch(`${url}/api/categories`);
    expect([computed.status, kept.status]).toEqual([200, 200]);
    expect(await kept.text()).toBe(await computed.text());
    expect((await fetch(`${url}/api/no-such-route/42`)).status).toBe(404);
    expect((await fetch(`${url}/assets/index-abc.js`)).status).toBe(200);
    const after = await scrape();

    const grew = (labels: Record<string, string>, name = REQUESTS) =>
      total(after, name, labels) - total(before, name, labels);
    // The kept answer went out before Fastify: counted all the same, under its route's pattern.
    expect(grew({ method: 'GET', route: '/api/categories', status: '200' })).toBe(2);
    expect(grew({ method: 'GET', route: 'unmatched', status: '404' })).toBe(1);
    expect(grew({ method: 'GET', route: 'static', status: '200' })).toBe(1);
    expect(grew({}, 'promptlib_response_cache_hits_total')).toBe(1);
    expect(grew({}, 'promptlib_response_cache_misses_total')).toBe(1);
    expect(grew({}, 'promptlib_response_cache_sent_bytes_total')).toBe(
      Number(kept.headers.get('content-length')),
    );
    expect(total(after, 'promptlib_response_cache_answers')).toBeGreaterThanOrEqual(1);
    expect(total(after, 'promptlib_response_cache_held_bytes')).toBeGreaterThan(0);
    // A route's pattern, never the URL: the series stay as few as the routes.
    const routes = new Set(samples(after).flatMap((s) => (s.name === REQUESTS ? [s.labels.route] : [])));
    expect([...routes].filter((route) => route?.includes('42') || route?.includes('index-abc'))).toEqual([]);
    // Each request's time is in its bucket: a kept answer takes well under a second.
    const fast = total(after, 'promptlib_http_request_duration_seconds_bucket', {
      route: '/api/categories',
      status: '200',
      le: '1',
    });
    expect(fast).toBe(total(after, REQUESTS, { route: '/api/categories', status: '200' }));
  });

  it('times database statements, and shows the PostgreSQL pool where there is one', async () => {
    const before = await scrape();
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    const after = await scrape();
    const statements = (text: string) => total(text, 'promptlib_db_query_duration_seconds_count');
    expect(statements(after)).toBeGreaterThan(statements(before));
    expect(total(after, 'promptlib_db_query_duration_seconds_sum')).toBeGreaterThan(0);
    if (testEngine === 'postgres') {
      expect(total(after, 'promptlib_db_pool_max_connections')).toBe(10);
      expect(total(after, 'promptlib_db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(total(after, 'promptlib_db_pool_waiting_clients')).toBe(0);
    } else {
      expect(after).not.toContain('promptlib_db_pool');
    }
  });

  describe('imports', () => {
    /** Our JSON export with `count` prompts named after `name`. */
    const file = (name: string, count: number) => ({
      format: 'prompt-lib',
      version: 1,
      prompts: Array.from({ length: count }, (_, i) => ({
        title: `${name} imported prompt ${i}`,
        content: `Prompt ${i} of the ${name} file.`,
        categories: ['Writing'],
        tags: ['seo'],
      })),
    });
    const post = async (payload: object, query = '') => {
      const importer = await createUser(ctx);
      return ctx.app.inject({ method: 'POST', url: `/api/import${query}`, headers: importer.auth, payload });
    };
    const imports = (text: string, mode: string, outcome: string) =>
      total(text, 'promptlib_import_jobs_total', { mode, outcome });
    const created = (text: string) => total(text, 'promptlib_import_rows_total', { result: 'created' });

    it('counts an import answered at once by its outcome, with the rows it created; not a dry run', async () => {
      const before = await scrape();
      expect((await post(file('dry', 2), '?dryRun=true')).json()).toMatchObject({ report: { created: 2 } });
      const between = await scrape();
      expect((await post(file('small', 2))).json()).toMatchObject({ status: 'done', report: { created: 2 } });
      const after = await scrape();

      expect([imports(between, 'at-once', 'done'), created(between)]).toEqual([
        imports(before, 'at-once', 'done'),
        created(before),
      ]);
      expect(imports(after, 'at-once', 'done')).toBe(imports(before, 'at-once', 'done') + 1);
      expect(imports(after, 'at-once', 'failed')).toBe(imports(before, 'at-once', 'failed'));
      expect(created(after)).toBe(created(before) + 2);
    });

    it('counts a background import job once it is done', async () => {
      const before = await scrape();
      const rows = IMPORT_SYNC_ROWS_MAX + 1;
      expect((await post(file('large', rows))).statusCode).toBe(202);
      let after = before;
      for (
        let i = 0;
        i < 200 && imports(after, 'background', 'done') === imports(before, 'background', 'done');
        i++
      ) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        after = await scrape();
      }
      expect(imports(after, 'background', 'done')).toBe(imports(before, 'background', 'done') + 1);
      expect(imports(after, 'background', 'failed')).toBe(imports(before, 'background', 'failed'));
      expect(created(after)).toBe(created(before) + rows);
    });
  });

  it('counts e-mails sent, and those that could not be sent', async () => {
    const message = { to: 'ann@example.com', subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' };
    const mail = (text: string, outcome: string) => total(text, 'promptlib_mail_messages_total', { outcome });
    const before = await scrape();
    expect(await ctx.app.mailer.send(message)).toBe(true);
    await smtp.stop();
    smtpStopped = true;
    expect(await ctx.app.mailer.send(message)).toBe(false);
    const after = await scrape();
    expect(mail(after, 'sent')).toBe(mail(before, 'sent') + 1);
    expect(mail(after, 'failed')).toBe(mail(before, 'failed') + 1);
  });
});

describe(`metrics on METRICS_PORT, on ${testEngine}`, () => {
  let ctx: TestContext;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    ctx = await createTestApp({ METRICS_PORT: String(port) });
  });
  afterAll(() => ctx.close());

  it('serves them on 127.0.0.1 without a token, while the main port has no /metrics', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/tags' })).statusCode).toBe(200);
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(total(text, REQUESTS, { method: 'GET', route: '/api/tags', status: '200' })).toBe(1);
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);

    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const main = await ctx.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(main.statusCode).toBe(404);
      expect(main.body).not.toContain('promptlib_');
    }
  });

  it('listens on the loopback address alone', async () => {
    // On Linux every 127.x address is the machine's, but a listener bound to 127.0.0.1 answers only there.
    await expect(fetch(`http://127.0.0.2:${port}/metrics`)).rejects.toThrow();
  });

  it('fails the start when the port is taken, as the main port would', async () => {
    await expect(createTestApp({ METRICS_PORT: String(port) })).rejects.toThrow(/EADDRINUSE/);
  });

  it('closes with the app', async () => {
    const own = await freePort();
    const other = await createTestApp({ METRICS_PORT: String(own) });
    expect((await fetch(`http://127.0.0.1:${own}/metrics`)).status).toBe(200);
    await other.close();
    await expect(fetch(`http://127.0.0.1:${own}/metrics`)).rejects.toThrow();
  });
});
