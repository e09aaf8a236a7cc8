import type { ComponentType } from 'react';
import { type AdminTabId, isAdminTabId } from '../features/admin/admin-tabs';

type TabModule = Promise<{ default: ComponentType }>;

/**
 * The texts the admin frame reads: its own, the requests tab's unread badge and the stat cards'
 * usage line (the rewards' wording). Asked for with the frame's code, not one after another as
 * each part first renders (each wait hid the page again until the texts were there).
 */
export const adminFrameNamespaces = ['admin', 'ring-requests', 'rewards'];

/**
 * Each admin tab's code, its own chunk, and the namespace it reads: /admin evaluates the frame and
 * the open tab, not every tab's forms and schemas (Lighthouse: one long task of all of them on a
 * phone). Here, outside the admin chunk, so the open tab's code and texts can be asked for with the
 * frame's (first-page-code.ts).
 */
export const adminTabs: Record<AdminTabId, { load: () => TabModule; namespaces: string[] }> = {
  users: { load: () => import('./admin-users-tab'), namespaces: ['users'] },
  codes: {
    load: () => import('../features/codes/components/codes-tab').then((m) => ({ default: m.CodesTab })),
    namespaces: ['codes'],
  },
  'ring-codes': {
    load: () =>
      import('../features/rings/components/admin/ring-codes-tab').then((m) => ({ default: m.RingCodesTab })),
    namespaces: ['rings'],
  },
  'ring-types': {
    load: () =>
      import('../features/rings/components/admin/ring-types-tab').then((m) => ({ default: m.RingTypesTab })),
    namespaces: ['rings'],
  },
  frequencies: {
    load: () =>
      import('../features/frequencies/components/admin-frequencies-tab').then((m) => ({
        default: m.AdminFrequenciesTab,
      })),
    namespaces: ['frequencies'],
  },
  rewards: {
    load: () =>
      import('../features/rewards/components/admin-rewards-tab').then((m) => ({
        default: m.AdminRewardsTab,
      })),
    namespaces: ['rewards'],
  },
  requests: {
    load: () =>
      import('../features/ring-requests/components/admin/ring-requests-tab').then((m) => ({
        default: m.RingRequestsTab,
      })),
    namespaces: ['ring-requests'],
  },
  faqs: {
    load: () =>
      import('../features/faq/components/admin-faqs-tab').then((m) => ({ default: m.AdminFaqsTab })),
    namespaces: ['faq'],
  },
  settings: {
    load: () => import('./settings-route').then((m) => ({ default: m.AdminSettingsTab })),
    namespaces: ['settings'],
  },
  audit: {
    load: () => import('../features/audit/components/audit-tab').then((m) => ({ default: m.AuditTab })),
    namespaces: ['audit'],
  },
};

/** The tab an `/admin/<tab>` path opens (the users tab for `/admin`, or a path it does not know). */
export function adminTabOf(pathname: string): AdminTabId {
  const name = pathname.split('/')[2];
  return isAdminTabId(name) ? name : 'users';
}
