import type { User } from '@et/contracts';
import { LogIn, Send } from 'lucide-react';
import { useState } from 'react';
import {
  AdminList,
  CompactRow,
  DeleteRowButton,
  RowActionsCell,
  useSearchPaging,
} from '../../../components/admin-list';
import { ConfirmDelete } from '../../../components/confirm-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Switch } from '../../../components/ui/switch';
import { TableCell } from '../../../components/ui/table';
import { toast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { useTranslation } from '../../../lib/i18n';
import { USERS_PAGE_SIZE, useDeleteUser, useLoginAs, useUpdateUser, useUsers } from '../api/users';

/**
 * Admin: every account with its flags, impersonation and deletion; "Nachricht senden" when the app
 * gives `onWrite` (it opens the messages' compose dialog: app/admin-users-tab.tsx).
 */
export function UsersTab({ onWrite }: { onWrite?: (user: User) => void }) {
  const { t } = useTranslation('users');
  const { user: me } = useAuth();
  const list = useSearchPaging();
  const [toDelete, setToDelete] = useState<User | null>(null);

  const users = useUsers({ search: list.term, page: list.page });
  const update = useUpdateUser();
  const remove = useDeleteUser();
  const loginAs = useLoginAs();

  const fail = (error: Error, fallback?: string) =>
    toast({ variant: 'destructive', title: t('common:error'), description: errorText(error, fallback) });

  const setFlag = (user: User, patch: { isAdmin: boolean } | { isBlocked: boolean }) =>
    update.mutate(
      { id: user.id, patch },
      { onSuccess: () => toast({ title: t('updated') }), onError: (error) => fail(error) },
    );

  const items = users.data?.items ?? [];
  return (
    <>
      <AdminList
        title={t('title')}
        search={{ value: list.search, onChange: list.setSearch, placeholder: t('search') }}
        query={users}
        isEmpty={items.length === 0}
        empty={t('empty')}
        columns={[t('username'), t('email'), t('admin'), t('blocked'), t('actions')]}
        paging={{
          page: list.page,
          pageSize: USERS_PAGE_SIZE,
          total: users.data?.total ?? 0,
          onPage: list.setPage,
        }}
      >
        {items.map((user) => {
          const self = user.id === me?.id;
          return (
            <CompactRow
              key={user.id}
              data-testid={`user-row-${user.username}`}
              label={t('username')}
              name={user.username}
              summary={
                <>
                  <span className="min-w-0 font-medium break-all max-md:text-base">
                    {user.username}
                    {self && <span className="ml-2 text-xs font-normal text-stone-500">({t('you')})</span>}
                  </span>
                  {/* The flags at a glance on a phone, where their switches are folded away. */}
                  {user.isAdmin && <Badge className="md:hidden">{t('admin')}</Badge>}
                  {user.isBlocked && (
                    <Badge className="bg-red-100 text-red-800 md:hidden">{t('blocked')}</Badge>
                  )}
                </>
              }
            >
              <TableCell label={t('email')} className="text-stone-600">
                <span className="break-all">{user.email || '—'}</span>
              </TableCell>
              <TableCell label={t('admin')}>
                <Switch
                  checked={user.isAdmin}
                  disabled={self || update.isPending}
                  aria-label={t('toggleAdmin', { username: user.username })}
                  onCheckedChange={(isAdmin) => setFlag(user, { isAdmin })}
                />
              </TableCell>
              <TableCell label={t('blocked')}>
                <Switch
                  checked={user.isBlocked}
                  disabled={self || update.isPending}
                  aria-label={t('toggleBlocked', { username: user.username })}
                  onCheckedChange={(isBlocked) => setFlag(user, { isBlocked })}
                />
              </TableCell>
              <RowActionsCell label={t('actions')} className="flex-wrap max-md:justify-between">
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={self || user.isAdmin || loginAs.isPending}
                  onClick={() =>
                    loginAs.mutate(user.id, {
                      onError: (error) => fail(error, t('loginAsFailed')),
                    })
                  }
                >
                  <LogIn className="h-4 w-4" aria-hidden />
                  {t('loginAs')}
                </Button>
                {onWrite && (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t('writeNamed', { username: user.username })}
                    onClick={() => onWrite(user)}
                  >
                    <Send className="h-4 w-4" aria-hidden />
                    {t('write')}
                  </Button>
                )}
                <DeleteRowButton
                  label={t('delete', { username: user.username })}
                  disabled={self}
                  onClick={() => setToDelete(user)}
                />
              </RowActionsCell>
            </CompactRow>
          );
        })}
      </AdminList>
      <ConfirmDelete
        item={toDelete}
        onClose={() => setToDelete(null)}
        title={t('deleteTitle')}
        text={(user) => t('deleteText', { username: user.username })}
        deletedText={t('deleted')}
        busy={remove.isPending}
        remove={(user, callbacks) => remove.mutate(user.id, callbacks)}
      />
    </>
  );
}
