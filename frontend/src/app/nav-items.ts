import type { NavItem } from '../features/layout/nav-items';
import { UnreadBadge } from '../features/messages/components/unread-badge';

/**
 * The header navigation, in order. A feature adds its page with one line here, e.g.
 * `{ to: '/frequencies', label: 'nav.frequencies', audience: 'everyone' }` (the route guards
 * still send visitors to /auth first).
 */
export const navItems: readonly NavItem[] = [
  { to: '/', label: 'nav.home', audience: 'everyone' },
  { to: '/frequencies', label: 'nav.frequencies', audience: 'everyone' },
  { to: '/dimension-rings', label: 'nav.dimensionRings', audience: 'everyone' },
  { to: '/diary', label: 'diary:nav', audience: 'everyone' },
  { to: '/faq', label: 'faq:nav', audience: 'user' },
  { to: '/messages', label: 'messages:nav', audience: 'user', badge: UnreadBadge },
  { to: '/account', label: 'nav.account', audience: 'user' },
  { to: '/settings', label: 'nav.settings', audience: 'user' },
  { to: '/admin', label: 'nav.admin', audience: 'admin' },
];
