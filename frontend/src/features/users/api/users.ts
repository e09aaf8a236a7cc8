import type { Page, User } from '@et/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api, query } from '../../../lib/api';
import { useRefresh } from '../../../lib/refresh';
import { adminKeys } from '../../admin/api/keys';
import { auditKeys } from '../../audit/api/keys';
import { tokenKeys } from '../../tokens/api/keys';
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

const useRefreshUsers = () => useRefresh(usersKeys.all, adminKeys.stats, auditKeys.all);

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
  const refresh = useRefresh(usersKeys.all, adminKeys.stats, auditKeys.all, tokenKeys.all);
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
