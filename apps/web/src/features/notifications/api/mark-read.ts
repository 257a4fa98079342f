// POST /api/notifications/read: some notifications (a clicked one), or all of them ("Mark all as read").
// Every list of notifications is refreshed, the bell's count with them.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { notificationKeys } from './list-notifications.ts';

export const markRead = (ids?: number[]) =>
  api.post<{ unreadCount: number }>('/api/notifications/read', ids ? { ids } : {});

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: number[]) => markRead(ids),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
