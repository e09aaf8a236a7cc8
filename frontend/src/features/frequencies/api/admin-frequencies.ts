import type { Frequency, FrequencyFields } from '@et/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useRefreshAfter } from '../../../lib/refresh';

/**
 * The list, the audit trail, the setup checklist and the token cards (they show the frequency's
 * names and colour) change with a frequency: what FREQUENCIES_CHANGED makes stale, which /ws also
 * tells the other open pages.
 */
const useRefreshFrequencies = () => useRefreshAfter('FREQUENCIES_CHANGED', 'AUDIT_CHANGED');

/** POST /api/frequencies (admin). */
export function useCreateFrequency() {
  const refresh = useRefreshFrequencies();
  return useMutation({
    mutationFn: (body: FrequencyFields) => api.post<Frequency>('/api/frequencies', body),
    onSuccess: refresh,
  });
}

/** PATCH /api/frequencies/{id} with all five fields (admin). */
export function useUpdateFrequency() {
  const refresh = useRefreshFrequencies();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: FrequencyFields }) =>
      api.patch<Frequency>(`/api/frequencies/${id}`, body),
    onSuccess: refresh,
  });
}

/** DELETE /api/frequencies/{id} (admin): 409 while tokens or rings use it. */
export function useDeleteFrequency() {
  const refresh = useRefreshFrequencies();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/frequencies/${id}`),
    onSuccess: refresh,
  });
}
