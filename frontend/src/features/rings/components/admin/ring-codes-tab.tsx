import type { RingCode } from '@et/contracts/rings';
import { RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminList, DeleteRowButton, useCursorPaging } from '../../../../components/admin-list';
import { ConfirmDelete } from '../../../../components/confirm-dialog';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { NativeSelect } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { TableCell, TableRow } from '../../../../components/ui/table';
import { toast } from '../../../../components/ui/toast';
import { errorText } from '../../../../lib/api';
import { formatDate } from '../../../../lib/dates';
import { useLocalized } from '../../../../lib/localized';
import { cn } from '../../../../lib/utils';
import {
  RING_CODES_PAGE_SIZE,
  type RingCodeStatusFilter,
  ringCodeStatusFilters,
  useDeleteRingCode,
  useGenerateRingCode,
  useRingCodes,
} from '../../api/ring-codes';
import { useRingTypes } from '../../api/ring-types';
import { RingTypeBadge } from '../ring-type-badge';
import { ManualRingCodeForm, RingCodeBatchForm } from './ring-code-forms';

/** Admin: ring codes of a chosen type; generate, add by hand or in batches, search, filter, delete. */
export function RingCodesTab() {
  const { t } = useTranslation('ringCodes');
  const localized = useLocalized();
  const typeSelectId = useId();
  const list = useCursorPaging();
  const [status, setStatus] = useState<RingCodeStatusFilter>('all');
  const [chosenType, setChosenType] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<RingCode | null>(null);

  const types = useRingTypes();
  const codes = useRingCodes({ search: list.term, status, page: list.page, cursor: list.cursor });
  const generate = useGenerateRingCode();
  const remove = useDeleteRingCode();
  // The first type until the admin picks one (and again when the picked one is gone).
  const typeList = types.data ?? [];
  const type = typeList.find((candidate) => candidate.code === chosenType)?.code ?? typeList[0]?.code ?? null;

  const items = codes.data?.items ?? [];
  return (
    <>
      <AdminList
        title={t('title')}
        actions={
          <Button
            className="max-sm:w-full"
            disabled={!type || generate.isPending}
            onClick={() =>
              type &&
              generate.mutate(type, {
                onSuccess: (code) => toast({ title: t('generated'), description: code.code }),
                onError: (error) =>
                  toast({ variant: 'destructive', title: t('common:error'), description: errorText(error) }),
              })
            }
          >
            <RefreshCw className="h-4 w-4" aria-hidden />
            {t('generate')}
          </Button>
        }
        intro={
          <div className="mb-6 space-y-4 rounded-xl bg-stone-50 p-3 sm:p-4">
            <div className="space-y-1.5 sm:max-w-xs">
              <Label htmlFor={typeSelectId}>{t('typeFor')}</Label>
              <NativeSelect
                id={typeSelectId}
                value={type ?? ''}
                disabled={typeList.length === 0}
                onChange={(event) => setChosenType(event.target.value)}
              >
                {typeList.map((option) => (
                  <option key={option.id} value={option.code}>
                    {localized(option, 'name')} ({option.code})
                  </option>
                ))}
              </NativeSelect>
              {types.isSuccess && typeList.length === 0 && (
                <p className="text-sm text-amber-800" role="status">
                  {t('noTypes')}
                </p>
              )}
            </div>
            <div className="grid gap-4 md:grid-cols-2">
              <ManualRingCodeForm type={type} />
              <RingCodeBatchForm type={type} />
            </div>
          </div>
        }
        search={{ value: list.search, onChange: list.setSearch, placeholder: t('search') }}
        filters={
          <div className="w-full sm:w-48">
            <Label htmlFor="ring-codes-status-filter" className="sr-only">
              {t('statusFilter')}
            </Label>
            <NativeSelect
              id="ring-codes-status-filter"
              value={status}
              onChange={(event) => {
                setStatus(event.target.value as RingCodeStatusFilter);
                list.restart();
              }}
            >
              {ringCodeStatusFilters.map((value) => (
                <option key={value} value={value}>
                  {t(`filter.${value}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
        }
        query={codes}
        isEmpty={items.length === 0}
        empty={t('empty')}
        error={t('loadFailed')}
        columns={[t('code'), t('type'), t('status'), t('user'), t('created'), t('actions')]}
        paging={{
          page: codes.data?.page ?? list.page,
          pageSize: RING_CODES_PAGE_SIZE,
          total: codes.data?.total ?? 0,
          onPage: (page) => list.goTo(page, codes.data),
        }}
      >
        {items.map((code) => (
          <TableRow key={code.code} data-testid={`ring-code-row-${code.code}`}>
            <TableCell
              dense
              label={t('code')}
              className="font-mono text-base font-semibold tracking-widest max-md:before:font-sans max-md:before:tracking-normal"
            >
              {code.code}
            </TableCell>
            <TableCell dense label={t('type')}>
              <RingTypeBadge type={code.type} types={types.data} />
            </TableCell>
            <TableCell dense label={t('status')}>
              <Badge
                className={cn(
                  code.isUsed ? 'bg-stone-200 text-stone-700' : 'bg-emerald-100 text-emerald-800',
                )}
              >
                {code.isUsed ? t('used') : t('available')}
              </Badge>
            </TableCell>
            <TableCell dense label={t('user')}>
              <span className="break-all">{code.username ?? '—'}</span>
            </TableCell>
            <TableCell dense label={t('created')} className="text-stone-600 tabular-nums">
              <time dateTime={code.createdAt}>{formatDate(code.createdAt)}</time>
            </TableCell>
            <TableCell label={t('actions')} className="max-md:before:hidden">
              <div className="flex justify-end gap-2 max-md:w-full">
                <DeleteRowButton
                  label={t('delete', { code: code.code })}
                  disabled={code.isUsed}
                  onClick={() => setToDelete(code)}
                />
              </div>
            </TableCell>
          </TableRow>
        ))}
      </AdminList>
      <ConfirmDelete
        item={toDelete}
        onClose={() => setToDelete(null)}
        title={t('deleteTitle')}
        text={(code) => t('deleteText', { code: code.code })}
        deletedText={t('deleted')}
        busy={remove.isPending}
        remove={(code, callbacks) => remove.mutate(code.code, callbacks)}
      />
    </>
  );
}
