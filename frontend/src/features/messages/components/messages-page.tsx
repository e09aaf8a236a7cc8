import type { UserMessage } from '@et/contracts';
import { ArrowLeft, PenLine } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { Button } from '../../../components/ui/button';
import { QueryView } from '../../../components/ui/query-view';
import { toast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { useTranslation } from '../../../lib/i18n';
import { useDeleteMessage, useMessages, useSetRead } from '../api/messages';
import { ComposeDialog } from './compose-dialog';
import { MessageDialog } from './message-dialog';
import { MessageRow } from './message-row';

/**
 * /messages: the inbox (spec 2) as a mail app's list; a message opens in a dialog with its actions.
 * Admins also get the compose view (design reading 15).
 */
export default function MessagesPage() {
  const { t } = useTranslation('messages');
  const { user } = useAuth();
  const navigate = useNavigate();
  const messages = useMessages();
  const setRead = useSetRead();
  const remove = useDeleteMessage();
  const [openId, setOpenId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<UserMessage | null>(null);
  const [composing, setComposing] = useState(false);
  const items = messages.data ?? [];
  const open = items.find((message) => message.id === openId) ?? null;

  const markRead = (message: UserMessage, read: boolean) =>
    setRead.mutate(
      { id: message.id, read },
      {
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: read ? t('readFailed') : t('unreadFailed'),
            description: errorText(error),
          }),
      },
    );
  const view = (message: UserMessage) => {
    setOpenId(message.id);
    if (!message.isRead) markRead(message, true);
  };
  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        toast({ title: t('deleted') });
        if (openId === toDelete.id) setOpenId(null);
        setToDelete(null);
      },
      onError: (error) =>
        toast({ variant: 'destructive', title: t('deleteFailed'), description: errorText(error) }),
    });
  };

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}
        >
          <ArrowLeft className="h-4 w-4" aria-hidden />
          {t('common:back')}
        </Button>
        {user?.isAdmin && (
          <Button onClick={() => setComposing(true)}>
            <PenLine className="h-4 w-4" aria-hidden />
            {t('compose.open')}
          </Button>
        )}
      </div>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <QueryView query={messages} isEmpty={items.length === 0} empty={t('empty')} error={t('loadFailed')}>
        <ul
          aria-label={t('title')}
          className="-mx-4 divide-y divide-stone-200 border-y border-stone-200 bg-white sm:mx-0 sm:overflow-hidden sm:rounded-2xl sm:border sm:shadow-sm"
        >
          {items.map((message) => (
            <MessageRow
              key={message.id}
              message={message}
              busy={setRead.isPending}
              onOpen={() => view(message)}
              onToggleRead={() => markRead(message, !message.isRead)}
              onDelete={() => setToDelete(message)}
            />
          ))}
        </ul>
      </QueryView>
      <MessageDialog
        message={open}
        onClose={() => setOpenId(null)}
        onMarkUnread={(message) => {
          markRead(message, false);
          setOpenId(null);
        }}
        onDelete={setToDelete}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(next) => !next && setToDelete(null)}
        title={t('deleteTitle')}
        description={t('deleteText', { subject: toDelete?.subject ?? '' })}
        confirmLabel={t('actions.delete')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
      {user?.isAdmin && <ComposeDialog open={composing} onClose={() => setComposing(false)} />}
    </div>
  );
}
