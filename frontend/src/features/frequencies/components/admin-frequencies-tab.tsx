import type { Frequency } from '@et/contracts';
import { useState } from 'react';
import {
  AdminList,
  CompactRow,
  DeleteRowButton,
  EditRowButton,
  RowActionsCell,
} from '../../../components/admin-list';
import { ConfirmDelete } from '../../../components/confirm-dialog';
import { TableCell } from '../../../components/ui/table';
import { frequencyLook } from '../../../lib/frequency-colors';
import { useTranslation } from '../../../lib/i18n';
import { useLocalized } from '../../../lib/localized';
import { useDeleteFrequency } from '../api/admin-frequencies';
import { useFrequencies } from '../api/frequencies';
import { AddFrequencyForm, EditFrequencyRow } from './frequency-form';

/** Unfolded on a phone, a description reads in full under its label. */
const detailText = 'text-stone-600 max-md:flex-col max-md:items-start max-md:gap-0.5 max-md:text-left';

/** Admin: add frequencies, edit them inline in the table, delete unused ones (one line each on a phone). */
export function AdminFrequenciesTab() {
  const { t } = useTranslation('frequencies');
  const localized = useLocalized();
  const frequencies = useFrequencies();
  const remove = useDeleteFrequency();
  const [editing, setEditing] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<Frequency | null>(null);

  const items = frequencies.data ?? [];
  return (
    <div className="space-y-6">
      <AddFrequencyForm />
      <AdminList
        title={t('admin.title')}
        query={frequencies}
        isEmpty={items.length === 0}
        empty={t('admin.empty')}
        columns={[
          t('admin.nameDE'),
          t('admin.descriptionDE'),
          t('admin.nameEN'),
          t('admin.descriptionEN'),
          t('admin.color'),
          t('admin.actions'),
        ]}
      >
        {items.map((frequency) =>
          editing === frequency.id ? (
            <EditFrequencyRow key={frequency.id} frequency={frequency} onDone={() => setEditing(null)} />
          ) : (
            <CompactRow
              key={frequency.id}
              data-testid={`frequency-row-${frequency.id}`}
              className="align-top"
              label={t('admin.nameDE')}
              name={frequency.nameDE}
              summary={
                <>
                  <span
                    className={`h-3.5 w-3.5 shrink-0 rounded-full md:hidden ${frequencyLook(frequency.color).dot}`}
                    aria-hidden
                  />
                  <span className="min-w-0 font-medium break-words">{frequency.nameDE}</span>
                </>
              }
            >
              <TableCell label={t('admin.descriptionDE')} className={detailText}>
                <span className="break-words md:line-clamp-3 md:max-w-56">{frequency.descriptionDE}</span>
              </TableCell>
              <TableCell label={t('admin.nameEN')} className="font-medium">
                <span className="break-words">{frequency.nameEN}</span>
              </TableCell>
              <TableCell label={t('admin.descriptionEN')} className={detailText}>
                <span className="break-words md:line-clamp-3 md:max-w-56">{frequency.descriptionEN}</span>
              </TableCell>
              <TableCell label={t('admin.color')}>
                <ColorLabel color={frequency.color} />
              </TableCell>
              <RowActionsCell label={t('admin.actions')}>
                <EditRowButton
                  label={t('admin.edit', { name: localized(frequency, 'name') })}
                  onClick={() => setEditing(frequency.id)}
                />
                <DeleteRowButton
                  label={t('admin.delete', { name: localized(frequency, 'name') })}
                  onClick={() => setToDelete(frequency)}
                />
              </RowActionsCell>
            </CompactRow>
          ),
        )}
      </AdminList>
      <ConfirmDelete
        item={toDelete}
        onClose={() => setToDelete(null)}
        title={t('admin.deleteTitle')}
        text={(frequency) => t('admin.deleteText', { name: localized(frequency, 'name') })}
        deletedText={t('admin.deleted')}
        busy={remove.isPending}
        remove={(frequency, callbacks) => remove.mutate(frequency.id, callbacks)}
      />
    </div>
  );
}

function ColorLabel({ color }: { color: string }) {
  const { t } = useTranslation('frequencies');
  return (
    <span className="inline-flex items-center gap-2">
      <span className={`h-3.5 w-3.5 rounded-full ${frequencyLook(color).dot}`} aria-hidden />
      {t(`admin.colors.${color}`, { defaultValue: color })}
    </span>
  );
}
