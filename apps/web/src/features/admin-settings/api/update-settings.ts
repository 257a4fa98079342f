// PUT /api/settings: saves the whole settings object and answers what was saved. The public settings
// (which the sign-in screens and the access gate read) are refreshed too, so this tab follows at once.
import type { Settings } from '@prompt-lib/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { publicSettingsKey } from '../../../lib/public-settings.ts';
import { settingsKeys } from './get-settings.ts';

export const updateSettings = (settings: Settings) => api.put<Settings>('/api/settings', settings);

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: async (saved) => {
      queryClient.setQueryData(settingsKeys.all, saved);
      await queryClient.invalidateQueries({ queryKey: publicSettingsKey });
    },
  });
}
