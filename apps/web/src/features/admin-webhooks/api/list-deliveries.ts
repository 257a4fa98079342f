// GET /api/webhooks/{id}/deliveries: the webhook's last 100 deliveries, newest first. While one is still
// to be sent (pending or sending) the log is read again every few seconds, so that its outcome shows.
import type { WebhookDelivery } from '@prompt-lib/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { webhookKeys } from './list-webhooks.ts';

const REFRESH_MS = 3_000;

export const fetchDeliveries = (id: number, signal?: AbortSignal) =>
  api.get<WebhookDelivery[]>(`/api/webhooks/${id}/deliveries`, {}, signal);

const unfinished = (deliveries: WebhookDelivery[] | undefined) =>
  deliveries?.some((delivery) => delivery.status === 'pending' || delivery.status === 'sending') ?? false;

export const deliveriesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: webhookKeys.deliveries(id),
    queryFn: ({ signal }) => fetchDeliveries(id, signal),
    refetchInterval: (query) => (unfinished(query.state.data) ? REFRESH_MS : false),
  });

export const useDeliveries = (id: number) => useQuery(deliveriesQueryOptions(id));
