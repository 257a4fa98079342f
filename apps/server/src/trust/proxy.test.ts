// Two instances of the server on one PostgreSQL database behind Debian's nginx running
// deploy/nginx.conf (round robin, TRUST_PROXY=true): a sign-in, a write and the rate limits hold
// across instances, and the client's own address reaches the server through X-Forwarded-For
// without a client being able to choose it. PostgreSQL only: PGlite is one process's database.
// Clients connect from different loopback addresses (127.0.0.2, …) while nginx connects to the
// instances from 127.0.0.1, so a limit keyed by the client's address is told apart from one keyed
// by the proxy's.

import { mkdtempSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { categories, tags, users } from '../db/schema.ts';
import { hashPassword } from '../modules/auth/password.ts';
import { createPostgresDatabase, testEngine } from '../test/database.ts';
import { deployConfig, type NginxProcess, startNginx } from '../test/nginx-process.ts';
import { type ServerProcess, startServer } from '../test/server-process.ts';

const RATE_LIMIT = 5;
const account = { email: 'proxied@example.com', password: 'behind-nginx-1' };

type Answer = { status: number; upstream: string | undefined; body: Record<string, unknown> };

/** One HTTP call from a chosen local address (fetch cannot pick one). */
function call(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: unknown; from?: string } = {},
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: options.method ?? 'GET',
        localAddress: options.from ?? '127.0.0.1',
        headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...options.headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            upstream: res.headers['x-upstream'] as string | undefined,
            body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const login = (url: string, from: string, password = account.password, headers = {}) =>
  call(`${url}/auth/login`, { method: 'POST', from, headers, body: { email: account.email, password } });

describe.runIf(testEngine === 'postgres')('two instances behind nginx on one PostgreSQL database', () => {
  let instances: ServerProcess[] = [];
  let proxy: NginxProcess;
  let dropDatabase = async () => {};
  const address = (server: ServerProcess) => new URL(server.url).host;

  beforeAll(async () => {
    const fresh = await createPostgresDatabase();
    dropDatabase = fresh.drop;
    const database = await openDatabase({ url: fresh.url });
    try {
      await database.migrate();
      await database.db.insert(categories).values({ name: 'Writing' });
      await database.db.insert(tags).values({ name: 'email' });
      await database.db.insert(users).values({
        username: 'proxied',
        email: account.email,
        passwordHash: await hashPassword(account.password),
      });
    } finally {
      await database.close();
    }
    const env = {
      DATABASE_URL: fresh.url,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'promptlib-proxy-')),
      JWT_SECRET: 'one-secret-for-every-instance',
      TRUST_PROXY: 'true',
      AUTH_RATE_LIMIT_MAX: String(RATE_LIMIT),
      LOG_LEVEL: 'warn',
    };
    instances = await Promise.all([startServer(env), startServer(env)]);
    // The test's config adds a header naming the instance that answered; deploy/nginx.conf does not.
    proxy = await startNginx(instances.map(address), ['add_header X-Upstream $upstream_addr always;']);
  });

  afterAll(async () => {
    await proxy?.stop();
    await Promise.all(
      instances.map(async (server) => {
        server.child.kill('SIGTERM');
        await server.exited;
      }),
    );
    await dropDatabase();
  });

  it('round-robins, and a sign-in on one instance is good on the other', async () => {
    const signIn = await login(proxy.url, '127.0.0.2');
    expect(signIn.status).toBe(200);
    const auth = { authorization: `Bearer ${signIn.body.token}` };
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await call(`${proxy.url}/auth/me`, { headers: auth }));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.upstream))).toEqual(new Set(instances.map(address)));
    for (const server of instances) {
      expect((await call(`${server.url}/auth/me`, { headers: auth })).status).toBe(200);
    }
  });

  it('shows a write through the proxy on the next read through either instance', async () => {
    const signIn = await login(proxy.url, '127.0.0.3');
    const auth = { authorization: `Bearer ${signIn.body.token}` };
    const prompt = {
      content: 'Write a friendly follow-up e-mail.',
      categories: ['Writing'],
      tags: ['email'],
    };
    const created = await call(`${proxy.url}/api/prompts`, {
      method: 'POST',
      headers: auth,
      body: { ...prompt, title: 'Follow-up 0' },
    });
    expect(created.status).toBe(201);
    const url = `${proxy.url}/api/prompts/${created.body.id}`;
    for (let i = 1; i <= 4; i++) {
      const edited = await call(url, {
        method: 'PUT',
        headers: auth,
        body: { ...prompt, title: `Follow-up ${i}` },
      });
      const read = await call(url);
      expect([edited.status, read.status, read.body.title]).toEqual([200, 200, `Follow-up ${i}`]);
      // Round robin: the read went to the instance that did not write.
      expect(read.upstream).not.toBe(edited.upstream);
    }
    for (const server of instances) {
      const read = await call(`${server.url}/api/prompts/${created.body.id}`);
      expect(read.body.title).toBe('Follow-up 4');
    }
  });

  it('shares the sign-in rate limit between the instances, keyed by the real client address', async () => {
    const client = '127.0.0.4';
    const attempts = [];
    for (let i = 0; i < RATE_LIMIT; i++) attempts.push(await login(proxy.url, client, 'wrong password'));
    expect(attempts.map((a) => a.status)).toEqual(Array(RATE_LIMIT).fill(401));
    // Alone, neither instance has seen the limit yet: the count is shared.
    expect(new Set(attempts.map((a) => a.upstream)).size).toBe(2);
    for (let i = 0; i < 2; i++) expect((await login(proxy.url, client)).status).toBe(429);

    // Another client behind the same proxy has its own budget: the server sees the client's address
    // (from X-Forwarded-For), not the proxy's, which is 127.0.0.1 for both.
    expect((await login(proxy.url, '127.0.0.5')).status).toBe(200);

    // A client naming its own address is not believed: nginx replaces the header.
    for (const forwarded of ['1.2.3.4', '1.2.3.4, 127.0.0.6']) {
      for (let i = 0; i < 2; i++) {
        const spoofed = await login(proxy.url, client, account.password, { 'x-forwarded-for': forwarded });
        expect(spoofed.status).toBe(429);
      }
    }
  });

  it('runs the nginx config the README shows', () => {
    const readme = readFileSync(path.join(path.dirname(deployConfig), '..', 'README.md'), 'utf8');
    const site = readFileSync(deployConfig, 'utf8');
    const block = site.slice(site.indexOf('upstream prompt_lib'));
    expect(readme).toContain(block.trim());
  });
});
