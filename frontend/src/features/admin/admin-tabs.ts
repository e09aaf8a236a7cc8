/** The spec's nine admin tabs, plus the audit trail. `/admin/<id>` opens one. */
export const adminTabIds = [
  'users',
  'codes',
  'ring-codes',
  'ring-types',
  'frequencies',
  'rewards',
  'requests',
  'faqs',
  'settings',
  'audit',
] as const;

export type AdminTabId = (typeof adminTabIds)[number];

export function isAdminTabId(value: string | undefined): value is AdminTabId {
  return adminTabIds.includes(value as AdminTabId);
}

/**
 * Paths of the spec's admin side navigation that name a tab differently (design.md reading 3: each
 * path opens its tab): `/admin/faq` opens the FAQs, `/admin/ring-requests` the requests.
 */
export const adminTabAliases: Record<string, AdminTabId> = {
  faq: 'faqs',
  'ring-requests': 'requests',
};
