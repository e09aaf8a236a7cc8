import type { UserMessage } from '@et/contracts';
import { Mail, Trash2, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { formatDateTime } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import { MessageContent } from './message-content';

/** On a phone the three actions share one row: each an icon over a short word. */
const phoneAction = 'max-sm:min-h-14 max-sm:flex-col max-sm:gap-0.5 max-sm:px-1 max-sm:text-xs';

/**
 * One message in full with what can be done with it (opening it marked it read): mark it unread
 * again, delete it, close it.
 */
export function MessageDialog({
  message,
  onClose,
  onMarkUnread,
  onDelete,
}: {
  message: UserMessage | null;
  onClose: () => void;
  onMarkUnread: (message: UserMessage) => void;
  onDelete: (message: UserMessage) => void;
}) {
  const { t } = useTranslation('messages');
  return (
    <Dialog open={message !== null} onOpenChange={(open) => !open && onClose()}>
      {message && (
        <DialogContent
          title={message.subject}
          description={t('detail.meta', {
            sender: message.senderName || t('system'),
            date: formatDateTime(message.createdAt),
          })}
          className="max-w-2xl"
        >
          <MessageContent content={message.content} />
          <DialogFooter className="max-sm:grid max-sm:grid-cols-3 sm:justify-start">
            <Button variant="secondary" className={phoneAction} onClick={() => onMarkUnread(message)}>
              <Mail className="h-4 w-4" aria-hidden />
              <span className="sm:hidden">{t('actions.markUnreadShort')}</span>
              <span className="max-sm:hidden">{t('actions.markUnread')}</span>
            </Button>
            <Button
              variant="secondary"
              className={cn(phoneAction, 'text-red-700')}
              onClick={() => onDelete(message)}
            >
              <Trash2 className="h-4 w-4" aria-hidden />
              {t('actions.delete')}
            </Button>
            <DialogClose asChild>
              <Button className={cn(phoneAction, 'sm:ml-auto')}>
                <X className="h-4 w-4 sm:hidden" aria-hidden />
                {t('common:close')}
              </Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
