import type { EnergyToken } from '@et/contracts';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { frequencyLook } from '../../../lib/frequency-colors';
import { useTranslation } from '../../../lib/i18n';
import { useLocalized } from '../../../lib/localized';
import { cn } from '../../../lib/utils';

/** A token's frequency explained (the card's info button); its own chunk, loaded when first opened. */
export function TokenInfoDialog({
  token,
  open,
  onOpenChange,
}: {
  token: EnergyToken;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('tokens');
  const localized = useLocalized();
  const look = frequencyLook(token.frequency?.color);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={token.frequency ? localized(token.frequency, 'name') : t('noFrequency')}>
        <div className="space-y-5">
          <p className="flex items-start gap-2 whitespace-pre-line text-stone-700">
            <span className={cn('mt-1.5 h-3 w-3 shrink-0 rounded-full', look.dot)} aria-hidden />
            <span>{token.frequency ? localized(token.frequency, 'description') : t('noFrequencyText')}</span>
          </p>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">{t('common:close')}</Button>
            </DialogClose>
          </DialogFooter>
        </div>
      </DialogContent>
    </Dialog>
  );
}
