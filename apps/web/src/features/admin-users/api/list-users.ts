// GET /api/users: one page of accounts (newest first) matching a search, a role and a status (admins).
// The page shown stays on screen while the next one loads, so paging and filtering do not flash.
import type { AdminUserPage, Role, UserStatus } from '@prompt-lib/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type UserListParams = { query: string; role?: Role; status?: UserStatus; page: number; size: number };

export const userKeys = {
  all: ['admin-users'] as const,
  list: (params: UserListParams) => [...userKeys.all, 'list', params] as const,
};

export const fetchUsers = (params: UserListParams, signal?: AbortSignal) =>
  api.get<AdminUserPage>('/api/users', params, signal);

export const usersQueryOptions = (params: UserListParams) =>
  queryOptions({
    queryKey: userKeys.list(params),
    queryFn: ({ signal }) => fetchUsers(params, signal),
    placeholderData: keepPreviousData,
  });

export const useUsers = (params: UserListParams, enabled = true) =>
  useQuery({ ...usersQueryOptions(params), enabled });
