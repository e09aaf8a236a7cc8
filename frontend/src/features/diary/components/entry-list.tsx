import type { DiaryEntry } from '@et/contracts';
import { Frown, Smile, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { QueryView } from '../../../components/ui/query-view';
import { toast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import { useDeleteEntry, useDiaryEntries } from '../api/diary';
import { formatDay } from '../insights';

/** The own entries, newest first, each deletable after asking. */
export function EntryList() {
  const { t } = useTranslation('diary');
  const entries = useDiaryEntries();
  const remove = useDeleteEntry();
  const [deleting, setDeleting] = useState<DiaryEntry | null>(null);

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('list.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <QueryView query={entries} isEmpty={!entries.data?.length} empty={t('list.empty')}>
          <ul className="divide-y divide-stone-100">
            {entries.data?.map((entry) => (
              <EntryItem key={entry.id} entry={entry} onDelete={() => setDeleting(entry)} />
            ))}
          </ul>
        </QueryView>
      </CardContent>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('list.confirmTitle')}
        description={deleting ? t('list.confirmText', { date: formatDay(deleting.date) }) : ''}
        confirmLabel={t('common:delete')}
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => toast({ title: t('list.deleted') }),
            onError: (error) =>
              toast({ variant: 'destructive', title: t('list.deleteFailed'), description: errorText(error) }),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </Card>
  );
}

function EntryItem({ entry, onDelete }: { entry: DiaryEntry; onDelete: () => void }) {
  const { t } = useTranslation('diary');
  const date = formatDay(entry.date);
  const Icon = entry.isPositive ? Smile : Frown;
  return (
    <li className="flex gap-3 py-4 first:pt-0 last:pb-0" data-testid={`diary-entry-${entry.id}`}>
      <span
        className={cn(
          'mt-0.5 flex h-10 w-10 shrink-0 items-center justify-center rounded-full',
          entry.isPositive ? 'bg-emerald-100 text-emerald-800' : 'bg-rose-100 text-rose-800',
        )}
      >
        <Icon className="h-5 w-5" aria-hidden />
      </span>
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="font-medium text-stone-800">{date}</span>
          <span className={entry.isPositive ? 'text-emerald-800' : 'text-rose-800'}>
            {t(entry.isPositive ? 'form.positive' : 'form.negative')}
          </span>
          <StrengthDots strength={entry.strength} positive={entry.isPositive} />
        </div>
        <p className="whitespace-pre-line break-words text-stone-800">{entry.content}</p>
      </div>
      <Button variant="ghost" size="icon" aria-label={t('list.delete', { date })} onClick={onDelete}>
        <Trash2 className="h-5 w-5" aria-hidden />
      </Button>
    </li>
  );
}

/** The strength as six dots, the first `strength` filled. */
function StrengthDots({ strength, positive }: { strength: number; positive: boolean }) {
  const { t } = useTranslation('diary');
  return (
    <span
      className="inline-flex items-center gap-1"
      role="img"
      aria-label={t('list.strength', { value: strength })}
    >
      {Array.from({ length: 6 }, (_, i) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: six fixed positions
          key={i}
          className={cn(
            'h-2 w-2 rounded-full',
            i < strength ? (positive ? 'bg-emerald-600' : 'bg-rose-600') : 'bg-stone-200',
          )}
        />
      ))}
    </span>
  );
}
