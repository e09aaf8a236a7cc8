import { type EnergyToken, type Frequency, tokenPatchBody } from '@et/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input, NativeSelect } from '../../../components/ui/input';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../components/ui/toast';
import { failureText } from '../../../lib/api';
import { applyServerErrors, formMessage } from '../../../lib/form';
import { useTranslation } from '../../../lib/i18n';
import { useLocalized } from '../../../lib/localized';
import { useUpdateToken } from '../api/tokens';

/** The frequency an edit starts with: the token's own, else the first there is (spec 5). */
function startFrequency(token: EnergyToken, frequencies: Frequency[]): number | undefined {
  if (frequencies.some((frequency) => frequency.id === token.frequencyId)) return token.frequencyId;
  return frequencies[0]?.id;
}

/** Inline edit of a token card: name, frequency and the active switch. */
export function TokenEditForm({
  token,
  frequencies,
  onDone,
}: {
  token: EnergyToken;
  frequencies: Frequency[];
  onDone: () => void;
}) {
  const { t } = useTranslation('tokens');
  const localized = useLocalized();
  const update = useUpdateToken();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(tokenPatchBody),
    defaultValues: {
      name: token.name,
      frequencyId: startFrequency(token, frequencies),
      isActive: token.isActive,
    },
  });

  const submit = handleSubmit((values) => {
    if (typeof values.frequencyId !== 'number' || Number.isNaN(values.frequencyId)) {
      toast({ variant: 'destructive', title: t('common:error'), description: t('frequencyInvalid') });
      return;
    }
    update.mutate(
      { id: token.id, patch: values },
      {
        onSuccess: () => {
          toast({ title: t('successTitle'), description: t('updated') });
          onDone();
        },
        onError: (error) => {
          applyServerErrors(error, setError);
          toast({
            variant: 'destructive',
            title: t('common:error'),
            description: failureText(error, t('updateFailed')),
          });
        },
      },
    );
  });

  return (
    <form onSubmit={submit} className="space-y-4 p-4" noValidate aria-label={t('edit', { name: token.name })}>
      <Field label={t('name')} error={formMessage(errors.name?.message)}>
        <Input {...register('name')} placeholder={t('namePlaceholder')} autoComplete="off" />
      </Field>
      <Field label={t('frequency')}>
        <NativeSelect
          {...register('frequencyId', {
            setValueAs: (value: unknown) => (value === '' || value === undefined ? undefined : Number(value)),
          })}
        >
          {frequencies.length === 0 && <option value="">{t('chooseFrequency')}</option>}
          {frequencies.map((frequency) => (
            <option key={frequency.id} value={frequency.id}>
              {localized(frequency, 'name')}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Controller
        control={control}
        name="isActive"
        render={({ field }) => (
          <div className="flex items-center gap-3">
            <Switch
              checked={field.value ?? false}
              onCheckedChange={field.onChange}
              aria-label={t('toggleActive', { name: token.name })}
            />
            <span className="text-sm text-stone-700" aria-hidden>
              {field.value ? t('active') : t('inactive')}
            </span>
          </div>
        )}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t('common:cancel')}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {t('common:save')}
        </Button>
      </div>
    </form>
  );
}
