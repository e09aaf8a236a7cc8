import type { Frequency } from '@et/contracts';
import { normalizeCode } from '@et/contracts/limits';
import { RING_CODE_LENGTH, ringCodePattern } from '@et/contracts/rings';
import { Sparkles } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { BusyIcon } from '../../../components/ui/busy-icon';
import { Button } from '../../../components/ui/button';
import { Input, NativeSelect } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api';
import { useCodeFromUrl } from '../../../lib/code-from-url';
import { useTranslation } from '../../../lib/i18n';
import { useLocalized } from '../../../lib/localized';
import { useActivateRing } from '../api/dimension-rings';

/**
 * A ring's 6-character code (upper case as typed) and, if wanted, its frequency. A link like
 * `/dimension-rings?code=AB12CD` (the QR code on a ring's card) fills the code in, also after the
 * way through the login, and leaves the address clean.
 */
export function ActivateRingForm({ frequencies }: { frequencies: readonly Frequency[] }) {
  const { t } = useTranslation('rings');
  const localized = useLocalized();
  const id = useId();
  const [code, setCode] = useState('');
  const [frequencyId, setFrequencyId] = useState('');
  const activate = useActivateRing();

  useCodeFromUrl((urlCode) => setCode(normalizeCode(urlCode).slice(0, RING_CODE_LENGTH)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ringCodePattern.test(code)) {
      toast({ variant: 'destructive', title: t('activate.failed'), description: t('activate.invalid') });
      return;
    }
    activate.mutate(
      { code, frequencyId: frequencyId ? Number(frequencyId) : undefined },
      {
        onSuccess: (ring) => {
          setCode('');
          setFrequencyId('');
          toast({ title: t('activate.success'), description: ring.name });
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('activate.failed'),
            description: errorText(error, t('activate.failed')),
          }),
      },
    );
  };

  const complete = code.length === RING_CODE_LENGTH;
  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <p id={`${id}-hint`} className="text-sm text-stone-600">
        {t('activate.hint')}
      </p>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-code`}>{t('activate.code')}</Label>
        <Input
          id={`${id}-code`}
          value={code}
          required
          onChange={(event) => setCode(normalizeCode(event.target.value).slice(0, RING_CODE_LENGTH))}
          onKeyDown={(event) => {
            // The button waits for 6 characters, which blocks Enter too: say why instead.
            if (event.key === 'Enter' && !complete) submit(event);
          }}
          placeholder={t('activate.placeholder')}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="go"
          className="font-mono text-lg tracking-[0.3em] uppercase placeholder:font-sans placeholder:text-base placeholder:tracking-normal placeholder:normal-case"
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-frequency`}>{t('activate.frequency')}</Label>
        <NativeSelect
          id={`${id}-frequency`}
          value={frequencyId}
          onChange={(event) => setFrequencyId(event.target.value)}
        >
          <option value="">{t('activate.noFrequency')}</option>
          {frequencies.map((frequency) => (
            <option key={frequency.id} value={frequency.id}>
              {localized(frequency, 'name')}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button
        type="submit"
        className="w-full"
        disabled={!complete || activate.isPending}
        aria-busy={activate.isPending}
      >
        <BusyIcon busy={activate.isPending} icon={Sparkles} />
        {t('activate.submit')}
      </Button>
    </form>
  );
}
