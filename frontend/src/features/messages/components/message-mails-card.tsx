import { MailCheck } from 'lucide-react';
import { useId } from 'react';
import { LoadError } from '../../../components/load-error';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n';
import { useMessageMails, useSetMessageMails } from '../api/messages';

/** Settings: the e-mail about a message unread for an hour (design reading 15), on until switched off. */
export function MessageMailsCard() {
  const { t } = useTranslation('messages');
  const id = useId();
  const mails = useMessageMails();
  const change = useSetMessageMails();
  if (!mails.data && !mails.isError) return null;
  return (
    <Card data-testid="message-mails">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MailCheck className="h-5 w-5 shrink-0 text-brand-700" aria-hidden />
          {t('settings.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {mails.isError || !mails.data ? (
          <LoadError query={mails} />
        ) : (
          <div className="flex items-center justify-between gap-4">
            <label htmlFor={id} className="space-y-1">
              <span className="block font-medium text-stone-900">{t('settings.label')}</span>
              <span className="block text-sm text-stone-600">{t('settings.hint')}</span>
            </label>
            <Switch
              id={id}
              checked={change.isPending ? change.variables : mails.data.enabled}
              disabled={change.isPending}
              onCheckedChange={(enabled) =>
                change.mutate(enabled, {
                  onSuccess: () => toast({ title: enabled ? t('settings.on') : t('settings.off') }),
                  onError: (error) =>
                    toast({
                      variant: 'destructive',
                      title: t('common:error'),
                      description: errorText(error),
                    }),
                })
              }
            />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
