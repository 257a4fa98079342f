// POST /api/users: an account made by an admin. The answer carries a link for the new user to set their
// password (also e-mailed when e-mail is set up), shown once.
import type { CreatedUser, CreateUserInput } from '@prompt-lib/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { userKeys } from './list-users.ts';

export const createUser = (input: CreateUserInput) => api.post<CreatedUser>('/api/users', input);

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
