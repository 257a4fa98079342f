// Webhooks (issue 29): admins register endpoints that receive the library's events as signed POSTs
// (server modules/webhooks). The secret is answered once, at creation; reads never carry it.
import { z } from 'zod';
import { template } from './message-template.ts';

/** The events a webhook may subscribe to; report.created is sent once reports exist. */
export const WEBHOOK_EVENTS = [
  'prompt.created',
  'prompt.updated',
  'prompt.deleted',
  'prompt.published',
  'suggestion.created',
  'suggestion.accepted',
  'comment.created',
  'report.created',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The event of a delivery sent by "Send test"; no webhook subscribes to it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_FORMATS = ['json', 'slack'] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];

export const WEBHOOK_URL_MAX = 2000;

export const WEBHOOK_MSG = {
  notFound: 'Webhook not found',
  url: 'Enter an http:// or https:// URL',
  urlTooLong: `The URL must be at most ${WEBHOOK_URL_MAX} characters`,
  eventsRequired: 'Choose at least one event',
  /** A URL whose host resolves to an address the server will not call (server modules/webhooks/target.ts). */
  privateAddress: template(
    '{host} resolves to a loopback, private or link-local address, which webhooks may not call',
    (host: string) => ({ host }),
  ),
  unresolvable: template('{host} could not be resolved', (host: string) => ({ host })),
} as const;

const id = z.number().int().positive();

export const webhookInputSchema = z.object({
  url: z
    .string()
    .trim()
    .max(WEBHOOK_URL_MAX, WEBHOOK_MSG.urlTooLong)
    .pipe(z.url({ protocol: /^https?$/, error: WEBHOOK_MSG.url })),
  events: z
    .array(z.enum(WEBHOOK_EVENTS), { error: WEBHOOK_MSG.eventsRequired })
    .min(1, WEBHOOK_MSG.eventsRequired)
    .max(WEBHOOK_EVENTS.length)
    .transform((events) => [...new Set(events)]),
  format: z.enum(WEBHOOK_FORMATS).default('json'),
  includePrivate: z
    .boolean()
    .default(false)
    .describe('Also send events on private prompts (by default only those on public and internal ones)'),
});
export type WebhookInput = z.input<typeof webhookInputSchema>;

export const webhookSchema = z.object({
  id,
  url: z.string(),
  events: z.array(z.string()),
  format: z.enum(WEBHOOK_FORMATS),
  includePrivate: z.boolean(),
  createdAt: z.string().describe('ISO 8601 date-time'),
  updatedAt: z.string().nullable(),
});
export type Webhook = z.infer<typeof webhookSchema>;

export const webhookCreatedSchema = webhookSchema.extend({
  secret: z
    .string()
    .describe('Signs every delivery (X-PromptLib-Signature); answered only here, once: keep it'),
});
export type WebhookCreated = z.infer<typeof webhookCreatedSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'sending', 'succeeded', 'failed'] as const;

export const webhookDeliverySchema = z.object({
  id: z.string().describe('Also sent as X-PromptLib-Delivery, the same on every attempt'),
  event: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempt: z.number().int().describe('Attempts made so far (at most 6)'),
  statusCode: z.number().int().nullable().describe("The last attempt's HTTP status; null if none came"),
  durationMs: z.number().int().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  nextAttemptAt: z.string().nullable().describe('When a pending delivery is tried next'),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListSchema = z.array(webhookDeliverySchema);

/** What the JSON body of a delivery carries about a prompt and who acted. */
export type WebhookPromptData = {
  prompt: { id: number; title: string; visibility: string; status: string; url: string };
  actor: { id: number; username: string } | null;
};
