import type { Frequency } from '@et/contracts';
import { CheckCircle2 } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { frequencyLook } from '../../../lib/frequency-colors';
import { useTranslation } from '../../../lib/i18n';
import { useLocalized } from '../../../lib/localized';
import { cn } from '../../../lib/utils';

/** After a valid code: choose the new token's frequency from selectable cards. */
export function FrequencyPickDialog({
  open,
  onOpenChange,
  code,
  frequencies,
  value,
  onChange,
  onSubmit,
  pending,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  code: string;
  /** Undefined while loading. */
  frequencies: Frequency[] | undefined;
  value: number | null;
  onChange: (frequencyId: number) => void;
  onSubmit: () => void;
  pending: boolean;
}) {
  const { t } = useTranslation('tokens');
  const localized = useLocalized();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('codeEntry.pickTitle')} description={t('codeEntry.pickText', { code })}>
        <form onSubmit={submit} className="space-y-4">
          {frequencies === undefined ? (
            <div className="flex justify-center py-8">
              <Spinner />
            </div>
          ) : frequencies.length === 0 ? (
            <p className="rounded-xl bg-stone-100 p-4 text-stone-700">{t('codeEntry.noFrequencies')}</p>
          ) : (
            <fieldset>
              <legend className="sr-only">{t('codeEntry.pickLabel')}</legend>
              <div className="-mx-1 grid max-h-[50dvh] gap-2 overflow-y-auto px-1 py-1">
                {frequencies.map((frequency) => {
                  const look = frequencyLook(frequency.color);
                  const checked = value === frequency.id;
                  return (
                    <label
                      key={frequency.id}
                      className={cn(
                        'flex cursor-pointer items-start gap-3 rounded-xl border border-stone-200 bg-white p-3 transition-colors',
                        'hover:border-stone-300 hover:bg-stone-50',
                        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                        checked && 'border-brand-600 bg-brand-50 hover:border-brand-600 hover:bg-brand-50',
                      )}
                    >
                      <input
                        type="radio"
                        name="frequency"
                        value={frequency.id}
                        checked={checked}
                        onChange={() => onChange(frequency.id)}
                        className="sr-only"
                      />
                      <span className={cn('mt-1 h-3.5 w-3.5 shrink-0 rounded-full', look.dot)} aria-hidden />
                      <span className="min-w-0 flex-1">
                        <span className="block font-medium">{localized(frequency, 'name')}</span>
                        <span className="line-clamp-2 block text-sm text-stone-600">
                          {localized(frequency, 'description')}
                        </span>
                      </span>
                      <CheckCircle2
                        className={cn('h-5 w-5 shrink-0 text-brand-700', !checked && 'invisible')}
                        aria-hidden
                      />
                    </label>
                  );
                })}
              </div>
            </fieldset>
          )}
          <DialogFooter>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t('common:cancel')}
            </Button>
            <Button type="submit" disabled={value === null || pending}>
              {t('codeEntry.create')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
