// DELETE /api/groups/{id}/members/{userId} (admins, managers, or the member leaving): 204.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { groupKeys } from '../../../api/groups.ts';
import { api } from '../../../lib/api-client.ts';

export const removeMember = ({ groupId, userId }: { groupId: number; userId: number }) =>
  api.delete<void>(`/api/groups/${groupId}/members/${userId}`);

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    // Not awaited: someone who left is sent away at once, before the group's page would answer 404.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: groupKeys.all }),
  });
}
