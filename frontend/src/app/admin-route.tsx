import { AdminPage } from '../features/admin/components/admin-page';
import { AuditTab } from '../features/audit/components/audit-tab';
import { CodesTab } from '../features/codes/components/codes-tab';
import { AdminFrequenciesTab } from '../features/frequencies/components/admin-frequencies-tab';
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
        settings: <AdminSettingsTab />,
        audit: <AuditTab />,
      }}
    />
  );
}
