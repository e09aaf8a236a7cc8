import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/admin/stop-impersonation, then a full reload into the admin's own /admin. */
export function useStopImpersonation() {
  return useMutation({
    mutationFn: () => api.post('/api/admin/stop-impersonation'),
    onSuccess: () => {
      window.location.href = '/admin';
    },
  });
}
