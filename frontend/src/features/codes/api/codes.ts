import type { AccessCode, Page } from '@et/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api, query } from '../../../lib/api';
import { useRefreshAfter } from '../../../lib/refresh';
import { codeKeys } from './keys';

export const CODES_PAGE_SIZE = 20;

export const codeStatusFilters = ['all', 'available', 'used'] as const;
export type CodeStatusFilter = (typeof codeStatusFilters)[number];

export interface CodesFilter {
  search: string;
  status: CodeStatusFilter;
  page: number;
  /** The page beside the last answer, by its `nextCursor` or `prevCursor` (the server ignores `page` then). */
  cursor?: string;
}

export const getCodes = ({ search, status, page, cursor }: CodesFilter) =>
  api.get<Page<AccessCode>>(
    `/api/codes${query({ search, status: status === 'all' ? undefined : status, page, pageSize: CODES_PAGE_SIZE, cursor })}`,
  );

/** Newest first, paged and searched on the server; kept fresh by CODE_* over /ws, never polled. */
export const codesQuery = (filter: CodesFilter) =>
  queryOptions({
    queryKey: codeKeys.page(filter),
    queryFn: () => getCodes(filter),
    placeholderData: keepPreviousData,
  });

export function useCodes(filter: CodesFilter) {
  return useQuery(codesQuery(filter));
}

/** The code list, the stat cards, the setup checklist and the audit trail all change with a code. */
const useRefreshCodes = (change: 'CODE_CREATED' | 'CODE_DELETED') => useRefreshAfter(change, 'AUDIT_CHANGED');

/** POST /api/codes: one new random 6-digit code. */
export function useGenerateCode() {
  const refresh = useRefreshCodes('CODE_CREATED');
  return useMutation({
    mutationFn: () => api.post<AccessCode>('/api/codes'),
    onSuccess: refresh,
  });
}

/** POST /api/codes/manual {code}: 400 for anything but 6 digits, 409 for a duplicate. */
export function useAddManualCode() {
  const refresh = useRefreshCodes('CODE_CREATED');
  return useMutation({
    mutationFn: (code: string) => api.post<AccessCode>('/api/codes/manual', { code }),
    onSuccess: refresh,
  });
}

/** POST /api/codes/batch {count}: 1 to 500 new codes, for the CSV and the printable sheet. */
export function useGenerateCodeBatch() {
  const refresh = useRefreshCodes('CODE_CREATED');
  return useMutation({
    mutationFn: (count: number) => api.post<{ codes: AccessCode[] }>('/api/codes/batch', { count }),
    onSuccess: refresh,
  });
}

/** DELETE /api/codes/{code}: 409 while an energy token belongs to it. */
export function useDeleteCode() {
  const refresh = useRefreshCodes('CODE_DELETED');
  return useMutation({
    mutationFn: (code: string) => api.delete(`/api/codes/${encodeURIComponent(code)}`),
    onSuccess: refresh,
  });
}
