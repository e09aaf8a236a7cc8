import type { RingRequestStatus } from '@et/contracts/ring-requests';
import { Badge } from '../../../../components/ui/badge';
import { useTranslation } from '../../../../lib/i18n';
import { cn } from '../../../../lib/utils';

const colours: Record<RingRequestStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-stone-200 text-stone-800',
};

/** A request's status as a coloured label. */
export function StatusBadge({ status }: { status: RingRequestStatus }) {
  const { t } = useTranslation('ring-requests');
  return <Badge className={cn('font-medium', colours[status])}>{t(`admin.status.${status}`)}</Badge>;
}
