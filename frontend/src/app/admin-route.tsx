import { type ReactNode, Suspense } from 'react';
import { Spinner } from '../components/ui/spinner';
import type { AdminTabId } from '../features/admin/admin-tabs';
import { AdminPage } from '../features/admin/components/admin-page';
import { UsageTotal } from '../features/rewards/components/token-usage';
import { RingRequestsUnreadBadge } from '../features/ring-requests/components/admin/unread-badge';
import { lazyPage } from '../lib/lazy-page';
import { adminTabs } from './admin-tab-loaders';

/** Each tab loads when first opened (its own chunk); the frame and the tab bar stay meanwhile. */
const tabs = Object.fromEntries(
  Object.entries(adminTabs).map(([id, { load, namespaces }]) => {
    const Tab = lazyPage(load, namespaces);
    return [
      id,
      <Suspense key={id} fallback={<Spinner className="flex w-full py-10" />}>
        <Tab />
      </Suspense>,
    ];
  }),
) as Record<AdminTabId, ReactNode>;

/** Composes the admin frame with the features that fill its tabs. */
export default function AdminRoute() {
  return (
    <AdminPage
      tabs={tabs}
      badges={{ requests: <RingRequestsUnreadBadge /> }}
      usageTotal={(minutes) => <UsageTotal minutes={minutes} />}
    />
  );
}
