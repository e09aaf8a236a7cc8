import type { CurrentUser, User } from '@et/contracts';
import { type UseMutationResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import { ApiError, api } from './api';

export const userQueryKey = ['user'] as const;

async function fetchUser(): Promise<CurrentUser | null> {
  try {
    return await api.get<CurrentUser>('/api/user');
  } catch (error) {
    // Not logged in is not an error: there is just no user.
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

interface AuthContextValue {
  user: CurrentUser | null;
  isLoading: boolean;
  error: Error | null;
  loginMutation: UseMutationResult<User, Error, { username: string; password: string }>;
  registerMutation: UseMutationResult<User, Error, { username: string; email: string; password: string }>;
  logoutMutation: UseMutationResult<unknown, Error, void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data, isLoading, error } = useQuery({ queryKey: userQueryKey, queryFn: fetchUser });

  const afterSignIn = async (user: User) => {
    queryClient.setQueryData(userQueryKey, user);
    await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'user' });
    await queryClient.invalidateQueries({ queryKey: userQueryKey });
  };

  const loginMutation = useMutation({
    mutationFn: (body: { username: string; password: string }) => api.post<User>('/api/login', body),
    onSuccess: afterSignIn,
  });
  const registerMutation = useMutation({
    mutationFn: (body: { username: string; email: string; password: string }) =>
      api.post<User>('/api/register', body),
    onSuccess: afterSignIn,
  });
  const logoutMutation = useMutation({
    mutationFn: () => api.post('/api/logout'),
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(userQueryKey, null);
    },
  });

  return (
    <AuthContext.Provider
      value={{
        user: data ?? null,
        isLoading,
        error: error ?? null,
        loginMutation,
        registerMutation,
        logoutMutation,
      }}
    >
      {children}
    </AuthContext.Provider>
  );
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
