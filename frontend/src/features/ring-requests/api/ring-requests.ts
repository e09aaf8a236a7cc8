import type {
  RingCodeRequest,
  RingCodeRequestPage,
  RingRequestBody,
  RingRequestPatchBody,
  RingRequestUnreadCount,
} from '@et/contracts/ring-requests';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api, query } from '../../../lib/api';
import { useRefreshAfter } from '../../../lib/refresh';
import { ringRequestKeys } from './keys';

export const RING_REQUESTS_PAGE_SIZE = 20;
export type RingRequestStatusFilter = 'all' | 'pending' | 'approved' | 'rejected';

export interface RingRequestsFilter {
  search: string;
  status: RingRequestStatusFilter;
  page: number;
}

/** POST /api/ring-code-request: the public form (a signed-in sender's request is linked to them). */
export function useSendRingRequest() {
  return useMutation({
    mutationFn: (body: RingRequestBody) => api.post<{ ok: true; id: number }>('/api/ring-code-request', body),
  });
}

export const getRingRequests = ({ search, status, page }: RingRequestsFilter) =>
  api.get<RingCodeRequestPage>(
    `/api/ring-code-requests${query({ search, status, page, pageSize: RING_REQUESTS_PAGE_SIZE })}`,
  );

/** Paged and searched on the server; kept fresh by RING_REQUESTS_CHANGED over /ws (spec: fresh 60 s). */
export const ringRequestsQuery = (filter: RingRequestsFilter) =>
  queryOptions({
    queryKey: ringRequestKeys.page(filter),
    queryFn: () => getRingRequests(filter),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export function useRingRequests(filter: RingRequestsFilter) {
  return useQuery(ringRequestsQuery(filter));
}

/** The unread count on the admin tab. */
export const unreadRingRequestsQuery = () =>
  queryOptions({
    queryKey: ringRequestKeys.unread,
    queryFn: () => api.get<RingRequestUnreadCount>('/api/ring-code-requests/unread-count'),
  });

export function useUnreadRingRequests(enabled = true) {
  return useQuery({ ...unreadRingRequestsQuery(), enabled });
}

/** Unused ring codes nobody has reserved, for the answer's code field. */
export function useFreeRingCodes(search: string, enabled: boolean) {
  return useQuery({
    queryKey: ringRequestKeys.freeCodes(search),
    queryFn: () =>
      api.get<Array<{ code: string; type: string }>>(
        `/api/ring-code-requests/free-codes${query({ search })}`,
      ),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** The list, its unread count and the audit trail. */
const useRefreshRequests = () => useRefreshAfter('RING_REQUESTS_CHANGED', 'AUDIT_CHANGED');

/** PATCH /api/ring-code-requests/{id}: status and read flag at once; a response is the answer. */
export function useUpdateRingRequest() {
  const refresh = useRefreshRequests();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: RingRequestPatchBody }) =>
      api.patch<RingCodeRequest>(`/api/ring-code-requests/${id}`, patch),
    onSuccess: refresh,
  });
}

/** DELETE /api/ring-code-requests/{id}. */
export function useDeleteRingRequest() {
  const refresh = useRefreshRequests();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/ring-code-requests/${id}`),
    onSuccess: refresh,
  });
}
