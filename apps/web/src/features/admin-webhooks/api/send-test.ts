// POST /api/webhooks/{id}/test: queues a webhook.test delivery, which the server sends at once (202);
// the webhook's delivery log is read again to show it.
import type { WebhookDelivery } from '@prompt-lib/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { webhookKeys } from './list-webhooks.ts';

export const sendTestDelivery = (id: number) => api.post<WebhookDelivery>(`/api/webhooks/${id}/test`);

export function useSendTestDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestDelivery,
    onSuccess: (_delivery, id) => queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(id) }),
  });
}
