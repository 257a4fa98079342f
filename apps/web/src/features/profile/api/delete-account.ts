// DELETE /auth/me: deletes the signed-in account (204). 400 for a wrong password, 403 when an account
// that signs in only with single sign-on must sign in again first, 409 for the last admin.
import type { DeleteAccountInput } from '@prompt-lib/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const deleteAccount = (input: DeleteAccountInput) =>
  apiRequest<void>('/auth/me', { method: 'DELETE', body: input });

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
