// GET and PUT /api/notifications/preferences: how the user hears of each type (in the app, by e-mail
// too, or not at all), and whether this server sends e-mail.
import type { NotificationPreferencesAnswer, NotificationPreferencesInput } from '@prompt-lib/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { notificationKeys } from './list-notifications.ts';

export const useNotificationPreferences = () =>
  useQuery({
    queryKey: notificationKeys.preferences(),
    queryFn: ({ signal }) =>
      api.get<NotificationPreferencesAnswer>('/api/notifications/preferences', undefined, signal),
  });

export function useChangePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: NotificationPreferencesInput) =>
      api.put<NotificationPreferencesAnswer>('/api/notifications/preferences', change),
    onSuccess: (answer) => queryClient.setQueryData(notificationKeys.preferences(), answer),
  });
}
