// PUT /api/webhooks/{id}: a webhook's URL, events, format and includePrivate; its secret stays.
import type { Webhook, WebhookInput } from '@prompt-lib/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { webhookKeys } from './list-webhooks.ts';

export const updateWebhook = ({ id, input }: { id: number; input: WebhookInput }) =>
  api.put<Webhook>(`/api/webhooks/${id}`, input);

export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all, exact: true }),
  });
}
