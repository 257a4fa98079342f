// POST /auth/verify-email/resend: sends a fresh verification link to an address that has not been
// verified yet. Always 202, like the reset request.
import type { EmailOnlyInput } from '@prompt-lib/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const resendVerification = (input: EmailOnlyInput) =>
  api.post<void>('/auth/verify-email/resend', input);

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
