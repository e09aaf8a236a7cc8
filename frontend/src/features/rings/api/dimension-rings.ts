import type { ActivateRingBody, DimensionRing } from '@et/contracts/rings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ringKeys } from './keys';

/** GET /api/dimension-rings: the signed-in user's rings. */
export const getDimensionRings = () => api.get<DimensionRing[]>('/api/dimension-rings');

/** Kept fresh by the ring messages over /ws. */
export const dimensionRingsQuery = () =>
  queryOptions({ queryKey: ringKeys.mine, queryFn: getDimensionRings });

/** Only active rings are shown anywhere (spec 2). */
export function useActiveRings() {
  return useQuery({ ...dimensionRingsQuery(), select: (rings) => rings.filter((ring) => ring.isActive) });
}

/** Puts the server's answer into the cached list at once (the refetch then confirms it). */
function useStoreRing() {
  const queryClient = useQueryClient();
  return (ring: DimensionRing) => {
    queryClient.setQueryData<DimensionRing[]>(ringKeys.mine, (rings) =>
      rings?.some((other) => other.id === ring.id)
        ? rings.map((other) => (other.id === ring.id ? ring : other))
        : rings && [...rings, ring],
    );
    void queryClient.invalidateQueries({ queryKey: ringKeys.mine });
  };
}

/** POST /api/dimension-rings {code, frequencyId?}: the code's ring, active, of the code's type. */
export function useActivateRing() {
  const store = useStoreRing();
  return useMutation({
    mutationFn: (body: ActivateRingBody) => api.post<DimensionRing>('/api/dimension-rings', body),
    onSuccess: store,
  });
}

/** PATCH /api/dimension-rings/{id} {frequencyId}: only the owner's, only while active. */
export function useChangeRingFrequency() {
  const store = useStoreRing();
  return useMutation({
    mutationFn: ({ id, frequencyId }: { id: number; frequencyId: number }) =>
      api.patch<DimensionRing>(`/api/dimension-rings/${id}`, { frequencyId }),
    onSuccess: store,
  });
}
