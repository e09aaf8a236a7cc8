import type { User } from '@et/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useRefresh } from '../../../lib/refresh';
import { sessionKeys } from '../../../lib/session-keys';

// Not awaited: completing onboarding unmounts the drawer once the user is fetched again, and
// the caller's own success callback (the toast) must run before that.
function useRefreshUser() {
  const refresh = useRefresh(sessionKeys.user);
  return () => void refresh();
}

/** POST /api/user/update-onboarding-step {step}: the step to come back to. */
export function useSaveOnboardingStep() {
  const refresh = useRefreshUser();
  return useMutation({
    mutationFn: (step: number) => api.post<User>('/api/user/update-onboarding-step', { step }),
    onSuccess: refresh,
  });
}

/** POST /api/user/complete-onboarding: the drawer stops opening. */
export function useCompleteOnboarding() {
  const refresh = useRefreshUser();
  return useMutation({
    mutationFn: () => api.post<User>('/api/user/complete-onboarding'),
    onSuccess: refresh,
  });
}
