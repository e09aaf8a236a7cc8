import type { Page, User } from '@et/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api, query } from '../../../lib/api';
import { useRefreshAfter } from '../../../lib/refresh';
import { usersKeys } from './keys';

export const USERS_PAGE_SIZE = 20;

export interface UsersFilter {
  search: string;
  page: number;
}

export const getUsers = ({ search, page }: UsersFilter) =>
  api.get<Page<User>>(`/api/users${query({ search, page, pageSize: USERS_PAGE_SIZE })}`);

/** Paged and searched on the server; kept fresh by USERS_CHANGED over /ws, never polled. */
export const usersQuery = (filter: UsersFilter) =>
  queryOptions({
    queryKey: usersKeys.page(filter),
    queryFn: () => getUsers(filter),
    placeholderData: keepPreviousData,
  });

export function useUsers(filter: UsersFilter) {
  return useQuery(usersQuery(filter));
}

export type UserFlagPatch = { isAdmin: boolean } | { isBlocked: boolean };

/** The list, the stat cards and the audit trail change with an account (the live rules say where). */
const useRefreshUsers = () => useRefreshAfter('USERS_CHANGED', 'AUDIT_CHANGED');

/** PATCH /api/users/{id} with {isAdmin} or {isBlocked}. */
export function useUpdateUser() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: UserFlagPatch }) =>
      api.patch<User>(`/api/users/${id}`, patch),
    onSuccess: refresh,
  });
}

/** DELETE /api/users/{id}: erases the account and its personal data. */
export function useDeleteUser() {
  // The account's energy tokens go with it.
  const refresh = useRefreshAfter('USERS_CHANGED', 'AUDIT_CHANGED', 'TOKEN_DELETED');
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/users/${id}`),
    onSuccess: refresh,
  });
}

/** POST /api/admin/login-as/{id}; the page then reloads at / as that user (spec 2). */
export function useLoginAs() {
  return useMutation({
    mutationFn: (id: number) => api.post<User>(`/api/admin/login-as/${id}`),
    onSuccess: () => {
      window.location.href = '/';
    },
  });
}
