// The webhook form: the contract's own schema (the server validates the same), the events with the
// words the screen shows for them, and the form's values for a new or an existing webhook.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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

export const EVENT_LABELS: Record<WebhookEvent, MessageDescriptor> = {
  'prompt.created': msg`Prompt created`,
  'prompt.updated': msg`Prompt updated`,
  'prompt.deleted': msg`Prompt deleted`,
  'prompt.published': msg`Prompt published`,
  'suggestion.created': msg`Suggestion created`,
  'suggestion.accepted': msg`Suggestion accepted`,
  'comment.created': msg`Comment created`,
  'report.created': msg`Report created`,
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

export const DELIVERY_STATUS: Record<
  WebhookDelivery['status'],
  { label: MessageDescriptor; badge: BadgeVariant }
> = {
  pending: { label: msg`Pending`, badge: 'warning' },
  sending: { label: msg`Sending`, badge: 'brand' },
  succeeded: { label: msg`Delivered`, badge: 'success' },
  failed: { label: msg`Failed`, badge: 'danger' },
};
