// GET /auth/invitations/{token}: who invited the visitor and for which address (null: any), so the
// registration form can say so and fill the address in; 404 when the link is unknown, used up or old.
import type { InvitationInfo } from '@prompt-lib/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const fetchInvitation = (token: string, signal?: AbortSignal) =>
  api.get<InvitationInfo>(`/auth/invitations/${encodeURIComponent(token)}`, {}, signal);

export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['invitation', token] as const,
    queryFn: ({ signal }) => fetchInvitation(token, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Idle (nothing to load) without a token. */
export const useInvitation = (token: string | null) =>
  useQuery({ ...invitationQueryOptions(token ?? ''), enabled: token !== null });
