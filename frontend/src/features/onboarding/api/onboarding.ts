import type { User } from '@et/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { userQueryKey } from '../../../lib/auth';

// Not awaited: completing onboarding unmounts the drawer once the user is fetched again, and
// the caller's own success callback (the toast) must run before that.
function useRefreshUser() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: userQueryKey });
  };
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
