// POST /auth/verify-email: confirms the address with the link's token (204); 400 when the link is
// invalid, used or expired.
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const verifyEmail = (token: string) => api.post<void>('/auth/verify-email', { token });

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });
