import { useTranslation } from 'react-i18next';
import AdminPage, { adminTabIds, ComingSoon } from '../features/admin/admin-page';
import { AuditTab } from '../features/audit/audit-tab';
import { AdminSettingsTab } from '../features/settings/settings-page';
import { UsersTab } from '../features/users/users-tab';

/** Composes the admin frame with the features that fill its tabs. */
export default function AdminRoute() {
  const { t } = useTranslation();
  const content: Partial<Record<(typeof adminTabIds)[number], React.ReactNode>> = {
    users: <UsersTab />,
    settings: <AdminSettingsTab />,
    audit: <AuditTab />,
  };
  const tabs = adminTabIds.map((id) => ({
    id,
    label: t(`admin.tab.${id}`),
    content: content[id] ?? <ComingSoon />,
  }));
  return <AdminPage tabs={tabs} />;
}
