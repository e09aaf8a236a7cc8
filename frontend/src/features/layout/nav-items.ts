import type { CurrentUser } from '@et/contracts';
import type { ComponentType } from 'react';
import { UnreadBadge } from '../messages/components/unread-badge';

export interface NavItem {
  to: string;
  /** Key in the layout namespace. */
  label: string;
  /** everyone: also anonymous visitors; user: signed in; admin: admins only. */
  audience: 'everyone' | 'user' | 'admin';
  /** Shown beside the label (the unread count of the Messages link). */
  badge?: ComponentType;
}

/**
 * The header navigation, in order. A feature adds its page with one line here, e.g.
 * `{ to: '/frequencies', label: 'nav.frequencies', audience: 'everyone' }` (the route guards
 * still send visitors to /auth first).
 */
export const navItems: NavItem[] = [
  { to: '/', label: 'nav.home', audience: 'everyone' },
  { to: '/frequencies', label: 'nav.frequencies', audience: 'everyone' },
  { to: '/dimension-rings', label: 'dimensionRings:nav', audience: 'everyone' },
  { to: '/diary', label: 'diary:nav', audience: 'everyone' },
  { to: '/faq', label: 'faq:nav', audience: 'user' },
  { to: '/messages', label: 'messages:nav', audience: 'user', badge: UnreadBadge },
  { to: '/account', label: 'nav.account', audience: 'user' },
  { to: '/settings', label: 'nav.settings', audience: 'user' },
  { to: '/admin', label: 'nav.admin', audience: 'admin' },
];

/**
 * The person's own entries (the spec's user menu: Account, Settings, Admin panel): on wide screens
 * in the menu under the username, on phones in the side sheet's second group.
 */
export const userMenuPaths: ReadonlySet<string> = new Set(['/account', '/settings', '/admin']);

export function visibleNavItems(user: Pick<CurrentUser, 'isAdmin'> | null): NavItem[] {
  return navItems.filter(
    (item) =>
      item.audience === 'everyone' ||
      (item.audience === 'user' && user !== null) ||
      (item.audience === 'admin' && user?.isAdmin === true),
  );
}
