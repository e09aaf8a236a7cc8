import { useAuth } from '../../../../lib/auth';
import { useTranslation } from '../../../../lib/i18n';
import { withNumbers } from '../../../../lib/numbers';
import { useUnreadRingRequests } from '../../api/ring-requests';

/**
 * The unread count beside the admin's requests tab ('9+' above 9, like the inbox badge). `relative`
 * keeps the screen-reader text inside the tab row's scroll box (else it widens the page on a phone).
 */
export function RingRequestsUnreadBadge() {
  const { t } = useTranslation('ring-requests');
  const tn = withNumbers(t);
  const { user } = useAuth();
  const unread = useUnreadRingRequests(!!user?.isAdmin);
  const count = unread.data?.count ?? 0;
  if (count === 0) return null;
  return (
    <span
      className="relative ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs leading-5 font-semibold text-white"
      data-testid="ring-requests-tab-badge"
      title={tn('admin.unread', { count })}
    >
      <span aria-hidden>{count > 9 ? '9+' : count}</span>
      <span className="sr-only"> {tn('admin.unread', { count })}</span>
    </span>
  );
}
