import type { UserMessage } from '@et/contracts';
import { ArrowLeft, Eye, Mail, MailOpen, PenLine, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { Button } from '../../../components/ui/button';
import { QueryView } from '../../../components/ui/query-view';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { toast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { formatDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import { useDeleteMessage, useMessages, useSetRead } from '../api/messages';
import { ComposeDialog } from './compose-dialog';
import { MessageDialog } from './message-dialog';

/** Icons on a desktop; on a phone, three equal buttons, each an icon over a word. */
const actionClass =
  'min-w-11 px-2 max-md:h-auto max-md:flex-col max-md:gap-0.5 max-md:border max-md:border-stone-200 max-md:py-1.5 max-md:text-xs';

/** /messages: the inbox (spec 2), with the compose view for admins (design reading 15). */
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
        <Table aria-label={t('title')}>
          <TableHeader>
            <TableRow>
              <TableHead>{t('from')}</TableHead>
              <TableHead>{t('subject')}</TableHead>
              <TableHead>{t('date')}</TableHead>
              <TableHead className="text-right">{t('actions.title')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.map((message) => (
              <TableRow
                key={message.id}
                data-testid="message-row"
                data-read={message.isRead}
                className={cn(!message.isRead && 'bg-brand-50/60 max-md:border-brand-200')}
              >
                <TableCell label={t('from')} dense>
                  <span className={cn('break-all', !message.isRead && 'font-semibold')}>
                    {message.senderName || t('system')}
                  </span>
                </TableCell>
                <TableCell label={t('subject')} dense>
                  <button
                    type="button"
                    className={cn(
                      'min-h-11 text-left break-words hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 md:min-h-0 max-md:text-right',
                      !message.isRead && 'font-semibold text-stone-900',
                    )}
                    onClick={() => view(message)}
                  >
                    {!message.isRead && (
                      <span
                        className="mr-2 inline-block h-2 w-2 rounded-full bg-brand-700 align-middle"
                        aria-hidden
                      />
                    )}
                    {message.subject}
                    {!message.isRead && <span className="sr-only"> ({t('unread')})</span>}
                  </button>
                </TableCell>
                <TableCell label={t('date')} className="whitespace-nowrap text-stone-600" dense>
                  {formatDate(message.createdAt)}
                </TableCell>
                <TableCell
                  label={t('actions.title')}
                  className="max-md:pt-2 max-md:before:hidden md:text-right"
                >
                  <div className="flex justify-end gap-1 max-md:grid max-md:w-full max-md:grid-cols-3 max-md:gap-2">
                    <Button
                      variant="ghost"
                      className={actionClass}
                      title={t('actions.view')}
                      aria-label={t('actions.viewNamed', { subject: message.subject })}
                      onClick={() => view(message)}
                    >
                      <Eye className="h-5 w-5" aria-hidden />
                      <span className="md:hidden" aria-hidden>
                        {t('actions.viewShort')}
                      </span>
                    </Button>
                    <Button
                      variant="ghost"
                      className={actionClass}
                      disabled={setRead.isPending}
                      title={message.isRead ? t('actions.markUnread') : t('actions.markRead')}
                      aria-label={t(message.isRead ? 'actions.markUnreadNamed' : 'actions.markReadNamed', {
                        subject: message.subject,
                      })}
                      onClick={() => markRead(message, !message.isRead)}
                    >
                      {message.isRead ? (
                        <Mail className="h-5 w-5" aria-hidden />
                      ) : (
                        <MailOpen className="h-5 w-5" aria-hidden />
                      )}
                      <span className="md:hidden" aria-hidden>
                        {message.isRead ? t('actions.markUnreadShort') : t('actions.markReadShort')}
                      </span>
                    </Button>
                    <Button
                      variant="ghost"
                      className={cn(actionClass, 'text-red-700 hover:bg-red-50')}
                      title={t('actions.delete')}
                      aria-label={t('actions.deleteNamed', { subject: message.subject })}
                      onClick={() => setToDelete(message)}
                    >
                      <Trash2 className="h-5 w-5" aria-hidden />
                      <span className="md:hidden" aria-hidden>
                        {t('actions.delete')}
                      </span>
                    </Button>
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </QueryView>
      <MessageDialog message={open} onClose={() => setOpenId(null)} onDelete={setToDelete} />
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
