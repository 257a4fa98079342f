// PUT /api/groups/{id} (admins, managers): name and description; the single sign-on name is for admins.
import type { Group, GroupUpdate } from '@prompt-lib/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { groupKeys } from '../../../api/groups.ts';
import { api } from '../../../lib/api-client.ts';

export const updateGroup = ({ id, input }: { id: number; input: GroupUpdate }) =>
  api.put<Group>(`/api/groups/${id}`, input);

export function useUpdateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.all }),
  });
}
