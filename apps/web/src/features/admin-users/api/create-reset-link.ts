// POST /api/users/{id}/reset-link: a fresh password-reset link for an account, for the admin to pass on.
import type { ResetLink } from '@prompt-lib/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const createResetLink = (id: number) => api.post<ResetLink>(`/api/users/${id}/reset-link`);

export const useCreateResetLink = () => useMutation({ mutationFn: createResetLink });
