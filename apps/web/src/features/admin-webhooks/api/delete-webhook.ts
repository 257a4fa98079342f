// DELETE /api/webhooks/{id}: the webhook and its deliveries, those still queued too (204).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { webhookKeys } from './list-webhooks.ts';

export const deleteWebhook = (id: number) => api.delete<void>(`/api/webhooks/${id}`);

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    onSuccess: (_done, id) => {
      queryClient.removeQueries({ queryKey: webhookKeys.deliveries(id) });
      return queryClient.invalidateQueries({ queryKey: webhookKeys.all, exact: true });
    },
  });
}
