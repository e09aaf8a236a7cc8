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
