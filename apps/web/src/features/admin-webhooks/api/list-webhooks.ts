// GET /api/webhooks: every webhook (admins), never its secret.
import type { Webhook } from '@prompt-lib/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const webhookKeys = {
  all: ['webhooks'] as const,
  deliveries: (id: number) => ['webhooks', id, 'deliveries'] as const,
};

export const fetchWebhooks = (signal?: AbortSignal) => api.get<Webhook[]>('/api/webhooks', {}, signal);

export const webhooksQueryOptions = () =>
  queryOptions({ queryKey: webhookKeys.all, queryFn: ({ signal }) => fetchWebhooks(signal) });

export const useWebhooks = () => useQuery(webhooksQueryOptions());
