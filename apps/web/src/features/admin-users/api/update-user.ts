// PUT /api/users/{id}: an account's role or status. The server refuses to demote or disable the last
// admin (409 "Make another admin first"); the list is refreshed either way.
import type { AdminUser, UpdateUserInput } from '@prompt-lib/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { userKeys } from './list-users.ts';

export const updateUser = ({ id, input }: { id: number; input: UpdateUserInput }) =>
  api.put<AdminUser>(`/api/users/${id}`, input);

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
