import type { Frequency } from '@et/contracts';
import type { HandoverPreview } from '@et/contracts/handovers';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { BusyIcon } from '../../../components/ui/busy-icon';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatDate } from '../../../lib/dates';
import { frequencyLook } from '../../../lib/frequency-colors';
import { useTranslation } from '../../../lib/i18n';
import { useLocalized } from '../../../lib/localized';
import { cn } from '../../../lib/utils';

/** How a ring type looks in the current language: its name and, if the app has one, its picture. */
export interface RingLook {
  name: string;
  picture?: ReactNode;
}

/** A token drawn as a coin in its frequency's colour. */
function Coin({ color }: { color: string }) {
  return (
    <span
      className="h-16 w-16 shrink-0 rounded-full border-4 bg-gradient-to-br from-stone-100 via-stone-300 to-stone-400 shadow-inner"
      style={{ borderColor: color }}
      aria-hidden
    />
  );
}

/** What a handover code hands over, who gives it (if they said), until when, and "Annehmen". */
export function HandoverPreviewCard({
  preview,
  frequencies,
  ringLook,
  onAccept,
  pending,
  error,
}: {
  preview: HandoverPreview;
  frequencies: readonly Frequency[];
  ringLook?: (ring: { ringType: string; name: string }) => RingLook;
  onAccept: () => void;
  pending: boolean;
  error: string | null;
}) {
  const { t } = useTranslation('handovers');
  const localized = useLocalized();
  const item = preview.token ?? preview.ring;
  if (!item) return null;
  const ring = preview.ring ? (ringLook?.(preview.ring) ?? { name: preview.ring.name }) : null;
  const name = ring ? ring.name : item.name;
  const frequency = frequencies.find((candidate) => candidate.id === item.frequencyId);
  const look = frequencyLook(frequency?.color);

  return (
    <Card className={cn('overflow-hidden border-t-4', frequency ? look.border : 'border-t-stone-200')}>
      <section aria-labelledby="handover-item" className="space-y-4 p-4 sm:p-6">
        <h2 className="text-sm font-semibold tracking-wide text-stone-600 uppercase">{t('preview.title')}</h2>
        <div className="flex items-center gap-4" data-testid="handover-preview">
          {ring ? (
            <span className="flex w-16 shrink-0 justify-center">{ring.picture}</span>
          ) : (
            <Coin color={look.hex} />
          )}
          <div className="min-w-0 space-y-1">
            <p className="text-sm text-stone-600">{t(`preview.kind.${preview.kind}`)}</p>
            <p id="handover-item" className="text-xl leading-tight font-semibold break-words">
              {name}
            </p>
            <p className="flex items-center gap-1.5 text-stone-700">
              <span
                className={cn('h-3 w-3 shrink-0 rounded-full', frequency ? look.dot : 'bg-stone-300')}
                aria-hidden
              />
              <span className="sr-only">{t('preview.frequency')}: </span>
              {frequency ? localized(frequency, 'name') : t('preview.noFrequency')}
            </p>
          </div>
        </div>
        <dl className="space-y-1 text-sm text-stone-600">
          {preview.giverName && (
            <div className="flex gap-1">
              <dt>{t('preview.from')}</dt>
              <dd className="font-medium text-stone-900">{preview.giverName}</dd>
            </div>
          )}
          <div className="flex gap-1">
            <dt>{t('preview.until')}</dt>
            <dd className="font-medium text-stone-900">{formatDate(preview.expiresAt)}</dd>
          </div>
        </dl>
        <p className="text-sm text-stone-600">{t(`preview.travels.${preview.kind}`)}</p>
        {error && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
        <Button className="w-full" onClick={onAccept} disabled={pending} aria-busy={pending}>
          <BusyIcon busy={pending} icon={Check} />
          {t('accept.button')}
        </Button>
      </section>
    </Card>
  );
}
