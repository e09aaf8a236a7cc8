import type { AccessCode } from '@et/contracts';
import { History, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AdminList, DeleteRowButton, useCursorPaging } from '../../../components/admin-list';
import { ConfirmDelete } from '../../../components/confirm-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { TableCell, TableRow } from '../../../components/ui/table';
import { toast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api';
import { formatDate } from '../../../lib/dates';
import { cn } from '../../../lib/utils';
import {
  CODES_PAGE_SIZE,
  type CodeStatusFilter,
  codeStatusFilters,
  useCodes,
  useDeleteCode,
  useGenerateCode,
} from '../api/codes';
import { CodeBatchForm } from './code-batch-form';
import { ManualCodeForm } from './manual-code-form';

/** Admin: the access codes; generate, add by hand or in batches, search, filter, delete. */
export function CodesTab() {
  const { t } = useTranslation('codes');
  const list = useCursorPaging();
  const [status, setStatus] = useState<CodeStatusFilter>('all');
  const [toDelete, setToDelete] = useState<AccessCode | null>(null);

  const codes = useCodes({ search: list.term, status, page: list.page, cursor: list.cursor });
  const generate = useGenerateCode();
  const remove = useDeleteCode();

  const fail = (error: Error) =>
    toast({ variant: 'destructive', title: t('common:error'), description: errorText(error) });

  const items = codes.data?.items ?? [];
  return (
    <>
      <AdminList
        title={t('title')}
        actions={
          <Button
            className="max-sm:w-full"
            disabled={generate.isPending}
            onClick={() =>
              generate.mutate(undefined, {
                onSuccess: (code) => toast({ title: t('generated'), description: code.code }),
                onError: fail,
              })
            }
          >
            <RefreshCw className="h-4 w-4" aria-hidden />
            {t('generate')}
          </Button>
        }
        intro={
          <div className="mb-6 grid gap-4 rounded-xl bg-stone-50 p-3 sm:p-4 md:grid-cols-2">
            <ManualCodeForm />
            <CodeBatchForm />
          </div>
        }
        search={{ value: list.search, onChange: list.setSearch, placeholder: t('search') }}
        filters={
          <div className="w-full sm:w-44">
            <Label htmlFor="codes-status-filter" className="sr-only">
              {t('statusFilter')}
            </Label>
            <NativeSelect
              id="codes-status-filter"
              value={status}
              onChange={(event) => {
                setStatus(event.target.value as CodeStatusFilter);
                list.restart();
              }}
            >
              {codeStatusFilters.map((value) => (
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
        columns={[t('code'), t('status'), t('user'), t('created'), t('actions')]}
        paging={{
          // The answer's own number: a page reached by cursor carries it.
          page: codes.data?.page ?? list.page,
          pageSize: CODES_PAGE_SIZE,
          total: codes.data?.total ?? 0,
          onPage: (page) => list.goTo(page, codes.data),
        }}
      >
        {items.map((code) => (
          <TableRow key={code.code} data-testid={`code-row-${code.code}`}>
            <TableCell
              dense
              label={t('code')}
              className="font-mono text-base font-semibold tracking-widest max-md:before:font-sans max-md:before:tracking-normal"
            >
              {code.code}
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
              <div className="flex justify-end gap-2 max-md:w-full max-md:justify-between">
                <Button size="sm" variant="secondary" asChild>
                  <Link
                    to={`/admin/audit?code=${encodeURIComponent(code.code)}`}
                    aria-label={t('historyOf', { code: code.code })}
                  >
                    <History className="h-4 w-4" aria-hidden />
                    {t('history')}
                  </Link>
                </Button>
                <DeleteRowButton label={t('delete', { code: code.code })} onClick={() => setToDelete(code)} />
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
