// PUT /api/groups/{id}/members/{userId} (admins, managers): adds a member, or changes a member's role.
import type { GroupRole } from '@prompt-lib/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { groupKeys } from '../../../api/groups.ts';
import { api } from '../../../lib/api-client.ts';

export type SetMemberInput = { groupId: number; userId: number; role: GroupRole };

export const setMember = ({ groupId, userId, role }: SetMemberInput) =>
  api.put<unknown>(`/api/groups/${groupId}/members/${userId}`, { role });

export function useSetMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMember,
    // Settled, not success: a refused role change puts the selector back to what the server holds.
    onSettled: () => queryClient.invalidateQueries({ queryKey: groupKeys.all }),
  });
}
