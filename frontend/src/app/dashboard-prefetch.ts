import { frequenciesQuery } from '../features/frequencies/api/frequencies';
import { rewardSessionQuery } from '../features/rewards/api/reward-session';
import { dimensionRingsQuery } from '../features/rings/api/dimension-rings';
import { energyTokensQuery } from '../features/tokens/api/tokens';
import { userQuery } from '../lib/auth';
import { queryClient } from '../lib/query-client';

/**
 * `/` for a signed-in person (Lighthouse: the "no tokens yet" text waited for the user, then the
 * dashboard's code, then its data, one after another). Started as the entry runs: once the user is
 * known, the dashboard's data is asked for together with its code instead of after it. A visitor
 * asks for nothing more than before (the user query is the one the app starts anyway).
 */
export function prefetchDashboard(): void {
  if (window.location.pathname !== '/') return;
  void queryClient.fetchQuery(userQuery).then(
    (user) => {
      if (!user) return;
      void import('./dashboard-route');
      void queryClient.prefetchQuery(energyTokensQuery());
      void queryClient.prefetchQuery(frequenciesQuery());
      void queryClient.prefetchQuery(dimensionRingsQuery());
      void queryClient.prefetchQuery(rewardSessionQuery());
    },
    () => {}, // the provider shows the error
  );
}
