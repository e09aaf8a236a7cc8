import type { AuditEntry, Page, User } from '@et/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, query } from '../../../lib/api';
import { auditKeys } from './keys';

export const AUDIT_PAGE_SIZE = 50;

export interface AuditFilter {
  userId?: number;
  /** One energy token's history: its activations, renames, frequency changes. */
  tokenId?: number;
  /** One code's history: created, redeemed, deleted, and the token it became. */
  code?: string;
  /** One ring code's history, its ring's included. */
  ringCode?: string;
  /** One ring-code request's history. */
  requestId?: number;
  page: number;
}

export const getAudit = ({ userId, tokenId, code, ringCode, requestId, page }: AuditFilter) =>
  api.get<Page<AuditEntry>>(
    `/api/audit${query({ userId, tokenId, code, ringCode, requestId, page, pageSize: AUDIT_PAGE_SIZE })}`,
  );

/** Newest first; refreshed by AUDIT_CHANGED over /ws. */
export const auditQuery = (filter: AuditFilter) =>
  queryOptions({
    queryKey: auditKeys.page(filter),
    queryFn: () => getAudit(filter),
    placeholderData: keepPreviousData,
  });

export function useAudit(filter: AuditFilter) {
  return useQuery(auditQuery(filter));
}

/** Accounts matching a search, for the "filter by user" picker. */
export function useUserSuggestions(search: string) {
  return useQuery({
    queryKey: auditKeys.userSuggestionsFor(search),
    queryFn: () => api.get<Page<User>>(`/api/users${query({ search, page: 1, pageSize: 8 })}`),
    enabled: search.length > 0,
  });
}
