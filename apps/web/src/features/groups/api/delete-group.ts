// DELETE /api/groups/{id} (admins): the group and its memberships (204).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { groupKeys } from '../../../api/groups.ts';
import { api } from '../../../lib/api-client.ts';

export const deleteGroup = (id: number) => api.delete<void>(`/api/groups/${id}`);

export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.all }),
  });
}
