import { adminStatsQuery } from '../features/admin/api/admin-stats';
import { setupStatusQuery } from '../features/admin/api/setup-status';
import { frequenciesQuery } from '../features/frequencies/api/frequencies';
import { rewardSessionQuery } from '../features/rewards/api/reward-session';
import { unreadRingRequestsQuery } from '../features/ring-requests/api/ring-requests';
import { dimensionRingsQuery } from '../features/rings/api/dimension-rings';
import { energyTokensQuery } from '../features/tokens/api/tokens';
import { userQuery } from '../lib/auth';
import { queryClient } from '../lib/query-client';

/**
 * The first page's data, asked for as soon as the user is known (Lighthouse: the dashboard's "no
 * tokens yet" text and the admin's mail warning waited for the user, then the page's code and
 * texts, then their data, one after another). The code and texts are already on their way
 * (first-page-code.ts). At `/` the dashboard's; at `/admin…` the frame's (the mail warning and the
 * checklist, the stat cards, the requests' unread count), for an admin.
 */
export function prefetchFirstPage(): void {
  const { pathname } = window.location;
  const admin = pathname === '/admin' || pathname.startsWith('/admin/');
  if (pathname !== '/' && !admin) return;
  void queryClient.fetchQuery(userQuery).then(
    (user) => {
      if (!user) return;
      if (!admin) {
        void queryClient.prefetchQuery(energyTokensQuery());
        void queryClient.prefetchQuery(frequenciesQuery());
        void queryClient.prefetchQuery(dimensionRingsQuery());
        void queryClient.prefetchQuery(rewardSessionQuery());
      } else if (user.isAdmin) {
        void queryClient.prefetchQuery(setupStatusQuery());
        void queryClient.prefetchQuery(adminStatsQuery());
        void queryClient.prefetchQuery(unreadRingRequestsQuery());
      }
    },
    () => {}, // the provider shows the error
  );
}
