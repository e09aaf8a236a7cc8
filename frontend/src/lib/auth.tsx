import type { CurrentUser, LoginBody, RegisterBody, User } from '@et/contracts';
import { type UseMutationResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { ApiError, api } from './api';
import { sessionKeys } from './session-keys';

async function fetchUser(): Promise<CurrentUser | null> {
  try {
    return await api.get<CurrentUser>('/api/user');
  } catch (error) {
    // Not logged in is not an error: there is just no user (spec 4).
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** Who is signed in: the query the provider reads, also started early by the first page's prefetch. */
export const userQuery = { queryKey: sessionKeys.user, queryFn: fetchUser };

export interface AuthContextValue {
  user: CurrentUser | null;
  isLoading: boolean;
  error: Error | null;
  loginMutation: UseMutationResult<User, Error, LoginBody>;
  registerMutation: UseMutationResult<User, Error, RegisterBody>;
  logoutMutation: UseMutationResult<unknown, Error, void>;
  /** After the server ended the session (logout, own account deleted): nothing cached stays. */
  forgetSession: () => Promise<void>;
  /** The session ended here on purpose: the guards send to a plain /auth, no way back. */
  endedHere: boolean;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data, isLoading, error } = useQuery(userQuery);

  const [endedHere, setEndedHere] = useState(false);

  const afterSignIn = async (user: User) => {
    setEndedHere(false);
    queryClient.setQueryData(sessionKeys.user, user);
    // Everything cached belonged to nobody (or someone else): refresh it, then the full user.
    // This covers the energy tokens and frequencies of spec 4: cached ones refetch now, the
    // others are fetched fresh by the page that needs them (the cache was cleared at logout).
    await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.user[0] });
    await queryClient.invalidateQueries({ queryKey: sessionKeys.user });
  };

  const loginMutation = useMutation({
    mutationFn: (body: LoginBody) => api.post<User>('/api/login', body),
    onSuccess: afterSignIn,
  });
  const registerMutation = useMutation({
    mutationFn: (body: RegisterBody) => api.post<User>('/api/register', body),
    onSuccess: afterSignIn,
  });
  // Set on the user query itself, so this provider hears of it wherever the call came from; a
  // user fetch still running must not bring the account back. The effect below drops the rest.
  const forgetSession = async () => {
    await queryClient.cancelQueries({ queryKey: sessionKeys.user });
    setEndedHere(true);
    queryClient.setQueryData(sessionKeys.user, null);
  };
  const logoutMutation = useMutation({
    mutationFn: () => api.post('/api/logout'),
    onSuccess: forgetSession,
  });

  // A session that ends elsewhere (blocked, deleted, logged out on another tab) leaves no
  // data of that account behind in the cache.
  const user = data ?? null;
  const hadUser = useRef(false);
  useEffect(() => {
    if (hadUser.current && !user) {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.user[0] });
    }
    hadUser.current = !!user;
  }, [user, queryClient]);

  return (
    <AuthContext.Provider
      value={{
        user,
        isLoading,
        error: error ?? null,
        loginMutation,
        registerMutation,
        logoutMutation,
        forgetSession,
        endedHere,
      }}
    >
      {children}
    </AuthContext.Provider>
  );
}

/** The signed-in user and the auth mutations. */
export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
