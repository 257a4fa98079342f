// POST /auth/logout-all: every sign-in token of the account stops working, this one too (204). The
// caller then signs out locally, without revoking the token again.
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const signOutEverywhere = () => api.post<void>('/auth/logout-all');

export const useSignOutEverywhere = () => useMutation({ mutationFn: signOutEverywhere });
