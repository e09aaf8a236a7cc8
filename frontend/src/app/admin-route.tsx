import { AdminPage } from '../features/admin/components/admin-page';
import { AuditTab } from '../features/audit/components/audit-tab';
import { CodesTab } from '../features/codes/components/codes-tab';
import { AdminFaqsTab } from '../features/faq/components/admin-faqs-tab';
import { AdminFrequenciesTab } from '../features/frequencies/components/admin-frequencies-tab';
import { AdminRewardsTab } from '../features/rewards/components/admin-rewards-tab';
import { RingRequestsTab } from '../features/ring-requests/components/admin/ring-requests-tab';
import { RingRequestsUnreadBadge } from '../features/ring-requests/components/admin/unread-badge';
import { RingCodesTab } from '../features/rings/components/admin/ring-codes-tab';
import { RingTypesTab } from '../features/rings/components/admin/ring-types-tab';
import { AdminSettingsTab } from '../features/settings/components/settings-page';
import { UsersTab } from '../features/users/components/users-tab';

/** Composes the admin frame with the features that fill its tabs (one chunk for /admin). */
export default function AdminRoute() {
  return (
    <AdminPage
      tabs={{
        users: <UsersTab />,
        codes: <CodesTab />,
        'ring-codes': <RingCodesTab />,
        'ring-types': <RingTypesTab />,
        frequencies: <AdminFrequenciesTab />,
        rewards: <AdminRewardsTab />,
        requests: <RingRequestsTab />,
        faqs: <AdminFaqsTab />,
        settings: <AdminSettingsTab />,
        audit: <AuditTab />,
      }}
      badges={{ requests: <RingRequestsUnreadBadge /> }}
    />
  );
}
