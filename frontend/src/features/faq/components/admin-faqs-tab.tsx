import { FAQ_CATEGORIES, type Faq, type FaqCategory } from '@et/contracts';
import { Plus, ThumbsDown, ThumbsUp } from 'lucide-react';
import { useId, useState } from 'react';
import { AdminList, DeleteRowButton, EditRowButton, RowActionsCell } from '../../../components/admin-list';
import { ConfirmDelete } from '../../../components/confirm-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { TableCell, TableRow } from '../../../components/ui/table';
import { useTranslation } from '../../../lib/i18n';
import { useDeleteFaq, useFaqs } from '../api/faqs';
import { FaqFormDialog } from './faq-form-dialog';

/** Admin: the FAQ list by category, inactive ones on request, with add, edit and delete. */
export function AdminFaqsTab() {
  const { t } = useTranslation('faq');
  const [category, setCategory] = useState<FaqCategory | ''>('');
  const [showInactive, setShowInactive] = useState(false);
  const faqs = useFaqs({ includeInactive: showInactive, category: category || undefined });
  const remove = useDeleteFaq();
  const [editing, setEditing] = useState<Faq | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<Faq | null>(null);
  const inactiveId = useId();
  const items = faqs.data ?? [];

  return (
    <>
      <AdminList
        title={t('admin.title')}
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus className="h-4 w-4" aria-hidden />
            {t('admin.add')}
          </Button>
        }
        filters={
          <div className="flex flex-wrap items-center gap-4">
            <NativeSelect
              value={category}
              onChange={(event) => setCategory(event.target.value as FaqCategory | '')}
              aria-label={t('category')}
              className="w-auto min-w-44"
            >
              <option value="">{t('allCategories')}</option>
              {FAQ_CATEGORIES.map((value) => (
                <option key={value} value={value}>
                  {t(`categories.${value}`)}
                </option>
              ))}
            </NativeSelect>
            <div className="flex items-center gap-2">
              <Switch id={inactiveId} checked={showInactive} onCheckedChange={setShowInactive} />
              <Label htmlFor={inactiveId}>{t('admin.showInactive')}</Label>
            </div>
          </div>
        }
        query={faqs}
        isEmpty={items.length === 0}
        empty={t('empty')}
        columns={[
          t('admin.question'),
          t('admin.answer'),
          t('admin.category'),
          t('admin.status'),
          t('admin.helpfulColumn'),
          t('admin.actions'),
        ]}
      >
        {items.map((faq) => (
          <TableRow key={faq.id} data-testid={`faq-row-${faq.id}`} className="align-top">
            <TableCell label={t('admin.question')} className="font-medium">
              <span className="break-words md:max-w-64">{faq.question}</span>
            </TableCell>
            <TableCell label={t('admin.answer')} className="text-stone-600">
              <span className="line-clamp-3 break-words md:max-w-72">{faq.answer}</span>
            </TableCell>
            <TableCell label={t('admin.category')}>{t(`categories.${faq.category}`)}</TableCell>
            <TableCell label={t('admin.status')}>
              {faq.isActive ? (
                <Badge>{t('admin.active')}</Badge>
              ) : (
                <Badge className="bg-stone-200 text-stone-700">{t('admin.inactive')}</Badge>
              )}
            </TableCell>
            <TableCell label={t('admin.helpfulColumn')}>
              <span className="inline-flex items-center gap-3 whitespace-nowrap">
                <span className="sr-only">
                  {t('admin.helpfulCounts', { yes: faq.helpfulCount ?? 0, no: faq.notHelpfulCount ?? 0 })}
                </span>
                <span className="inline-flex items-center gap-1" aria-hidden>
                  <ThumbsUp className="h-4 w-4 text-emerald-700" /> {faq.helpfulCount ?? 0}
                </span>
                <span className="inline-flex items-center gap-1" aria-hidden>
                  <ThumbsDown className="h-4 w-4 text-red-700" /> {faq.notHelpfulCount ?? 0}
                </span>
              </span>
            </TableCell>
            <RowActionsCell label={t('admin.actions')}>
              <EditRowButton
                label={t('admin.edit', { question: faq.question })}
                onClick={() => setEditing(faq)}
              />
              <DeleteRowButton
                label={t('admin.delete', { question: faq.question })}
                onClick={() => setToDelete(faq)}
              />
            </RowActionsCell>
          </TableRow>
        ))}
      </AdminList>
      <FaqFormDialog
        open={editing !== null}
        faq={editing === 'new' || editing === null ? undefined : editing}
        onClose={() => setEditing(null)}
      />
      <ConfirmDelete
        item={toDelete}
        onClose={() => setToDelete(null)}
        title={t('admin.deleteTitle')}
        text={(faq) => t('admin.deleteText', { question: faq.question })}
        deletedText={t('admin.deleted')}
        failedText={t('admin.deleteFailed')}
        busy={remove.isPending}
        remove={(faq, callbacks) => remove.mutate(faq.id, callbacks)}
      />
    </>
  );
}
