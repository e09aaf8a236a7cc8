import type { RingCodeRequest } from '@et/contracts/ring-requests';
import { Mail, MailOpen } from 'lucide-react';
import { useState } from 'react';
import {
  AdminList,
  DeleteRowButton,
  RowActionsCell,
  useSearchPaging,
} from '../../../../components/admin-list';
import { ConfirmDelete } from '../../../../components/confirm-dialog';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { NativeSelect } from '../../../../components/ui/input';
import { TableCell, TableRow } from '../../../../components/ui/table';
import { toast } from '../../../../components/ui/toast';
import { errorText } from '../../../../lib/api';
import { formatDate } from '../../../../lib/dates';
import { useTranslation } from '../../../../lib/i18n';
import { withNumbers } from '../../../../lib/numbers';
import { cn } from '../../../../lib/utils';
import {
  RING_REQUESTS_PAGE_SIZE,
  type RingRequestStatusFilter,
  useDeleteRingRequest,
  useRingRequests,
  useUpdateRingRequest,
} from '../../api/ring-requests';
import { RingRequestDialog } from './ring-request-dialog';
import { StatusBadge } from './status-badge';

const statusFilters: RingRequestStatusFilter[] = ['all', 'pending', 'approved', 'rejected'];

/** Admin: the ring-code requests, searched and filtered; unread ones bold; a row opens its dialog. */
export function RingRequestsTab() {
  const { t } = useTranslation('ring-requests');
  const list = useSearchPaging();
  const [status, setStatus] = useState<RingRequestStatusFilter>('all');
  const [openSnapshot, setOpenSnapshot] = useState<RingCodeRequest | null>(null);
  const [toDelete, setToDelete] = useState<RingCodeRequest | null>(null);
  const requests = useRingRequests({ search: list.term, status, page: list.page });
  const update = useUpdateRingRequest();
  const remove = useDeleteRingRequest();

  const items = requests.data?.items ?? [];
  const unread = requests.data?.unread ?? 0;
  // The list's copy while it shows the request (it stays open when a filter hides it).
  const opened = openSnapshot && (items.find((item) => item.id === openSnapshot.id) ?? openSnapshot);

  const setRead = (request: RingCodeRequest, isRead: boolean) =>
    update.mutate(
      { id: request.id, patch: { isRead } },
      {
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('admin.updateFailed'),
            description: errorText(error, t('admin.updateFailed')),
          }),
      },
    );

  // Opening an unread request marks it read (spec 4).
  const open = (request: RingCodeRequest) => {
    setOpenSnapshot(request);
    if (!request.isRead) setRead(request, true);
  };

  return (
    <>
      <AdminList
        title={t('admin.title')}
        actions={
          unread > 0 ? (
            <Badge className="bg-red-100 text-red-800" data-testid="ring-requests-unread">
              {withNumbers(t)('admin.unread', { count: unread })}
            </Badge>
          ) : null
        }
        search={{ value: list.search, onChange: list.setSearch, placeholder: t('admin.search') }}
        filters={
          <NativeSelect
            aria-label={t('admin.statusFilter')}
            className="w-full sm:w-48"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as RingRequestStatusFilter);
              list.setPage(1);
            }}
          >
            {statusFilters.map((value) => (
              <option key={value} value={value}>
                {t(`admin.status.${value}`)}
              </option>
            ))}
          </NativeSelect>
        }
        query={requests}
        isEmpty={items.length === 0}
        empty={t('admin.empty')}
        error={t('admin.loadFailed')}
        columns={[
          t('name'),
          t('email'),
          t('orderNumber'),
          t('admin.statusFilter'),
          t('admin.received'),
          t('admin.actions'),
        ]}
        paging={{
          page: list.page,
          pageSize: RING_REQUESTS_PAGE_SIZE,
          total: requests.data?.total ?? 0,
          onPage: list.setPage,
        }}
      >
        {items.map((request) => (
          <TableRow
            key={request.id}
            data-testid={`ring-request-row-${request.id}`}
            data-unread={!request.isRead}
            className={cn('cursor-pointer', !request.isRead && 'font-semibold')}
            // A click anywhere on the row opens it (its buttons do their own thing); the name is
            // the keyboard's way in.
            onClick={(event) => {
              if (!(event.target as HTMLElement).closest('button')) open(request);
            }}
          >
            <TableCell label={t('name')} className="font-medium max-md:text-base max-md:before:hidden">
              <button
                type="button"
                className="text-left break-all underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                aria-label={t('admin.open', { name: request.name })}
                onClick={() => open(request)}
              >
                {!request.isRead && (
                  <span
                    className="mr-2 inline-block h-2 w-2 rounded-full bg-red-600 align-middle"
                    aria-hidden
                  />
                )}
                {request.name}
                {!request.isRead && <span className="sr-only"> ({t('admin.unreadMark')})</span>}
              </button>
            </TableCell>
            <TableCell label={t('email')}>
              <span className="break-all">{request.email}</span>
            </TableCell>
            <TableCell label={t('orderNumber')}>{request.orderNumber ?? t('admin.noValue')}</TableCell>
            <TableCell label={t('admin.statusFilter')}>
              <StatusBadge status={request.status} />
            </TableCell>
            <TableCell label={t('admin.received')} dense>
              {formatDate(request.createdAt)}
            </TableCell>
            <RowActionsCell label={t('admin.actions')}>
              <Button
                size="sm"
                variant="secondary"
                disabled={update.isPending}
                aria-label={request.isRead ? t('admin.markUnread') : t('admin.markRead')}
                title={request.isRead ? t('admin.markUnread') : t('admin.markRead')}
                onClick={() => setRead(request, !request.isRead)}
              >
                {request.isRead ? (
                  <Mail className="h-4 w-4" aria-hidden />
                ) : (
                  <MailOpen className="h-4 w-4" aria-hidden />
                )}
              </Button>
              <DeleteRowButton label={t('admin.delete')} onClick={() => setToDelete(request)} />
            </RowActionsCell>
          </TableRow>
        ))}
      </AdminList>
      <RingRequestDialog
        request={opened}
        onClose={() => setOpenSnapshot(null)}
        onChanged={setOpenSnapshot}
        onDelete={(request) => setToDelete(request)}
      />
      <ConfirmDelete
        item={toDelete}
        onClose={() => setToDelete(null)}
        title={t('admin.deleteTitle')}
        text={(request) => t('admin.deleteText', { name: request.name })}
        deletedText={t('admin.deleted')}
        failedText={t('admin.deleteFailed')}
        busy={remove.isPending}
        remove={(request, callbacks) =>
          remove.mutate(request.id, {
            ...callbacks,
            onSuccess: () => {
              if (openSnapshot?.id === request.id) setOpenSnapshot(null);
              callbacks.onSuccess();
            },
          })
        }
      />
    </>
  );
}
