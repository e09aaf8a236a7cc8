import type { Page, User } from '@et/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, query } from '../../../lib/api';
import { messagesKeys } from './keys';

/** Accounts matching a search (on the server), for an admin's compose view: the first 20. */
export function useRecipients(search: string) {
  return useQuery({
    queryKey: messagesKeys.recipientsFor(search),
    queryFn: () => api.get<Page<User>>(`/api/users${query({ search, page: 1, pageSize: 20 })}`),
    placeholderData: keepPreviousData,
  });
}
