import type { RewardImage } from '@et/contracts/rewards';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { useTranslation } from '../../../lib/i18n';
import { RewardImageView } from './reward-image';

/** Spec 2: a reward that became available, at most 600 px wide, with its image and title. */
export function RewardDialog({ reward, onClose }: { reward: RewardImage | null; onClose: () => void }) {
  const { t } = useTranslation('rewards');
  return (
    <Dialog open={reward !== null} onOpenChange={(open) => !open && onClose()}>
      {reward && (
        <DialogContent title={t('dialog.title')} description={t('dialog.text')} className="max-w-[600px]">
          <figure className="space-y-3" data-testid="reward-dialog">
            <RewardImageView
              src={reward.imageUrl}
              alt={reward.title}
              className="max-h-[55vh] min-h-40 w-full rounded-xl object-contain"
            />
            <figcaption className="space-y-1 text-center">
              <p className="text-lg font-semibold break-words">{reward.title}</p>
              {reward.description && (
                <p className="whitespace-pre-line text-sm text-stone-600 break-words">{reward.description}</p>
              )}
            </figcaption>
          </figure>
          <DialogFooter>
            <DialogClose asChild>
              <Button>{t('dialog.close')}</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
