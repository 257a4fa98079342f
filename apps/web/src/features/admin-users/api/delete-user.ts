// DELETE /api/users/{id}?prompts=delete|transfer&to={userId}: removes an account, and its prompts with
// it or handed to another account (204).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { userKeys } from './list-users.ts';

/** The contract's deleteUserQuerySchema, as sent (its input type leaves `to` loose for coercion). */
export type DeleteUserChoice = { prompts: 'delete' } | { prompts: 'transfer'; to: number };

export const deleteUser = ({ id, query }: { id: number; query: DeleteUserChoice }) =>
  api.delete<void>(`/api/users/${id}`, query);

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
