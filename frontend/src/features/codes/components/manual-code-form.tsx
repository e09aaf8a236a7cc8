import { manualCodeBody } from '@et/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api';
import { applyServerErrors, formMessage } from '../../../lib/form';
import { useAddManualCode } from '../api/codes';
import { manualCodeInput } from '../export';

/** A 6-digit code typed in by hand: non-digits are dropped as typed, the button waits for 6. */
export function ManualCodeForm() {
  const { t } = useTranslation('codes');
  const add = useAddManualCode();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors },
  } = useForm({ resolver: zodResolver(manualCodeBody), defaultValues: { code: '' }, mode: 'onTouched' });
  const field = register('code');
  const complete = watch('code').length === 6;

  const submit = handleSubmit(({ code }) =>
    add.mutate(code, {
      onSuccess: () => {
        reset();
        toast({ title: t('added'), description: code });
      },
      onError: (error) => {
        applyServerErrors(error, setError);
        toast({
          variant: 'destructive',
          title: t('common:error'),
          description: errorText(error, t('addFailed')),
        });
      },
    }),
  );

  return (
    <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-start" noValidate>
      <div className="min-w-0 flex-1">
        <Field label={t('manualLabel')} error={formMessage(errors.code?.message)}>
          <Input
            {...field}
            onChange={(event) => {
              event.target.value = manualCodeInput(event.target.value);
              return field.onChange(event);
            }}
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('manualPlaceholder')}
            className="font-mono tracking-widest"
          />
        </Field>
      </div>
      <Button type="submit" className="sm:mt-[1.625rem]" disabled={!complete || add.isPending}>
        <Plus className="h-4 w-4" aria-hidden />
        {t('add')}
      </Button>
    </form>
  );
}
