import type { Page, User } from '@et/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LogIn, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Pager } from '../../components/ui/pager';
import { Switch } from '../../components/ui/switch';
import { toast } from '../../components/ui/toast';
import { api, errorText } from '../../lib/api';
import { useAuth } from '../../lib/auth';

const PAGE_SIZE = 20;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** Admin: every account with its flags, impersonation and deletion. Live via /ws, no polling. */
export function UsersTab() {
  const { t } = useTranslation();
  const { user: me } = useAuth();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const term = useDebounced(search.trim(), 250);
  const [toDelete, setToDelete] = useState<User | null>(null);

  const users = useQuery({
    queryKey: ['users', { term, page }],
    queryFn: () =>
      api.get<Page<User>>(`/api/users?page=${page}&pageSize=${PAGE_SIZE}&search=${encodeURIComponent(term)}`),
    placeholderData: keepPreviousData,
  });
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['users'] });
    void queryClient.invalidateQueries({ queryKey: ['admin-stats'] });
  };
  const fail = (error: Error) =>
    toast({ variant: 'destructive', title: t('error'), description: errorText(error, error.message) });

  const update = useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: { isAdmin: boolean } | { isBlocked: boolean } }) =>
      api.patch(`/api/users/${id}`, patch),
    onSuccess: () => {
      refresh();
      toast({ title: t('users.updated') });
    },
    onError: fail,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.delete(`/api/users/${id}`),
    onSuccess: () => {
      refresh();
      void queryClient.invalidateQueries({ queryKey: ['energy-tokens'] });
      toast({ title: t('users.deleted') });
      setToDelete(null);
    },
    onError: fail,
  });
  const loginAs = useMutation({
    mutationFn: (id: number) => api.post<User>(`/api/admin/login-as/${id}`),
    onSuccess: () => {
      window.location.href = '/';
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t('error'),
        description: errorText(error, t('users.loginAsFailed')),
      }),
  });

  const items = users.data?.items ?? [];
  return (
    <Card className="p-4 sm:p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">{t('users.title')}</h2>
        <Input
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
          placeholder={t('users.search')}
          aria-label={t('users.search')}
          className="max-w-xs"
        />
      </div>
      {users.isError ? (
        <p className="text-red-600">{errorText(users.error, t('genericError'))}</p>
      ) : items.length === 0 && !users.isLoading ? (
        <p className="py-8 text-center text-stone-500">{t('users.empty')}</p>
      ) : (
        <div className="-mx-4 overflow-x-auto sm:mx-0">
          <table className="w-full min-w-[640px] text-left text-sm">
            <thead className="border-b border-stone-200 text-stone-500">
              <tr>
                <th className="px-4 py-2 font-medium">{t('users.username')}</th>
                <th className="px-4 py-2 font-medium">{t('users.email')}</th>
                <th className="px-4 py-2 font-medium">{t('users.admin')}</th>
                <th className="px-4 py-2 font-medium">{t('users.blocked')}</th>
                <th className="px-4 py-2 font-medium">{t('users.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((user) => {
                const self = user.id === me?.id;
                return (
                  <tr
                    key={user.id}
                    className="border-b border-stone-100 last:border-0"
                    data-testid={`user-row-${user.username}`}
                  >
                    <td className="px-4 py-2 font-medium">{user.username}</td>
                    <td className="px-4 py-2 text-stone-600">{user.email}</td>
                    <td className="px-4 py-2">
                      <Switch
                        checked={user.isAdmin}
                        disabled={self || update.isPending}
                        aria-label={t('users.toggleAdmin', { username: user.username })}
                        onCheckedChange={(isAdmin) => update.mutate({ id: user.id, patch: { isAdmin } })}
                      />
                    </td>
                    <td className="px-4 py-2">
                      <Switch
                        checked={user.isBlocked}
                        disabled={self || update.isPending}
                        aria-label={t('users.toggleBlocked', { username: user.username })}
                        onCheckedChange={(isBlocked) => update.mutate({ id: user.id, patch: { isBlocked } })}
                      />
                    </td>
                    <td className="px-4 py-2">
                      <div className="flex flex-wrap gap-2">
                        <Button
                          size="sm"
                          variant="secondary"
                          disabled={self || user.isAdmin}
                          onClick={() => loginAs.mutate(user.id)}
                        >
                          <LogIn className="h-4 w-4" />
                          {t('users.loginAs')}
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          disabled={self}
                          aria-label={t('users.delete', { username: user.username })}
                          onClick={() => setToDelete(user)}
                        >
                          <Trash2 className="h-4 w-4 text-red-600" />
                        </Button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} pageSize={PAGE_SIZE} total={users.data?.total ?? 0} onPage={setPage} />
      <Dialog open={toDelete !== null} onOpenChange={(open) => !open && setToDelete(null)}>
        <DialogContent
          title={t('users.deleteTitle')}
          description={t('users.deleteText', { username: toDelete?.username })}
        >
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setToDelete(null)}>
              {t('cancel')}
            </Button>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => toDelete && remove.mutate(toDelete.id)}
            >
              {t('delete')}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
