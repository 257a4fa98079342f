// POST /auth/password-reset: asks for a reset link by e-mail. Always 202, whether or not the address
// has an account, so the answer cannot be used to find out who has one.
import type { EmailOnlyInput } from '@prompt-lib/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const requestPasswordReset = (input: EmailOnlyInput) => api.post<void>('/auth/password-reset', input);

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
