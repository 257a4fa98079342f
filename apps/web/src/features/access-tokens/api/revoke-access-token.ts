// DELETE /api/tokens/{id}: revokes one of the caller's tokens at once (204).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { accessTokenKeys } from './list-access-tokens.ts';

export const revokeAccessToken = (id: number) => api.delete<void>(`/api/tokens/${id}`);

export function useRevokeAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeAccessToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessTokenKeys.all }),
  });
}
