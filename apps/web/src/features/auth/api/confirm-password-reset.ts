// POST /auth/password-reset/confirm: sets a new password with the link's token (204); 400 when the link
// is invalid, used or expired.
import type { ResetConfirmInput } from '@prompt-lib/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const confirmPasswordReset = (input: ResetConfirmInput) =>
  api.post<void>('/auth/password-reset/confirm', input);

export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
