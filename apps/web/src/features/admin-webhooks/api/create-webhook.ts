// POST /api/webhooks: a new webhook; the answer is the only one that carries its secret. The list is
// refreshed from the server, which never sends the secret again.
import type { WebhookCreated, WebhookInput } from '@prompt-lib/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { webhookKeys } from './list-webhooks.ts';

export const createWebhook = (input: WebhookInput) => api.post<WebhookCreated>('/api/webhooks', input);

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all, exact: true }),
  });
}
