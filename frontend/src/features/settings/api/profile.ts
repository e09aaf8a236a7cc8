import type { User } from '@et/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useRefresh } from '../../../lib/refresh';
import { sessionKeys } from '../../../lib/session-keys';

/** PATCH /api/users/{id}/profile {email, password?}; then /api/user is fetched again. */
export function useUpdateProfile(userId: number) {
  const refresh = useRefresh(sessionKeys.user);
  return useMutation({
    mutationFn: (body: { email: string; password?: string }) =>
      api.patch<User>(`/api/users/${userId}/profile`, body),
    onSuccess: refresh,
  });
}
