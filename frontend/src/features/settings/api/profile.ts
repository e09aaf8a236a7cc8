import type { User } from '@et/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { userQueryKey } from '../../../lib/auth';

/** PATCH /api/users/{id}/profile {email, password?}; then /api/user is fetched again. */
export function useUpdateProfile(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; password?: string }) =>
      api.patch<User>(`/api/users/${userId}/profile`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey }),
  });
}
