import type { CurrentUser } from '@et/contracts';
import type { ComponentType } from 'react';

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
 * The person's own entries (the spec's user menu: Account, Settings, Admin panel): on wide screens
 * in the menu under the username, on phones in the side sheet's second group.
 */
export const userMenuPaths: ReadonlySet<string> = new Set(['/account', '/settings', '/admin']);

/** The entries of `items` this person sees. */
export function visibleNavItems(
  items: readonly NavItem[],
  user: Pick<CurrentUser, 'isAdmin'> | null,
): NavItem[] {
  return items.filter(
    (item) =>
      item.audience === 'everyone' ||
      (item.audience === 'user' && user !== null) ||
      (item.audience === 'admin' && user?.isAdmin === true),
  );
}
