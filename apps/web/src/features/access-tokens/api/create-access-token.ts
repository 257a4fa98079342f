// POST /api/tokens: a new access token; the answer is the only one that carries its secret. The list is
// refreshed from the server, which never sends the secret again.
import type { AccessTokenInput, CreatedAccessToken } from '@prompt-lib/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { accessTokenKeys } from './list-access-tokens.ts';

export const createAccessToken = (input: AccessTokenInput) =>
  api.post<CreatedAccessToken>('/api/tokens', input);

export function useCreateAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccessToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessTokenKeys.all }),
  });
}
