import type { EnergyToken, Frequency } from '@et/contracts';
import { Info, Pencil, Trash2 } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../components/ui/toast';
import { failureText } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { frequencyLook } from '../../../lib/frequency-colors';
import { useTranslation } from '../../../lib/i18n';
import { useLocalized } from '../../../lib/localized';
import { cn } from '../../../lib/utils';
import { useDeleteToken, useUpdateToken } from '../api/tokens';
import { RingGraphic, type RingMarker } from './ring-graphic';

// The edit form brings the form library and the schemas: loaded when a card is first edited,
// so the dashboard itself stays light.
const TokenEditForm = lazy(() => import('./token-edit-form').then((m) => ({ default: m.TokenEditForm })));
// The info and delete dialogs likewise, when first opened (mounted from then on, so they can close
// with their animation).
const TokenInfoDialog = lazy(() =>
  import('./token-info-dialog').then((m) => ({ default: m.TokenInfoDialog })),
);
const ConfirmDialog = lazy(() =>
  import('../../../components/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })),
);

/** What the app adds to a token's card: a badge beside its name, a button under its code. */
export interface TokenCardExtras {
  badge?: ReactNode;
  action?: ReactNode;
}

/**
 * One energy token: ring graphic (with the user's active rings of its frequency), name,
 * frequency, code, active switch, edit, info and delete; `usage` (the app's) how long it was active,
 * `extras` (the app's) e.g. the handover's badge and button.
 */
export function TokenCard({
  token,
  frequencies,
  rings = [],
  usage,
  extras,
}: {
  token: EnergyToken;
  frequencies: Frequency[];
  rings?: RingMarker[];
  usage?: ReactNode;
  extras?: TokenCardExtras;
}) {
  const { t } = useTranslation('tokens');
  const { user } = useAuth();
  const localized = useLocalized();
  const update = useUpdateToken();
  const remove = useDeleteToken();
  const [editing, setEditing] = useState(false);
  const [infoOpen, setInfoOpen] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [infoUsed, setInfoUsed] = useState(false);
  const [confirmUsed, setConfirmUsed] = useState(false);
  if (infoOpen && !infoUsed) setInfoUsed(true);
  if (confirmDelete && !confirmUsed) setConfirmUsed(true);

  const look = frequencyLook(token.frequency?.color);
  const frequencyName = token.frequency ? localized(token.frequency, 'name') : t('noFrequency');

  const setActive = (isActive: boolean) =>
    update.mutate(
      { id: token.id, patch: { isActive } },
      {
        onSuccess: () => toast({ title: t('successTitle'), description: t('updated') }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('common:error'),
            description: failureText(error, t('updateFailed')),
          }),
      },
    );

  const deleteToken = () =>
    remove.mutate(token.id, {
      onSuccess: () => {
        setConfirmDelete(false);
        toast({ title: t('successTitle'), description: t('deleted') });
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('common:error'),
          description: failureText(error, t('deleteFailed')),
        }),
    });

  return (
    <Card
      className={cn('flex h-full flex-col overflow-hidden border-t-4', look.border)}
      data-testid={`token-card-${token.code}`}
      aria-label={token.name}
      role="group"
    >
      {editing ? (
        <Suspense
          fallback={
            <div className="flex flex-1 justify-center p-8">
              <Spinner />
            </div>
          }
        >
          <TokenEditForm token={token} frequencies={frequencies} onDone={() => setEditing(false)} />
        </Suspense>
      ) : (
        <>
          <div className="flex flex-1 items-center gap-3 p-4 sm:gap-4">
            <RingGraphic active={token.isActive} color={look.hex} rings={rings} className="w-24" />
            <div className="min-w-0 flex-1 space-y-1">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <h3 className="min-w-0 text-lg leading-tight font-semibold break-words">{token.name}</h3>
                {token.isActive && <Badge>{t('active')}</Badge>}
                {extras?.badge}
              </div>
              <p className="flex items-center gap-1.5 text-sm text-stone-700">
                <span className={cn('h-2.5 w-2.5 shrink-0 rounded-full', look.dot)} aria-hidden />
                <span className="sr-only">{t('frequency')}: </span>
                <span className="min-w-0 truncate">{frequencyName}</span>
              </p>
              <p className="text-sm text-stone-600">
                {t('code')}{' '}
                <span className="font-mono font-semibold tracking-wider text-stone-900">{token.code}</span>
              </p>
              {usage}
              {extras?.action && <div className="-ml-2">{extras.action}</div>}
            </div>
          </div>
          <div className="flex items-center justify-between gap-2 border-t border-stone-100 bg-stone-50/60 px-4 py-1.5">
            <div className="flex items-center gap-2">
              <Switch
                checked={token.isActive}
                disabled={update.isPending}
                onCheckedChange={setActive}
                aria-label={t('toggleActive', { name: token.name })}
              />
              <span className="text-sm text-stone-600" aria-hidden>
                {token.isActive ? t('active') : t('inactive')}
              </span>
            </div>
            <div className="flex items-center">
              <Button
                variant="ghost"
                size="icon"
                onClick={() => setInfoOpen(true)}
                aria-label={t('info', { name: token.name })}
                title={t('info', { name: token.name })}
              >
                <Info className="h-5 w-5" aria-hidden />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                onClick={() => setEditing(true)}
                aria-label={t('edit', { name: token.name })}
                title={t('edit', { name: token.name })}
              >
                <Pencil className="h-5 w-5" aria-hidden />
              </Button>
              {user?.isAdmin && (
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={() => setConfirmDelete(true)}
                  aria-label={t('delete', { name: token.name })}
                  title={t('delete', { name: token.name })}
                >
                  <Trash2 className="h-5 w-5 text-red-700" aria-hidden />
                </Button>
              )}
            </div>
          </div>
        </>
      )}

      {infoUsed && (
        <Suspense fallback={null}>
          <TokenInfoDialog token={token} open={infoOpen} onOpenChange={setInfoOpen} />
        </Suspense>
      )}

      {user?.isAdmin && confirmUsed && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={confirmDelete}
            onOpenChange={setConfirmDelete}
            title={t('deleteTitle')}
            description={t('deleteText', { name: token.name, code: token.code })}
            confirmLabel={t('common:delete')}
            busy={remove.isPending}
            onConfirm={deleteToken}
          />
        </Suspense>
      )}
    </Card>
  );
}
