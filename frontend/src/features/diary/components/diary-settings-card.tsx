import { BookHeart } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api';
import { formatDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { withNumbers } from '../../../lib/numbers';
import { useDeleteAllEntries, useDiaryConsent, useDiaryEntries, useSetConsent } from '../api/diary';

/**
 * The diary consent in the settings: revoke it, then decide whether all entries go too. Entries
 * left after a revocation can be deleted here at any time.
 */
export function DiarySettingsCard() {
  const { t } = useTranslation('diary');
  const tn = withNumbers(t);
  const consent = useDiaryConsent();
  const entries = useDiaryEntries();
  const revoke = useSetConsent();
  const deleteAll = useDeleteAllEntries();
  const [asking, setAsking] = useState(false);
  const count = entries.data?.length ?? 0;

  // Not for an admin logged in as the person (the server refuses; nothing to show).
  if (consent.isError || !consent.data) return null;
  const { consented, givenAt } = consent.data;

  const removeAll = () =>
    deleteAll.mutate(undefined, {
      onSuccess: () => toast({ title: t('settings.allDeleted') }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('settings.deleteAllFailed'),
          description: errorText(error),
        }),
      onSettled: () => setAsking(false),
    });

  return (
    <Card data-testid="diary-settings">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BookHeart className="h-5 w-5 shrink-0 text-brand-700" aria-hidden />
          {t('settings.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm text-stone-700">
          {consented && givenAt
            ? t('settings.consented', { date: formatDate(givenAt) })
            : t('settings.notConsented')}
        </p>
        {count > 0 && <p className="text-sm text-stone-700">{tn('settings.entriesLeft', { count })}</p>}
        <div className="flex flex-col gap-2 sm:flex-row">
          {consented ? (
            <Button
              variant="secondary"
              disabled={revoke.isPending}
              onClick={() =>
                revoke.mutate(false, {
                  onSuccess: () => {
                    toast({ title: t('settings.revoked') });
                    if (count > 0) setAsking(true);
                  },
                  onError: (error) =>
                    toast({
                      variant: 'destructive',
                      title: t('settings.revokeFailed'),
                      description: errorText(error),
                    }),
                })
              }
            >
              {t('settings.revoke')}
            </Button>
          ) : (
            <Button variant="secondary" asChild>
              <Link to="/diary">{t('settings.open')}</Link>
            </Button>
          )}
          {count > 0 && (
            <Button variant="destructive" onClick={() => setAsking(true)}>
              {t('settings.deleteAll')}
            </Button>
          )}
        </div>
      </CardContent>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('settings.deleteAllTitle')}
        description={tn('settings.deleteAllText', { count })}
        confirmLabel={t('settings.deleteAll')}
        busy={deleteAll.isPending}
        onConfirm={removeAll}
      />
    </Card>
  );
}
