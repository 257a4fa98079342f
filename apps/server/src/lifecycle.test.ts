// The real entry point as a process: data survives a SIGKILL, and SIGTERM finishes in-flight requests.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, testEngine } from './test/database.ts';
import { startServer } from './test/server-process.ts';

describe(`server process on ${testEngine}`, () => {
  let env: Record<string, string>;
  let cleanup = async () => {};
  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'promptlib-life-'));
    env = { DATA_DIR: dataDir, SEED_DEMO: 'false', JWT_SECRET: 'lifecycle-secret-lifecycle-secret' };
    if (testEngine === 'postgres') {
      const fresh = await createPostgresDatabase();
      env.DATABASE_URL = fresh.url;
      cleanup = fresh.drop;
    }
  });
  afterAll(() => cleanup());

  const account = { username: 'survivor', email: 'survivor@example.com', password: 'still-here-1' };

  it('keeps committed data after the server is killed with SIGKILL', async () => {
    const first = await startServer(env);
    const registered = await fetch(`${first.url}/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(account),
    });
    expect(registered.status).toBe(201);
    first.child.kill('SIGKILL');
    await first.exited;

    const second = await startServer(env);
    try {
      const login = await fetch(`${second.url}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: account.email, password: account.password }),
      });
      expect(login.status).toBe(200);
      const body = (await login.json()) as { user: { username: string } };
      expect(body.user.username).toBe('survivor');
    } finally {
      second.child.kill('SIGKILL');
      await second.exited;
    }
  });

  it('logs a line per request while it runs, at most about a second later', async () => {
    const server = await startServer(env);
    try {
      expect((await fetch(`${server.url}/api/categories?seen=1`)).status).toBe(200);
      const deadline = Date.now() + 3_000;
      while (!server.output().includes('/api/categories?seen=1') && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
      }
      const line = server
        .output()
        .split('\n')
        .find((text) => text.includes('/api/categories?seen=1'));
      expect(JSON.parse(line ?? '{}')).toMatchObject({ method: 'GET', statusCode: 200, msg: 'request' });
    } finally {
      server.child.kill('SIGKILL');
      await server.exited;
    }
  });

  it('shuts down cleanly on SIGTERM, answering the request in flight', async () => {
    const server = await startServer(env);
    const inFlight = fetch(`${server.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    await new Promise((r) => setTimeout(r, 20));
    server.child.kill('SIGTERM');
    expect((await inFlight).status).toBe(200);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutting down');
  });
});
