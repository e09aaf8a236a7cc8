import { frequenciesQuery } from '../features/frequencies/api/frequencies';
import { rewardSessionQuery } from '../features/rewards/api/reward-session';
import { dimensionRingsQuery } from '../features/rings/api/dimension-rings';
import { energyTokensQuery } from '../features/tokens/api/tokens';
import { userQuery } from '../lib/auth';
import i18n from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { adminTabLoaders, adminTabOf } from './admin-tab-loaders';

/** The texts the dashboard reads, asked for with its code (app.tsx's `lazyPage` names them too). */
export const dashboardNamespaces = ['dashboard', 'tokens', 'onboarding', 'reward'];

/**
 * `/` for a signed-in person (Lighthouse: the "no tokens yet" text waited for the user, then the
 * dashboard's code, then its data, one after another). Started as the entry runs: the dashboard's
 * code and texts at once, together with the user (a visitor sent on to /auth needs them after the
 * login anyway), and its data once the user is known. `/admin…` asks for the admin frame and the
 * open tab's code at once too, instead of one after the other.
 */
export function prefetchDashboard(): void {
  const { pathname } = window.location;
  if (pathname === '/admin' || pathname.startsWith('/admin/')) {
    void import('./admin-route');
    void adminTabLoaders[adminTabOf(pathname)]();
    return;
  }
  if (pathname !== '/') return;
  void import('./dashboard-route');
  void i18n.loadNamespaces(dashboardNamespaces);
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
