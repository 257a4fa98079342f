// Webhook deliveries (issue 29) to a real receiver (test/webhook-receiver.ts) on 127.0.0.1, which
// WEBHOOKS_ALLOW_PRIVATE=true lets the server call: the signed body and headers, the events the
// prompt and comment calls send, private prompts left out, Slack's format, retries after a 500 with a
// short schedule, a delivery that survives a restart, and a private address refused at delivery.
import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import { webhookDeliveries, webhooks } from '../../db/schema.ts';
import { createTestApp, createUser, type TestContext } from '../../test/app.ts';
import { total } from '../../test/metrics-text.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver.ts';
import { addPrompt, seedTaxonomy, type TestUser } from '../prompts/test-data.ts';

const METRICS_TOKEN = 'metrics-token-0123456789';

/** Attempts 0, 40, 80, 120 ms after the first: 4 in all. */
const FAST = [0, 40, 80, 120];

/** Waits until `check` answers something other than undefined. */
async function until<T>(check: () => Promise<T | undefined>, timeoutMs = 5_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const signed = (secret: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

describe('webhook deliveries', () => {
  let ctx: TestContext;
  let receiver: WebhookReceiver;
  let admin: TestUser;
  let owner: TestUser;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    ctx = await createTestApp({
      WEBHOOKS_ALLOW_PRIVATE: 'true',
      PUBLIC_URL: 'https://prompts.example.com',
      METRICS_TOKEN,
    });
    ctx.app.webhooks.schedule = FAST;
    await seedTaxonomy(ctx);
    admin = await createUser(ctx, { role: 'admin' });
    owner = await createUser(ctx);
  });
  afterEach(async () => {
    // Each test starts with no webhook and an empty receiver.
    await ctx.database.db.delete(webhooks);
    receiver.received.length = 0;
    receiver.answer(200);
  });
  afterAll(async () => {
    await ctx.close();
    await receiver.stop();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: TestUser, payload?: object) =>
    ctx.app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });
  const register = async (body: object) => {
    const res = await call('POST', '/api/webhooks', admin, { url: receiver.url, ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; secret: string };
  };
  const deliveries = async (id: number) =>
    (await call('GET', `/api/webhooks/${id}/deliveries`, admin)).json() as {
      id: string;
      event: string;
      status: string;
      attempt: number;
      statusCode: number | null;
      durationMs: number | null;
      error: string | null;
    }[];
  /** The webhook's log once no delivery is pending or being sent. */
  const settled = (id: number) =>
    until(async () => {
      const log = await deliveries(id);
      return log.every((d) => d.status === 'succeeded' || d.status === 'failed') ? log : undefined;
    });

  it('POSTs a signed JSON body with the event and delivery headers, and logs the delivery', async () => {
    const hook = await register({ events: ['prompt.created'] });
    const prompt = await addPrompt(ctx, owner, { title: 'Signed and sent' });
    const [request] = await receiver.waitFor(1);
    if (!request) throw new Error('no request');
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/hook');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['x-promptlib-event']).toBe('prompt.created');
    expect(request.headers['x-promptlib-signature']).toBe(signed(hook.secret, request.body));
    expect(request.headers['x-promptlib-signature']).not.toBe(signed('another secret', request.body));
    const body = JSON.parse(request.body);
    expect(body).toEqual({
      id: request.headers['x-promptlib-delivery'],
      event: 'prompt.created',
      createdAt: expect.any(String),
      data: {
        prompt: {
          id: prompt.id,
          title: 'Signed and sent',
          visibility: prompt.visibility,
          status: 'published',
          url: `https://prompts.example.com/explorer/prompt/${prompt.id}`,
        },
        actor: { id: owner.id, username: owner.username },
      },
    });
    const [logged, ...more] = await settled(hook.id);
    expect(more).toEqual([]);
    expect(logged).toMatchObject({
      id: body.id,
      event: 'prompt.created',
      status: 'succeeded',
      attempt: 1,
      statusCode: 200,
      error: null,
    });
    expect(logged?.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('sends the events a webhook subscribes to, from the prompt and comment calls', async () => {
    await register({ events: ['prompt.updated', 'prompt.published', 'prompt.deleted', 'comment.created'] });
    const prompt = await addPrompt(ctx, owner, {}, 'draft');
    const put = await call('PUT', `/api/prompts/${prompt.id}`, owner, {
      title: 'A new title',
      content: prompt.content,
      categories: prompt.categories,
      tags: prompt.tags,
    });
    expect(put.statusCode).toBe(200);
    await call('PUT', `/api/prompts/${prompt.id}/status?status=published`, owner);
    await call('POST', `/api/prompts/${prompt.id}/comments`, admin, { body: 'Nice one' });
    expect((await call('DELETE', `/api/prompts/${prompt.id}`, owner)).statusCode).toBe(204);
    const received = await receiver.waitFor(5);
    const events = received.map((r) => r.headers['x-promptlib-event']).sort();
    // The draft: prompt.updated; publishing it: prompt.published; its creation is not subscribed to.
    expect(events).toEqual([
      'comment.created',
      'prompt.deleted',
      'prompt.published',
      'prompt.updated',
      'prompt.updated',
    ]);
    const comment = received.find((r) => r.headers['x-promptlib-event'] === 'comment.created');
    expect(JSON.parse(comment?.body ?? '{}').data).toMatchObject({
      prompt: { id: prompt.id, title: 'A new title' },
      comment: { body: 'Nice one', parentId: null },
      actor: { id: admin.id },
    });
  });

  it('sends suggestion.created and suggestion.accepted from the suggestion calls', async () => {
    await register({ events: ['suggestion.created', 'suggestion.accepted'] });
    const prompt = await addPrompt(ctx, owner);
    const reader = await createUser(ctx);
    const made = await call('POST', `/api/prompts/${prompt.id}/suggestions`, reader, {
      title: 'A better title',
      content: prompt.content,
      previewText: prompt.previewText,
      categories: prompt.categories,
      tags: prompt.tags,
      message: 'Clearer',
    });
    expect(made.statusCode, made.body).toBe(201);
    const suggestion = made.json() as { id: number };
    const accepted = await call('POST', `/api/suggestions/${suggestion.id}/accept`, owner);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const received = await receiver.waitFor(2);
    const byEvent = Object.fromEntries(
      received.map((r) => [r.headers['x-promptlib-event'], JSON.parse(r.body).data]),
    );
    const about = { id: suggestion.id, authorId: reader.id };
    expect(byEvent['suggestion.created']).toMatchObject({ suggestion: about, actor: { id: reader.id } });
    expect(byEvent['suggestion.accepted']).toMatchObject({
      prompt: { id: prompt.id, title: 'A better title' },
      suggestion: about,
      actor: { id: owner.id },
    });
  });

  it('leaves out events on private prompts unless the webhook includes them', async () => {
    const publicOnly = await register({ events: ['prompt.created'] });
    const all = await register({ events: ['prompt.created'], includePrivate: true });
    await addPrompt(ctx, owner, { visibility: 'private', title: 'Only mine' });
    await addPrompt(ctx, owner, { visibility: 'internal', title: 'For the team' });
    await receiver.waitFor(3);
    expect((await settled(publicOnly.id)).length).toBe(1);
    expect((await settled(all.id)).length).toBe(2);
    const titles = receiver.received.map((r) => JSON.parse(r.body).data.prompt.title).sort();
    expect(titles).toEqual(['For the team', 'For the team', 'Only mine']);
  });

  it('sends a Slack-compatible { text } in the slack format, signed the same way', async () => {
    const hook = await register({ events: ['prompt.created'], format: 'slack' });
    const prompt = await addPrompt(ctx, owner, { title: 'Tips <&> tricks' });
    const [request] = await receiver.waitFor(1);
    expect(JSON.parse(request?.body ?? '')).toEqual({
      text: `Prompt Lib: prompt.created <https://prompts.example.com/explorer/prompt/${prompt.id}|Tips &lt;&amp;&gt; tricks> by ${owner.username}`,
    });
    expect(request?.headers['x-promptlib-signature']).toBe(signed(hook.secret, request?.body ?? ''));
  });

  it('sends a test delivery on "Send test"', async () => {
    const hook = await register({ events: ['report.created'] });
    const res = await call('POST', `/api/webhooks/${hook.id}/test`, admin);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ event: 'webhook.test', status: 'pending', attempt: 0 });
    const [request] = await receiver.waitFor(1);
    expect(request?.headers['x-promptlib-event']).toBe('webhook.test');
    expect(request?.headers['x-promptlib-delivery']).toBe(res.json().id);
    expect((await settled(hook.id))[0]).toMatchObject({ status: 'succeeded', attempt: 1 });
  });

  it('retries after a 500 with the same delivery id, until an attempt succeeds, and counts each attempt', async () => {
    const attempts = async (outcome: string) => {
      const res = await ctx.app.inject({
        url: '/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      return total(res.body, 'promptlib_webhook_deliveries_total', { outcome });
    };
    const [retriesBefore, successesBefore] = [await attempts('retry'), await attempts('succeeded')];
    const hook = await register({ events: ['prompt.created'] });
    receiver.answer(500);
    await addPrompt(ctx, owner);
    await receiver.waitFor(2);
    receiver.answer(200);
    const [logged] = await settled(hook.id);
    expect(logged).toMatchObject({ status: 'succeeded', statusCode: 200, attempt: 3 });
    const ids = new Set(receiver.received.map((r) => r.headers['x-promptlib-delivery']));
    expect(ids).toEqual(new Set([logged?.id]));
    const bodies = new Set(receiver.received.map((r) => r.body));
    expect(bodies.size).toBe(1);
    // The worker counts an attempt just after recording it, so the count may trail the log a moment.
    await vi.waitFor(async () => {
      expect(await attempts('retry')).toBe(retriesBefore + 2);
      expect(await attempts('succeeded')).toBe(successesBefore + 1);
    });
  });

  it('fails a delivery after its last attempt, with the last status code', async () => {
    const hook = await register({ events: ['prompt.created'] });
    receiver.answer(503);
    await addPrompt(ctx, owner);
    const [logged] = await settled(hook.id);
    expect(logged).toMatchObject({ status: 'failed', statusCode: 503, attempt: FAST.length });
    expect(receiver.received.length).toBe(FAST.length);
  });

  it('records a refused address as a failed attempt when the rule applies at delivery', async () => {
    const strict = await createTestApp();
    try {
      const strictAdmin = await createUser(strict, { role: 'admin' });
      // Registered when it was allowed (or its name resolved elsewhere then): checked again now.
      const [row] = await strict.database.db
        .insert(webhooks)
        .values({ url: receiver.url, events: ['prompt.created'], secret: 'x'.repeat(64) })
        .returning({ id: webhooks.id });
      const res = await strict.app.inject({
        method: 'POST',
        url: `/api/webhooks/${row?.id}/test`,
        headers: strictAdmin.auth,
      });
      expect(res.statusCode).toBe(202);
      const logged = await until(async () => {
        const [delivery] = await strict.database.db
          .select()
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.id, res.json().id));
        return delivery && delivery.attempt === 1 && delivery.status !== 'sending' ? delivery : undefined;
      });
      expect(logged).toMatchObject({ status: 'pending', statusCode: null });
      expect(logged.error).toMatch(/127\.0\.0\.1 resolves to a loopback, private or link-local address/);
      expect(receiver.received).toEqual([]);
    } finally {
      await strict.close();
    }
  });

  it('keeps a queued delivery through a restart, and retakes one left sending by a stopped instance', async () => {
    const first = await createTestApp({ WEBHOOKS_ALLOW_PRIVATE: 'true' });
    const db = first.database.db;
    let restarted: App | undefined;
    let firstOpen = true;
    try {
      await seedTaxonomy(first);
      const firstAdmin = await createUser(first, { role: 'admin' });
      const res = await first.app.inject({
        method: 'POST',
        url: '/api/webhooks',
        headers: firstAdmin.auth,
        payload: { url: receiver.url, events: ['prompt.created'] },
      });
      const hook = res.json() as { id: number; secret: string };
      // This instance stops sending: what it queues waits in the database.
      await first.app.webhooks.stop();
      const prompt = await addPrompt(first, firstAdmin, { title: 'Queued before the restart' });
      const queued = await db.select().from(webhookDeliveries);
      expect(queued).toMatchObject([{ webhookId: hook.id, status: 'pending', attempt: 0 }]);
      // A second delivery, taken by an instance that stopped mid-send: 'sending', its lease run out.
      await db.insert(webhookDeliveries).values({
        webhookId: hook.id,
        event: 'prompt.updated',
        payload: { prompt: { id: prompt.id } },
        status: 'sending',
        attempt: 1,
        nextAttemptAt: sql`now() - interval '1 second'`,
      });
      await first.app.close();
      firstOpen = false;

      restarted = await buildApp({ config: first.app.config, db });
      await restarted.ready();
      const received = await receiver.waitFor(2);
      const events = received.map((r) => r.headers['x-promptlib-event']).sort();
      expect(events).toEqual(['prompt.created', 'prompt.updated']);
      const created = received.find((r) => r.headers['x-promptlib-event'] === 'prompt.created');
      expect(created?.headers['x-promptlib-delivery']).toBe(queued[0]?.id);
      expect(JSON.parse(created?.body ?? '{}').data.prompt.title).toBe('Queued before the restart');
      expect(created?.headers['x-promptlib-signature']).toBe(signed(hook.secret, created?.body ?? ''));
      const log = await until(async () => {
        const rows = await db.select().from(webhookDeliveries);
        return rows.every((row) => row.status === 'succeeded') ? rows : undefined;
      });
      expect(log.map((row) => row.attempt).sort()).toEqual([1, 2]);
    } finally {
      if (firstOpen) await first.app.close();
      await restarted?.close();
      await first.database.close();
    }
  });
});
