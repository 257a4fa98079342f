// The session state machine of spec §4: loading → signedIn | signedOut. The token lives in
// localStorage under authToken; the current user is loaded at start and after sign-in.
// It sits in lib (not a feature) because every feature may need to know who is signed in.
import { isAdminRole, type LoginInput, type RegisterInput, type User } from '@prompt-lib/contract';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { clearToken, getToken, setToken, setUnauthorizedHandler } from './api-client.ts';
import { getCurrentUser, loginRequest, registerRequest } from './auth-api.ts';

/** Why a session ended: guards send an expired session to /login, but a deliberate logout goes to /. */
export type SignedOutReason = 'anonymous' | 'logout' | 'expired';

export type SessionState =
  | { status: 'loading'; user: null }
  | { status: 'signedIn'; user: User }
  | { status: 'signedOut'; user: null; reason: SignedOutReason };

export type Session = SessionState & {
  isAdmin: boolean;
  login: (input: LoginInput) => Promise<User>;
  register: (input: RegisterInput) => Promise<User>;
  logout: () => void;
  /** Called once the navigation that follows a logout has finished; later guards treat the visitor as anonymous. */
  settleLogout: () => void;
  /** Reloads the current user (after a profile change, or the profile's "Refresh Data"). */
  refreshUser: () => Promise<User>;
};

const SessionContext = createContext<Session | null>(null);

const signedOut = (reason: SignedOutReason): SessionState => ({ status: 'signedOut', user: null, reason });

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
    getCurrentUser()
      .then((user) => active && setState({ status: 'signedIn', user }))
      .catch(() => {
        clearToken();
        if (active) setState(signedOut('anonymous'));
      });
    return () => {
      active = false;
    };
  }, []);

  const refreshUser = useCallback(async () => {
    const user = await getCurrentUser();
    setState({ status: 'signedIn', user });
    return user;
  }, []);

  const login = useCallback(
    async (input: LoginInput) => {
      const { token } = await loginRequest(input);
      setToken(token);
      queryClient.clear();
      const user = await refreshUser().catch((error: unknown) => {
        clearToken();
        throw error;
      });
      toast.success('Logged in successfully');
      return user;
    },
    [queryClient, refreshUser],
  );

  const register = useCallback(
    async (input: RegisterInput) => {
      await registerRequest(input);
      toast.success('Account created successfully');
      return login({ email: input.email, password: input.password });
    },
    [login],
  );

  const logout = useCallback(() => {
    clearToken();
    queryClient.clear();
    setState(signedOut('logout'));
    toast.success('Logged out successfully');
  }, [queryClient]);

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
      register,
      logout,
      settleLogout,
      refreshUser,
    }),
    [state, login, register, logout, settleLogout, refreshUser],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession must be used inside <AuthProvider>');
  return session;
}
