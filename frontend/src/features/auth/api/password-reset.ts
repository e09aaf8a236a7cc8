import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const requestPasswordReset = (body: { email: string }) =>
  api.post('/api/request-password-reset', body);

export const resetPassword = (body: { token: string; password: string }) =>
  api.post('/api/reset-password', body);

/** POST /api/request-password-reset: the same answer whether or not the address exists. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

/** POST /api/reset-password with the token from the e-mail link. */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
