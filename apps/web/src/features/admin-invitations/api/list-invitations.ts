// GET /api/invitations: every invitation with its uses, expiry and creator (admins). The links
// themselves are not in it: the server keeps only their hashes.
import type { InvitationListItem } from '@prompt-lib/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const invitationKeys = { all: ['admin-invitations'] as const };

export const fetchInvitations = (signal?: AbortSignal) =>
  api.get<InvitationListItem[]>('/api/invitations', {}, signal);

export const invitationsQueryOptions = () =>
  queryOptions({ queryKey: invitationKeys.all, queryFn: ({ signal }) => fetchInvitations(signal) });

export const useInvitations = () => useQuery(invitationsQueryOptions());
