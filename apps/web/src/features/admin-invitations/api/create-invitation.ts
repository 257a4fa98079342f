// POST /api/invitations: a new invitation; the answer is the only one that carries its link.
import type { Invitation, InvitationInput } from '@prompt-lib/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invitationKeys } from './list-invitations.ts';

export const createInvitation = (input: InvitationInput) => api.post<Invitation>('/api/invitations', input);

export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationKeys.all }),
  });
}
