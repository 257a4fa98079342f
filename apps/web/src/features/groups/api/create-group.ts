// POST /api/groups (admins): a new group; 409 when the name (or single sign-on name) is taken.
import type { Group, GroupInput } from '@prompt-lib/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { groupKeys } from '../../../api/groups.ts';
import { api } from '../../../lib/api-client.ts';

export const createGroup = (input: GroupInput) => api.post<Group>('/api/groups', input);

export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.all }),
  });
}
