// DELETE /api/invitations/{id}: revokes an invitation; its link stops working at once (204).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invitationKeys } from './list-invitations.ts';

export const revokeInvitation = (id: number) => api.delete<void>(`/api/invitations/${id}`);

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationKeys.all }),
  });
}
