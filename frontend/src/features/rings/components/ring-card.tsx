import type { Frequency } from '@et/contracts';
import type { DimensionRing, RingType } from '@et/contracts/rings';
import { type ReactNode, useId } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { NativeSelect } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api';
import { formatDate } from '../../../lib/dates';
import { frequencyLook } from '../../../lib/frequency-colors';
import { useTranslation } from '../../../lib/i18n';
import { useLocalized } from '../../../lib/localized';
import { cn } from '../../../lib/utils';
import { useChangeRingFrequency } from '../api/dimension-rings';
import { ringTypeName } from '../ring-look';
import { RingImage } from './ring-image';

/** What the app adds to a ring's card: a badge beside its name, a button under its code. */
export interface RingCardExtras {
  badge?: ReactNode;
  action?: ReactNode;
}

/**
 * One ring: picture, name, type, code, activation date and its frequency (changeable while active);
 * `extrasOf` (the app's) e.g. the handover's badge and button.
 */
export function RingCard({
  ring,
  types,
  frequencies,
  extrasOf,
}: {
  ring: DimensionRing;
  types: readonly RingType[] | undefined;
  frequencies: readonly Frequency[];
  /** Given the ring and its name as shown. */
  extrasOf?: (ring: DimensionRing, name: string) => RingCardExtras;
}) {
  const { t, i18n } = useTranslation('rings');
  const localized = useLocalized();
  const selectId = useId();
  const change = useChangeRingFrequency();
  const name = types ? ringTypeName(ring.type, types, i18n.language ?? 'de', () => ring.name) : ring.name;
  const extras = extrasOf?.(ring, name);
  const frequency = frequencies.find((candidate) => candidate.id === ring.frequencyId);
  const look = frequencyLook(frequency?.color);

  const setFrequency = (frequencyId: number) =>
    change.mutate(
      { id: ring.id, frequencyId },
      {
        onSuccess: () => toast({ title: t('frequencyUpdated') }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('frequencyUpdateFailed'),
            description: errorText(error, t('ringUpdateFailed')),
          }),
      },
    );

  return (
    <Card
      className={cn(
        'flex h-full flex-col overflow-hidden border-t-4',
        frequency ? look.border : 'border-t-stone-200',
      )}
      data-testid={`ring-card-${ring.code}`}
      role="group"
      aria-label={name}
    >
      <div className="flex flex-1 items-center gap-4 p-4">
        <RingImage
          src={ring.imageUrl}
          type={ring.type}
          alt={t('imageAlt', { name })}
          className="w-20 shrink-0 drop-shadow-sm sm:w-24"
        />
        <div className="min-w-0 flex-1 space-y-1.5">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3 className="min-w-0 text-lg leading-tight font-semibold break-words">{name}</h3>
            {ring.isActive && <Badge>{t('active')}</Badge>}
            {extras?.badge}
          </div>
          <p className="text-sm text-stone-600">
            {t('code')}{' '}
            <span className="font-mono font-semibold tracking-wider text-stone-900">{ring.code}</span>
          </p>
          <p className="text-xs text-stone-500">{t('activatedOn', { date: formatDate(ring.createdAt) })}</p>
          {extras?.action && <div className="-ml-2.5">{extras.action}</div>}
        </div>
      </div>
      <div className="space-y-1.5 border-t border-stone-100 bg-stone-50/60 px-4 py-3">
        <Label htmlFor={selectId} className="flex items-center gap-1.5">
          <span
            className={cn('h-2.5 w-2.5 rounded-full', frequency ? look.dot : 'bg-stone-300')}
            aria-hidden
          />
          {t('frequency')}
        </Label>
        <NativeSelect
          id={selectId}
          value={ring.frequencyId ?? ''}
          disabled={!ring.isActive || change.isPending}
          aria-describedby={ring.isActive ? undefined : `${selectId}-hint`}
          onChange={(event) => setFrequency(Number(event.target.value))}
        >
          {ring.frequencyId === null && (
            <option value="" disabled>
              {t('chooseFrequency')}
            </option>
          )}
          {frequencies.map((option) => (
            <option key={option.id} value={option.id}>
              {localized(option, 'name')}
            </option>
          ))}
        </NativeSelect>
        {!ring.isActive && (
          <p id={`${selectId}-hint`} className="text-xs text-stone-500">
            {t('frequencyOnlyActive')}
          </p>
        )}
      </div>
    </Card>
  );
}
