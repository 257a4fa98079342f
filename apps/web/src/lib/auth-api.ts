// The session's calls (spec §7, issue 27): sign in, register, sign out, and the current user.
import type { LoginInput, LoginResponse, RegisterWithInvitationInput, User } from '@prompt-lib/contract';
import { api, apiRequest } from './api-client.ts';

export const loginRequest = (input: LoginInput) => api.post<LoginResponse>('/auth/login', input);

export const registerRequest = (input: RegisterWithInvitationInput) =>
  api.post<{ message: string; user: User }>('/auth/register', input);

export const getCurrentUser = () => api.get<User>('/auth/me');

/** POST /auth/logout: revokes `token` on the server (204), sent explicitly because it is being dropped. */
export const logoutRequest = (token: string) => apiRequest<void>('/auth/logout', { method: 'POST', token });
