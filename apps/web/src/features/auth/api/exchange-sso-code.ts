// POST /auth/oidc/exchange: the one-time code the server put in the /sso link after the provider
// answered, traded for a sign-in token (the token itself never travels in a URL). The /sso screen calls
// it once and hands the token to the session, so there is no hook.
import type { LoginResponse } from '@prompt-lib/contract';
import { api } from '../../../lib/api-client.ts';

export const exchangeSsoCode = (code: string) => api.post<LoginResponse>('/auth/oidc/exchange', { code });
