import type { RewardImage } from '@et/contracts/rewards';
import { Gift, Plus } from 'lucide-react';
import { useState } from 'react';
import {
  AdminList,
  CompactRow,
  DeleteRowButton,
  EditRowButton,
  RowActionsCell,
} from '../../../components/admin-list';
import { ConfirmDelete } from '../../../components/confirm-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TableCell } from '../../../components/ui/table';
import { useTranslation } from '../../../lib/i18n';
import { withNumbers } from '../../../lib/numbers';
import { cn } from '../../../lib/utils';
import { useDeleteRewardImage, useRewardImages } from '../api/reward-images';
import { RewardFormDialog } from './reward-form-dialog';
import { RewardImageView } from './reward-image';

/** Admin: the reward images (spec 2), added and edited in a dialog, deleted after asking. */
export function AdminRewardsTab() {
  const { t } = useTranslation('rewards');
  const images = useRewardImages();
  const remove = useDeleteRewardImage();
  const [editing, setEditing] = useState<RewardImage | null>(null);
  const [adding, setAdding] = useState(false);
  const [toDelete, setToDelete] = useState<RewardImage | null>(null);
  const items = images.data ?? [];
  const add = () => setAdding(true);

  return (
    <div className="space-y-6">
      {images.isSuccess && items.length === 0 ? (
        <Card className="flex flex-col items-center gap-4 border-dashed p-8 text-center sm:p-12">
          <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-brand-100 text-brand-800">
            <Gift className="h-7 w-7" aria-hidden />
          </span>
          <div className="space-y-1">
            <h2 className="text-lg font-semibold">{t('admin.emptyTitle')}</h2>
            <p className="max-w-md text-stone-600">{t('admin.emptyText')}</p>
          </div>
          <Button onClick={add}>
            <Plus className="h-4 w-4" aria-hidden />
            {t('admin.addFirst')}
          </Button>
        </Card>
      ) : (
        <AdminList
          title={t('admin.title')}
          actions={
            <Button size="sm" onClick={add}>
              <Plus className="h-4 w-4" aria-hidden />
              {t('admin.add')}
            </Button>
          }
          query={images}
          isEmpty={false}
          empty=""
          columns={[
            t('admin.columns.title'),
            t('admin.columns.unlock'),
            t('admin.columns.category'),
            t('admin.columns.tags'),
            t('admin.columns.active'),
            t('admin.columns.actions'),
          ]}
        >
          {items.map((reward) => (
            <CompactRow
              key={reward.id}
              data-testid={`reward-row-${reward.id}`}
              label={t('admin.columns.title')}
              name={reward.title}
              summary={
                <>
                  {/* The title beside it names it. */}
                  <RewardImageView
                    src={reward.imageUrl}
                    alt=""
                    className={cn(
                      'h-10 w-10 shrink-0 rounded-lg border border-stone-200 md:h-14 md:w-14',
                      !reward.active && 'max-md:opacity-50',
                    )}
                  />
                  <span className="min-w-0 font-medium break-words md:max-w-56">{reward.title}</span>
                </>
              }
            >
              <TableCell label={t('admin.columns.unlock')} className="tabular-nums">
                {withNumbers(t)('admin.unlockMinutes', { count: reward.unlockTimeMinutes })}
              </TableCell>
              <TableCell label={t('admin.columns.category')}>{reward.category ?? '–'}</TableCell>
              <TableCell label={t('admin.columns.tags')}>
                {reward.tags.length === 0 ? (
                  '–'
                ) : (
                  <span className="flex flex-wrap justify-end gap-1 md:justify-start">
                    {reward.tags.map((tag) => (
                      <span
                        key={tag}
                        className="rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-700"
                      >
                        {tag}
                      </span>
                    ))}
                  </span>
                )}
              </TableCell>
              <TableCell label={t('admin.columns.active')}>
                {reward.active ? (
                  <Badge>{t('admin.active')}</Badge>
                ) : (
                  <span className="text-stone-500">{t('admin.inactive')}</span>
                )}
              </TableCell>
              <RowActionsCell label={t('admin.columns.actions')}>
                <EditRowButton
                  label={t('admin.edit', { title: reward.title })}
                  onClick={() => setEditing(reward)}
                />
                <DeleteRowButton
                  label={t('admin.delete', { title: reward.title })}
                  onClick={() => setToDelete(reward)}
                />
              </RowActionsCell>
            </CompactRow>
          ))}
        </AdminList>
      )}
      <RewardFormDialog
        open={adding || editing !== null}
        reward={editing}
        onClose={() => {
          setAdding(false);
          setEditing(null);
        }}
      />
      <ConfirmDelete
        item={toDelete}
        onClose={() => setToDelete(null)}
        title={t('admin.deleteTitle')}
        text={(reward) => t('admin.deleteText', { title: reward.title })}
        deletedText={t('admin.deleted')}
        failedText={t('admin.deleteFailed')}
        busy={remove.isPending}
        remove={(reward, callbacks) => remove.mutate(reward.id, callbacks)}
      />
    </div>
  );
}
