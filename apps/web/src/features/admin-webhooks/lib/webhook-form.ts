// The webhook form: the contract's own schema (the server validates the same), the events with the
// words the screen shows for them, and the form's values for a new or an existing webhook.
import {
  WEBHOOK_EVENTS,
  type Webhook,
  type WebhookDelivery,
  type WebhookEvent,
  webhookInputSchema,
} from '@prompt-lib/contract';
import type { z } from 'zod';
import type { BadgeVariant } from '../../../components/ui/badge.tsx';

export const webhookFormSchema = webhookInputSchema;
export type WebhookFormValues = z.input<typeof webhookFormSchema>;
export type WebhookFormOutput = z.output<typeof webhookFormSchema>;

export const EVENT_LABELS: Record<WebhookEvent, string> = {
  'prompt.created': 'Prompt created',
  'prompt.updated': 'Prompt updated',
  'prompt.deleted': 'Prompt deleted',
  'prompt.published': 'Prompt published',
  'suggestion.created': 'Suggestion created',
  'suggestion.accepted': 'Suggestion accepted',
  'comment.created': 'Comment created',
  'report.created': 'Report created',
};

export const EVENT_CHOICES = WEBHOOK_EVENTS.map((event) => ({ event, label: EVENT_LABELS[event] }));

export const FORMAT_OPTIONS = [
  { value: 'json', label: 'JSON' },
  { value: 'slack', label: 'Slack' },
] as const;

export const emptyWebhookForm: WebhookFormValues = {
  url: '',
  events: ['prompt.created', 'prompt.published'],
  format: 'json',
  includePrivate: false,
};

export const webhookFormValues = (webhook: Webhook): WebhookFormValues => ({
  url: webhook.url,
  events: webhook.events.filter((event): event is WebhookEvent =>
    (WEBHOOK_EVENTS as readonly string[]).includes(event),
  ),
  format: webhook.format,
  includePrivate: webhook.includePrivate,
});

export const DELIVERY_STATUS: Record<WebhookDelivery['status'], { label: string; badge: BadgeVariant }> = {
  pending: { label: 'Pending', badge: 'warning' },
  sending: { label: 'Sending', badge: 'brand' },
  succeeded: { label: 'Delivered', badge: 'success' },
  failed: { label: 'Failed', badge: 'danger' },
};
