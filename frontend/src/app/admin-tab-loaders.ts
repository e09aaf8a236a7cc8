import type { ComponentType } from 'react';
import { type AdminTabId, isAdminTabId } from '../features/admin/admin-tabs';

type TabModule = Promise<{ default: ComponentType }>;

/**
 * Each admin tab's code, its own chunk: /admin evaluates the frame and the open tab, not every
 * tab's forms and schemas (Lighthouse: one long task of all of them on a phone). Here, outside the
 * admin chunk, so the open tab's code can be asked for with the frame's (dashboard-prefetch.ts).
 */
export const adminTabLoaders: Record<AdminTabId, () => TabModule> = {
  users: () => import('../features/users/components/users-tab').then((m) => ({ default: m.UsersTab })),
  codes: () => import('../features/codes/components/codes-tab').then((m) => ({ default: m.CodesTab })),
  'ring-codes': () =>
    import('../features/rings/components/admin/ring-codes-tab').then((m) => ({ default: m.RingCodesTab })),
  'ring-types': () =>
    import('../features/rings/components/admin/ring-types-tab').then((m) => ({ default: m.RingTypesTab })),
  frequencies: () =>
    import('../features/frequencies/components/admin-frequencies-tab').then((m) => ({
      default: m.AdminFrequenciesTab,
    })),
  rewards: () =>
    import('../features/rewards/components/admin-rewards-tab').then((m) => ({ default: m.AdminRewardsTab })),
  requests: () =>
    import('../features/ring-requests/components/admin/ring-requests-tab').then((m) => ({
      default: m.RingRequestsTab,
    })),
  faqs: () => import('../features/faq/components/admin-faqs-tab').then((m) => ({ default: m.AdminFaqsTab })),
  settings: () =>
    import('../features/settings/components/settings-page').then((m) => ({ default: m.AdminSettingsTab })),
  audit: () => import('../features/audit/components/audit-tab').then((m) => ({ default: m.AuditTab })),
};

/** The tab an `/admin/<tab>` path opens (the users tab for `/admin`, or a path it does not know). */
export function adminTabOf(pathname: string): AdminTabId {
  const name = pathname.split('/')[2];
  return isAdminTabId(name) ? name : 'users';
}
