// Webhooks' calls (issue 29): who may make each, registration with its secret shown once, the
// validation of a webhook, and the addresses refused at registration. Deliveries are tested in
// webhooks.delivery.test.ts.
import { WEBHOOK_MSG } from '@prompt-lib/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries } from '../../db/schema.ts';
import { createTestApp, createUser, type TestContext } from '../../test/app.ts';
import type { TestUser } from '../prompts/test-data.ts';
import { isRefusedAddress } from './target.ts';

/** A public address (TEST-NET-3) that resolves without DNS; nothing is ever sent to it here. */
const PUBLIC_URL = 'https://203.0.113.10/hooks/promptlib';
const input = { url: PUBLIC_URL, events: ['report.created'], format: 'json' };

describe('webhooks API', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let user: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp();
    // Nothing is sent from here: the test deliveries queued below stay in the queue.
    await ctx.app.webhooks.stop();
    admin = await createUser(ctx, { role: 'admin' });
    user = await createUser(ctx);
  });
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: TestUser, payload?: object) =>
    ctx.app.inject({ method, url, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });
  const register = async (body: object = input) => {
    const res = await call('POST', '/api/webhooks', admin, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; secret: string };
  };

  it('lets only admins make every call: 401 without a sign-in, 403 for a user', async () => {
    const { id } = await register();
    const calls = [
      ['GET', '/api/webhooks', undefined, 200],
      ['POST', '/api/webhooks', input, 201],
      ['GET', `/api/webhooks/${id}`, undefined, 200],
      ['PUT', `/api/webhooks/${id}`, input, 200],
      ['POST', `/api/webhooks/${id}/test`, undefined, 202],
      ['GET', `/api/webhooks/${id}/deliveries`, undefined, 200],
      ['DELETE', `/api/webhooks/${id}`, undefined, 204],
    ] as const;
    for (const [method, url, body, adminStatus] of calls) {
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, user, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, admin, body)).statusCode, `${method} ${url}`).toBe(adminStatus);
    }
  });

  it('answers the secret once, at creation; reads, lists and replacements never carry it', async () => {
    const created = await register({ ...input, events: ['prompt.created', 'prompt.created'] });
    expect(created).toMatchObject({
      url: PUBLIC_URL,
      events: ['prompt.created'],
      format: 'json',
      includePrivate: false,
      updatedAt: null,
    });
    expect(created.secret).toMatch(/^[0-9a-f]{64}$/);
    const read = await call('GET', `/api/webhooks/${created.id}`, admin);
    expect(read.json()).not.toHaveProperty('secret');
    expect(read.body).not.toContain(created.secret);
    expect((await call('GET', '/api/webhooks', admin)).body).not.toContain(created.secret);
    const replaced = await call('PUT', `/api/webhooks/${created.id}`, admin, {
      url: 'http://203.0.113.11/other',
      events: ['prompt.deleted', 'comment.created'],
      format: 'slack',
      includePrivate: true,
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({
      id: created.id,
      url: 'http://203.0.113.11/other',
      events: ['prompt.deleted', 'comment.created'],
      format: 'slack',
      includePrivate: true,
      updatedAt: expect.any(String),
    });
    expect(replaced.body).not.toContain(created.secret);
  });

  it('deletes a webhook with its deliveries, and answers 404 for one that is gone', async () => {
    const { id } = await register();
    expect((await call('POST', `/api/webhooks/${id}/test`, admin)).statusCode).toBe(202);
    expect((await call('DELETE', `/api/webhooks/${id}`, admin)).statusCode).toBe(204);
    const left = await ctx.database.db.select().from(webhookDeliveries);
    expect(left.filter((delivery) => delivery.webhookId === id)).toEqual([]);
    for (const [method, url] of [
      ['GET', `/api/webhooks/${id}`],
      ['DELETE', `/api/webhooks/${id}`],
      ['POST', `/api/webhooks/${id}/test`],
      ['GET', `/api/webhooks/${id}/deliveries`],
      ['GET', '/api/webhooks/99999999999'],
    ] as const) {
      const res = await call(method, url, admin);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe(WEBHOOK_MSG.notFound);
    }
    expect((await call('PUT', `/api/webhooks/${id}`, admin, input)).statusCode).toBe(404);
  });

  it('audit-logs each registration, change and deletion, by whom, and never the secret', async () => {
    const created = await register();
    const changed = { ...input, events: ['prompt.deleted'], includePrivate: true };
    await call('PUT', `/api/webhooks/${created.id}`, admin, changed);
    await call('DELETE', `/api/webhooks/${created.id}`, admin);
    const entries = async (type: string) =>
      (await call('GET', `/api/audit?type=${type}`, admin)).json().list as { target: string }[];
    for (const [type, details] of [
      ['webhook.created', input],
      ['webhook.updated', changed],
      ['webhook.deleted', changed],
    ] as const) {
      const [entry] = (await entries(type)).filter((e) => e.target === `webhook:${created.id} ${PUBLIC_URL}`);
      expect(entry, type).toMatchObject({ actor: { id: admin.id }, details });
      expect(JSON.stringify(entry)).not.toContain(created.secret);
    }
  });

  it('validates a webhook: an http(s) URL, known events, at least one, a known format', async () => {
    for (const body of [
      { ...input, url: 'ftp://203.0.113.10/x' },
      { ...input, url: 'not a url' },
      { ...input, url: `https://203.0.113.10/${'x'.repeat(2000)}` },
      { ...input, events: [] },
      { ...input, events: ['prompt.exploded'] },
      { ...input, format: 'xml' },
      { ...input, includePrivate: 'yes' },
      { events: ['prompt.created'] },
    ]) {
      const res = await call('POST', '/api/webhooks', admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const empty = await call('POST', '/api/webhooks', admin, { ...input, events: [] });
    expect(empty.json().message).toContain(WEBHOOK_MSG.eventsRequired);
  });

  it('refuses URLs that resolve to loopback, private or link-local addresses, on create and replace', async () => {
    const { id } = await register();
    for (const url of [
      'http://127.0.0.1:8080/hook',
      'http://localhost/hook',
      'http://[::1]/hook',
      'http://10.1.2.3/hook',
      'http://172.20.0.1/hook',
      'http://192.168.1.1/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://0.0.0.0/hook',
      'http://[::ffff:127.0.0.1]/hook',
      'http://[fd00::1]/hook',
      'http://[fe80::1]/hook',
      'http://2130706433/hook',
    ]) {
      const created = await call('POST', '/api/webhooks', admin, { ...input, url });
      expect(created.statusCode, url).toBe(400);
      expect(created.json().message, url).toMatch(/loopback, private or link-local/);
      const replaced = await call('PUT', `/api/webhooks/${id}`, admin, { ...input, url });
      expect(replaced.statusCode, url).toBe(400);
    }
    expect((await call('GET', `/api/webhooks/${id}`, admin)).json().url).toBe(PUBLIC_URL);
  });

  it('tells refused addresses from public ones, IPv4-mapped forms included', () => {
    for (const address of ['127.0.0.1', '::1', '10.0.0.1', '172.31.255.255', '192.168.0.1', '169.254.1.1']) {
      expect(isRefusedAddress(address), address).toBe(true);
    }
    for (const address of ['0.0.0.0', '::', '::ffff:10.0.0.1', '::ffff:7f00:1', 'fc00::1', 'fe80::1', 'x']) {
      expect(isRefusedAddress(address), address).toBe(true);
    }
    for (const address of ['203.0.113.10', '8.8.8.8', '172.32.0.1', '2001:db8::1', '::ffff:8.8.8.8']) {
      expect(isRefusedAddress(address), address).toBe(false);
    }
  });
});
