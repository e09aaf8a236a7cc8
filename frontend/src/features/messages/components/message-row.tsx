import type { UserMessage } from '@et/contracts';
import { Mail, MailOpen, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';

/** The start of a message's text on one line, as a mail app shows it under the subject. */
const preview = (content: string) => content.replace(/\s+/g, ' ').trim();

/**
 * One message in the inbox, as a mail app lists it: sender and date, the subject, the start of the
 * text; unread in bold with a dot. A tap opens it (and its actions); wider screens also offer
 * read/unread and delete in the row.
 */
export function MessageRow({
  message,
  busy,
  onOpen,
  onToggleRead,
  onDelete,
}: {
  message: UserMessage;
  /** A read change is on its way: the row's toggle waits. */
  busy: boolean;
  onOpen: () => void;
  onToggleRead: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('messages');
  const unread = !message.isRead;
  const sender = message.senderName || t('system');
  const date = formatDate(message.createdAt);
  return (
    <li
      data-testid="message-row"
      data-read={message.isRead}
      className={cn('flex items-stretch', unread && 'bg-brand-50/70')}
    >
      <button
        type="button"
        onClick={onOpen}
        aria-label={t(unread ? 'row.unread' : 'row.read', { sender, subject: message.subject, date })}
        className="flex min-w-0 flex-1 items-start gap-2.5 py-2.5 pr-4 pl-3 text-left hover:bg-stone-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 md:items-center md:py-3"
      >
        <span
          className={cn('mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full md:mt-0', unread && 'bg-brand-700')}
          aria-hidden
        />
        <span className="grid min-w-0 flex-1 grid-cols-[minmax(0,1fr)_auto] gap-x-3 md:grid-cols-[11rem_minmax(0,1fr)_auto] md:items-baseline">
          <span
            className={cn(
              'truncate text-sm md:text-base',
              unread ? 'font-bold text-stone-900' : 'text-stone-600',
            )}
          >
            {sender}
          </span>
          <span
            className={cn(
              'text-xs whitespace-nowrap tabular-nums md:order-3 md:text-sm',
              unread ? 'font-bold text-brand-800' : 'text-stone-500',
            )}
          >
            {date}
          </span>
          <span className="col-span-2 min-w-0 md:col-span-1 md:truncate">
            <span
              className={cn(
                'block truncate md:inline',
                unread ? 'font-bold text-stone-900' : 'text-stone-800',
              )}
            >
              {message.subject}
            </span>
            <span className="block truncate text-sm text-stone-500 md:inline">
              <span className="max-md:hidden"> – </span>
              {preview(message.content)}
            </span>
          </span>
        </span>
      </button>
      <span className="flex shrink-0 items-center gap-1 pr-2 max-md:hidden">
        <Button
          variant="ghost"
          size="icon"
          disabled={busy}
          title={message.isRead ? t('actions.markUnread') : t('actions.markRead')}
          aria-label={t(message.isRead ? 'actions.markUnreadNamed' : 'actions.markReadNamed', {
            subject: message.subject,
          })}
          onClick={onToggleRead}
        >
          {message.isRead ? (
            <Mail className="h-5 w-5" aria-hidden />
          ) : (
            <MailOpen className="h-5 w-5" aria-hidden />
          )}
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="text-red-700 hover:bg-red-50"
          title={t('actions.delete')}
          aria-label={t('actions.deleteNamed', { subject: message.subject })}
          onClick={onDelete}
        >
          <Trash2 className="h-5 w-5" aria-hidden />
        </Button>
      </span>
    </li>
  );
}
