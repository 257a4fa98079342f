// PUT /auth/password: a new password for the signed-in user. The server ends every session of the
// account and answers a fresh sign-in token, stored at once so this session carries on.
import type { ChangePasswordInput } from '@prompt-lib/contract';
import { useMutation } from '@tanstack/react-query';
import { api, setToken } from '../../../lib/api-client.ts';

export async function changePassword(input: ChangePasswordInput) {
  const { token } = await api.put<{ token: string }>('/auth/password', input);
  setToken(token);
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
