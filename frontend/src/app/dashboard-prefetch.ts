import { frequenciesQuery } from '../features/frequencies/api/frequencies';
import { rewardSessionQuery } from '../features/rewards/api/reward-session';
import { dimensionRingsQuery } from '../features/rings/api/dimension-rings';
import { energyTokensQuery } from '../features/tokens/api/tokens';
import { userQuery } from '../lib/auth';
import { queryClient } from '../lib/query-client';

export { dashboardNamespaces } from './first-page-code';

/**
 * `/` for a signed-in person (Lighthouse: the "no tokens yet" text waited for the user, then the
 * dashboard's code, then its data, one after another). The code and texts are already on their way
 * (first-page-code.ts); the dashboard's data is asked for as soon as the user is known.
 */
export function prefetchDashboard(): void {
  if (window.location.pathname !== '/') return;
  void queryClient.fetchQuery(userQuery).then(
    (user) => {
      if (!user) return;
      void queryClient.prefetchQuery(energyTokensQuery());
      void queryClient.prefetchQuery(frequenciesQuery());
      void queryClient.prefetchQuery(dimensionRingsQuery());
      void queryClient.prefetchQuery(rewardSessionQuery());
    },
    () => {}, // the provider shows the error
  );
}
