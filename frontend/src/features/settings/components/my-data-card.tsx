import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n';
import { useDeleteAccount, useDownloadMyData } from '../api/my-data';

/** GDPR self-service: download everything stored about me, or delete my account. */
export function MyDataCard() {
  const { t } = useTranslation('settings');
  const download = useDownloadMyData();
  const [deleting, setDeleting] = useState(false);

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('myData.title')}</CardTitle>
        <p className="text-sm text-stone-600">{t('myData.hint')}</p>
      </CardHeader>
      <CardContent className="space-y-5">
        <Button
          variant="secondary"
          className="max-sm:w-full"
          disabled={download.isPending}
          onClick={() =>
            download.mutate(undefined, {
              onError: (error) =>
                toast({
                  variant: 'destructive',
                  title: t('myData.downloadFailed'),
                  description: errorText(error),
                }),
            })
          }
        >
          <Download className="h-4 w-4" aria-hidden />
          {t('myData.download')}
        </Button>
        <div className="space-y-3 rounded-xl border border-red-200 bg-red-50/60 p-4">
          <p className="text-sm text-red-900">{t('myData.deleteHint')}</p>
          <Button variant="destructive" className="max-sm:w-full" onClick={() => setDeleting(true)}>
            <Trash2 className="h-4 w-4" aria-hidden />
            {t('myData.delete')}
          </Button>
        </div>
      </CardContent>
      {deleting && <DeleteAccountDialog onClose={() => setDeleting(false)} />}
    </Card>
  );
}

/** Names what will be gone and asks for the password; wrong password or last admin: said here. */
function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('settings');
  const remove = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();

  const confirm = () => {
    if (!password) {
      setError(t('myData.passwordMissing'));
      return;
    }
    remove.mutate(password, { onError: (failure) => setError(errorText(failure)) });
  };

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('myData.confirmTitle')}
      description={t('myData.confirmText')}
      confirmLabel={t('myData.delete')}
      busy={remove.isPending}
      error={error}
      onConfirm={confirm}
    >
      <ul className="list-disc space-y-1 pl-5 text-sm text-stone-700">
        <li>{t('myData.gone.account')}</li>
        <li>{t('myData.gone.tokens')}</li>
        <li>{t('myData.gone.sessions')}</li>
      </ul>
      <p className="text-sm font-semibold text-red-800">{t('myData.irreversible')}</p>
      <Field label={t('myData.password')}>
        <Input
          type="password"
          autoComplete="current-password"
          autoFocus
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setError(undefined);
          }}
        />
      </Field>
    </ConfirmDialog>
  );
}
