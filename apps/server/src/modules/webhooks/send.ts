// One attempt at a webhook delivery (issue 29): the body, its signature and the POST.
//
// The JSON body is `{ id, event, createdAt, data }` (id: the delivery's, also X-PromptLib-Delivery;
// data: what the event queued, e.g. `{ prompt: { id, title, visibility, status, url }, actor }`); a
// `slack` webhook gets `{ text }` instead. The body is made from the queued row, so every attempt sends
// the same bytes. X-PromptLib-Signature is `sha256=` and the hex HMAC-SHA256 of the body with the
// webhook's secret. An answer in 2xx is a success; anything else (a redirect included: none is
// followed), an error or no answer within the timeout is a failed attempt.
import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { WEBHOOK_TEST_EVENT } from '@prompt-lib/contract';
import type { Claimed } from './queue.ts';
import type { Target } from './target.ts';

export const DELIVERY_TIMEOUT_MS = 10_000;

export const signatureOf = (secret: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

type EventData = {
  prompt?: { title?: string; url?: string };
  actor?: { username?: string } | null;
};

/** Slack's mrkdwn needs only these three escaped. */
const slackEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The line a Slack channel shows: the event, the prompt as a link and who acted. */
export function slackText(event: string, data: unknown): string {
  if (event === WEBHOOK_TEST_EVENT) return 'Prompt Lib: a test delivery from this webhook';
  const { prompt, actor } = (data ?? {}) as EventData;
  let text = `Prompt Lib: ${event}`;
  if (prompt?.title) {
    const title = slackEscape(prompt.title);
    text += prompt.url ? ` <${prompt.url}|${title}>` : ` ${title}`;
  }
  if (actor?.username) text += ` by ${slackEscape(actor.username)}`;
  return text;
}

export function deliveryBody(delivery: Claimed): string {
  if (delivery.format === 'slack')
    return JSON.stringify({ text: slackText(delivery.event, delivery.payload) });
  return JSON.stringify({
    id: delivery.id,
    event: delivery.event,
    createdAt: delivery.createdAt.toISOString(),
    data: delivery.payload,
  });
}

export type Answer = { statusCode: number | null; durationMs: number; error: string | null };

/** POSTs the delivery to `target`'s checked address; never throws. */
export function post(target: Target, delivery: Claimed, timeoutMs = DELIVERY_TIMEOUT_MS): Promise<Answer> {
  const body = deliveryBody(delivery);
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  // The address resolve() checked, whatever the name resolves to now (target.ts: DNS rebinding).
  const lookup: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.request(target.url, {
      method: 'POST',
      agent: false,
      lookup,
      signal: AbortSignal.timeout(timeoutMs),
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        'user-agent': 'PromptLib-Webhooks',
        'x-promptlib-event': delivery.event,
        'x-promptlib-delivery': delivery.id,
        'x-promptlib-signature': signatureOf(delivery.secret, body),
      },
    });
    request.on('response', (response) => {
      // The answer's body is not read: it is drained, and the attempt ends when the answer does (its
      // end, or the timeout cutting it short: either way its status is what counts).
      response.resume();
      const statusCode = response.statusCode ?? null;
      response.on('close', () => resolve({ statusCode, durationMs: elapsed(), error: null }));
      response.on('error', () => {});
    });
    request.on('error', (error: Error & { code?: string }) => {
      const timedOut = error.name === 'AbortError' || error.name === 'TimeoutError';
      resolve({
        statusCode: null,
        durationMs: elapsed(),
        error: timedOut
          ? `No answer within ${timeoutMs / 1000} s`
          : error.message || (error.code ?? 'Failed'),
      });
    });
    request.end(body);
  });
}
