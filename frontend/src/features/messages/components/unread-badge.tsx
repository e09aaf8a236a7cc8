import { useAuth } from '../../../lib/auth';
import { useTranslation } from '../../../lib/i18n';
import { withNumbers } from '../../../lib/numbers';
import { useUnreadCount } from '../api/messages';

/** Spec 9: the unread count, shown as '9+' above 9. */
export const badgeText = (count: number) => (count > 9 ? '9+' : String(count));

/** The Messages link's badge: nothing while all is read; updated live over /ws. */
export function UnreadBadge() {
  // `messages` is one of the frame's namespaces (lib/i18n.ts): there with the first script.
  const { t } = useTranslation();
  const { user } = useAuth();
  const unread = useUnreadCount(user !== null);
  const count = unread.data?.count ?? 0;
  if (!user || count === 0) return null;
  return (
    <span
      data-testid="unread-badge"
      className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-red-700 px-1.5 py-0.5 text-xs leading-none font-bold text-white"
    >
      {badgeText(count)}
      <span className="sr-only"> {withNumbers(t)('messages:frame.unreadCount', { count })}</span>
    </span>
  );
}

/** On the phone's menu button: the same count, in its corner. */
export function UnreadMenuBadge() {
  const { user } = useAuth();
  const unread = useUnreadCount(user !== null);
  const count = unread.data?.count ?? 0;
  if (!user || count === 0) return null;
  return (
    <span
      aria-hidden
      data-testid="unread-menu-badge"
      className="absolute top-1 right-1 inline-flex min-w-4 items-center justify-center rounded-full bg-red-700 px-1 text-[10px] leading-4 font-bold text-white"
    >
      {badgeText(count)}
    </span>
  );
}
