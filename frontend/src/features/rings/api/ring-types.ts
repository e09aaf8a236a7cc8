import type { ClearedImages, RingType, RingTypeBody, RingTypeUpdateBody } from '@et/contracts/rings';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useRefreshAfter } from '../../../lib/refresh';
import { ringKeys } from './keys';

/** GET /api/ring-types: every ring type (users read them too: names and images). */
export const getRingTypes = () => api.get<RingType[]>('/api/ring-types');

/** Fresh for 60 s (spec 7), and kept fresh by the ring-type messages over /ws. */
export const ringTypesQuery = () =>
  queryOptions({ queryKey: ringKeys.types, queryFn: getRingTypes, staleTime: 60_000 });

export function useRingTypes() {
  return useQuery(ringTypesQuery());
}

/** A type's change shows in the list, in the users' rings (name, image) and in the audit trail. */
const useRefreshTypes = () => useRefreshAfter('RING_TYPE_CHANGED', 'AUDIT_CHANGED');

/** POST /api/ring-types: code, both names and descriptions, image. */
export function useCreateRingType() {
  const refresh = useRefreshTypes();
  return useMutation({
    mutationFn: (body: RingTypeBody) => api.post<RingType>('/api/ring-types', body),
    onSuccess: refresh,
  });
}

/** PUT /api/ring-types/{id}: the same fields; the code stays. */
export function useUpdateRingType() {
  const refresh = useRefreshTypes();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: RingTypeUpdateBody }) =>
      api.put<RingType>(`/api/ring-types/${id}`, body),
    onSuccess: refresh,
  });
}

/** DELETE /api/ring-types/{id}: 409 while ring codes or rings use it. */
export function useDeleteRingType() {
  const refresh = useRefreshTypes();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/ring-types/${id}`),
    onSuccess: refresh,
  });
}

/** POST /api/ring-types/defaults: gold, silver, original, space (only while there are none). */
export function useCreateDefaultRingTypes() {
  const refresh = useRefreshTypes();
  return useMutation({
    mutationFn: () => api.post<RingType[]>('/api/ring-types/defaults'),
    onSuccess: refresh,
  });
}

/** POST /api/ring-types/clear-images: every type loses its image; answers `{count}`. */
export function useClearRingTypeImages() {
  const refresh = useRefreshTypes();
  return useMutation({
    mutationFn: () => api.post<ClearedImages>('/api/ring-types/clear-images'),
    onSuccess: refresh,
  });
}
