import type { Page } from '@et/contracts';
import type { RingCode, RingCodeBatch } from '@et/contracts/rings';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api, query } from '../../../lib/api';
import { useRefreshAfter } from '../../../lib/refresh';
import { ringKeys } from './keys';

export const RING_CODES_PAGE_SIZE = 20;

export const ringCodeStatusFilters = ['all', 'available', 'used'] as const;
export type RingCodeStatusFilter = (typeof ringCodeStatusFilters)[number];

export interface RingCodesFilter {
  search: string;
  status: RingCodeStatusFilter;
  page: number;
  /** The page beside the last answer, by its `nextCursor` or `prevCursor`. */
  cursor?: string;
}

export const getRingCodes = ({ search, status, page, cursor }: RingCodesFilter) =>
  api.get<Page<RingCode>>(
    `/api/ring-codes${query({ search, status: status === 'all' ? undefined : status, page, pageSize: RING_CODES_PAGE_SIZE, cursor })}`,
  );

/** Newest first, paged and searched on the server; fresh for 60 s (spec 7) and kept fresh over /ws. */
export const ringCodesQuery = (filter: RingCodesFilter) =>
  queryOptions({
    queryKey: ringKeys.codePage(filter),
    queryFn: () => getRingCodes(filter),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export function useRingCodes(filter: RingCodesFilter) {
  return useQuery(ringCodesQuery(filter));
}

/** The list, the stat cards and the audit trail change with a ring code. */
const useRefreshRingCodes = () => useRefreshAfter('RING_CODE_CHANGED', 'AUDIT_CHANGED');

/** POST /api/ring-codes {type}: one new random code of that type. */
export function useGenerateRingCode() {
  const refresh = useRefreshRingCodes();
  return useMutation({
    mutationFn: (type: string) => api.post<RingCode>('/api/ring-codes', { type }),
    onSuccess: refresh,
  });
}

/** POST /api/ring-codes/manual {code, type}: 409 for a duplicate. */
export function useAddManualRingCode() {
  const refresh = useRefreshRingCodes();
  return useMutation({
    mutationFn: (body: { code: string; type: string }) => api.post<RingCode>('/api/ring-codes/manual', body),
    onSuccess: refresh,
  });
}

/** POST /api/ring-codes/batch {type, count}: 1 to 500 new codes for the CSV and the QR sheet. */
export function useGenerateRingCodeBatch() {
  const refresh = useRefreshRingCodes();
  return useMutation({
    mutationFn: (body: { type: string; count: number }) =>
      api.post<RingCodeBatch>('/api/ring-codes/batch', body),
    onSuccess: refresh,
  });
}

/** DELETE /api/ring-codes/{code}: not a used one. */
export function useDeleteRingCode() {
  const refresh = useRefreshRingCodes();
  return useMutation({
    mutationFn: (code: string) => api.delete(`/api/ring-codes/${encodeURIComponent(code)}`),
    onSuccess: refresh,
  });
}
