import { Forward } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import { type HandoverItem, useOpenHandover } from '../api/handovers';

// The dialog brings the QR code and the sharing: loaded when a card's "Weitergeben" is first
// pressed, not with the dashboard.
const loadDialog = () => import('./handover-dialog');
const HandoverDialog = lazy(() => loadDialog().then((m) => ({ default: m.HandoverDialog })));

/** "Weitergeben" on a token's or ring's card: opens the handover dialog (code, QR, cancel). */
export function HandoverButton({ item, name }: { item: HandoverItem; name: string }) {
  const { t } = useTranslation('handovers');
  const [open, setOpen] = useState(false);
  // Mounted from its first opening on, so it can close with its animation.
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="min-h-11 gap-1.5 px-2"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        aria-label={t('action.label', { name })}
        aria-haspopup="dialog"
      >
        <Forward className="h-5 w-5" aria-hidden />
        <span aria-hidden>{t('action.short')}</span>
      </Button>
      {used && (
        <Suspense fallback={null}>
          <HandoverDialog item={item} name={name} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}

/** "Weitergabe offen" beside a card's title while its handover code can be taken. */
export function HandoverBadge({ item }: { item: HandoverItem }) {
  const { t } = useTranslation('handovers');
  const open = useOpenHandover(item);
  if (!open.data) return null;
  return <Badge className="bg-amber-100 text-amber-900">{t('badge')}</Badge>;
}
