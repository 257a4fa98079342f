// The session state machine of spec §4: loading → signedIn | signedOut. The token lives in
// localStorage under authToken; the current user is loaded at start and after sign-in (by password,
// or with a token from elsewhere: single sign-on). Signing out revokes the token on the server too.
// It sits in lib (not a feature) because every feature may need to know who is signed in.
import { t } from '@lingui/core/macro';
import {
  isAdminRole,
  type LoginInput,
  type RegisterWithInvitationInput,
  type User,
} from '@prompt-lib/contract';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useState } from 'react';
import { clearToken, getToken, setToken, setUnauthorizedHandler } from './api-client.ts';
import { getCurrentUser, loginRequest, logoutRequest, registerRequest } from './auth-api.ts';
import { activateLanguage, i18n, loadMoreTexts } from './i18n.ts';
import { publicSettingsKey } from './public-settings.ts';
import { toast } from './toast.ts';

/** Why a session ended: guards send an expired session to /login, but a deliberate logout goes to /. */
export type SignedOutReason = 'anonymous' | 'logout' | 'expired';

export type SessionState =
  | { status: 'loading'; user: null }
  | { status: 'signedIn'; user: User }
  | { status: 'signedOut'; user: null; reason: SignedOutReason };

export type LogoutOptions = {
  /** False when the server has already ended the token (signed out everywhere, account deleted). */
  revoke?: boolean;
  /** The toast; "Logged out successfully" unless told otherwise. */
  message?: string;
};

export type Session = SessionState & {
  isAdmin: boolean;
  login: (input: LoginInput) => Promise<User>;
  /** Signs in with a token got elsewhere (the single sign-on exchange). */
  loginWithToken: (token: string) => Promise<User>;
  /** Creates the account, then signs in unless `signIn` is false (the address must be verified first). */
  register: (input: RegisterWithInvitationInput, options?: { signIn?: boolean }) => Promise<void>;
  logout: (options?: LogoutOptions) => void;
  /** Called once the navigation that follows a logout has finished; later guards treat the visitor as anonymous. */
  settleLogout: () => void;
  /** Reloads the current user (after a profile change, or the profile's "Refresh Data"). */
  refreshUser: () => Promise<User>;
};

const SessionContext = createContext<Session | null>(null);

const signedOut = (reason: SignedOutReason): SessionState => ({ status: 'signedOut', user: null, reason });

/** Forgets everything loaded for the previous user; the server's public settings are nobody's and stay. */
function clearUserData(queryClient: QueryClient) {
  const settings = queryClient.getQueryData(publicSettingsKey);
  queryClient.clear();
  if (settings !== undefined) queryClient.setQueryData(publicSettingsKey, settings);
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SessionState>(() =>
    getToken() ? { status: 'loading', user: null } : signedOut('anonymous'),
  );

  useEffect(() => {
    setUnauthorizedHandler(() => setState(signedOut('expired')));
    return () => setUnauthorizedHandler(null);
  }, []);

  useEffect(() => {
    if (!getToken()) return;
    let active = true;
    // The texts only signed-in people see (lib/i18n.ts `more`) come with the account, fetched alongside.
    Promise.all([getCurrentUser(), loadMoreTexts().catch(() => {})])
      .then(([user]) => active && setState({ status: 'signedIn', user }))
      .catch(() => {
        clearToken();
        if (active) setState(signedOut('anonymous'));
      });
    return () => {
      active = false;
    };
  }, []);

  // The language chosen on the account follows it to this browser (issue 31).
  const accountLanguage = state.user?.language;
  useEffect(() => {
    if (accountLanguage && accountLanguage !== i18n.locale) {
      activateLanguage(accountLanguage, { remembered: true }).catch(() => {});
    }
  }, [accountLanguage]);

  const refreshUser = useCallback(async () => {
    const [user] = await Promise.all([getCurrentUser(), loadMoreTexts().catch(() => {})]);
    setState({ status: 'signedIn', user });
    return user;
  }, []);

  const loginWithToken = useCallback(
    async (token: string) => {
      setToken(token);
      clearUserData(queryClient);
      const user = await refreshUser().catch((error: unknown) => {
        clearToken();
        throw error;
      });
      toast.success(t`Logged in successfully`);
      return user;
    },
    [queryClient, refreshUser],
  );

  const login = useCallback(
    async (input: LoginInput) => loginWithToken((await loginRequest(input)).token),
    [loginWithToken],
  );

  const register = useCallback(
    async (input: RegisterWithInvitationInput, { signIn = true }: { signIn?: boolean } = {}) => {
      await registerRequest(input);
      toast.success(t`Account created successfully`);
      if (signIn) await login({ email: input.email, password: input.password });
    },
    [login],
  );

  const logout = useCallback(
    ({ revoke = true, message = t`Logged out successfully` }: LogoutOptions = {}) => {
      const token = getToken();
      // Best effort: the local sign-out does not wait for the server, nor fail with it.
      if (revoke && token) logoutRequest(token).catch(() => {});
      clearToken();
      clearUserData(queryClient);
      setState(signedOut('logout'));
      toast.success(message);
    },
    [queryClient],
  );

  const settleLogout = useCallback(() => {
    setState((current) =>
      current.status === 'signedOut' && current.reason === 'logout' ? signedOut('anonymous') : current,
    );
  }, []);

  const value = useMemo<Session>(
    () => ({
      ...state,
      isAdmin: isAdminRole(state.user?.role),
      login,
      loginWithToken,
      register,
      logout,
      settleLogout,
      refreshUser,
    }),
    [state, login, loginWithToken, register, logout, settleLogout, refreshUser],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession must be used inside <AuthProvider>');
  return session;
}
