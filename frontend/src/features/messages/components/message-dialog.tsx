import type { UserMessage } from '@et/contracts';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { formatDateTime } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { MessageContent } from './message-content';

/** One message in full; the page marks it read when it opens. */
export function MessageDialog({
  message,
  onClose,
  onDelete,
}: {
  message: UserMessage | null;
  onClose: () => void;
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
          <div className="space-y-6">
            <MessageContent content={message.content} />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={() => onDelete(message)}>
                {t('actions.delete')}
              </Button>
              <Button onClick={onClose}>{t('common:close')}</Button>
            </div>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
