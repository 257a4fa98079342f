// The session's calls (spec §7): sign in, register, and the current user.
import type { LoginInput, LoginResponse, RegisterInput, User } from '@prompt-lib/contract';
import { api } from './api-client.ts';

export const loginRequest = (input: LoginInput) => api.post<LoginResponse>('/auth/login', input);

export const registerRequest = (input: RegisterInput) =>
  api.post<{ message: string; user: User }>('/auth/register', input);

export const getCurrentUser = () => api.get<User>('/auth/me');
