import {
  DIARY_STRENGTH_DEFAULT,
  DIARY_STRENGTH_MAX,
  type DiaryEntryBody,
  type DiaryEntryInput,
  diaryEntryBody,
} from '@et/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Frown, Smile } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api';
import { applyServerErrors, formMessage } from '../../../lib/form';
import { useTranslation } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import { useWriteEntry } from '../api/diary';
import { localDay } from '../insights';

const STRENGTHS = Array.from({ length: DIARY_STRENGTH_MAX }, (_, i) => i + 1);

const blank = (): DiaryEntryBody => ({
  content: '',
  isPositive: true,
  strength: DIARY_STRENGTH_DEFAULT,
  date: localDay(new Date()),
});

/** A new thought: the text, positive or negative as two large choices, six strength steps, the day. */
export function EntryForm() {
  const { t } = useTranslation('diary');
  const write = useWriteEntry();
  const form = useForm<DiaryEntryBody, unknown, DiaryEntryInput>({
    resolver: zodResolver(diaryEntryBody),
    defaultValues: blank(),
  });
  const { register, control, handleSubmit, formState, reset, setError } = form;
  const errors = formState.errors;

  const submit = handleSubmit((entry) =>
    write.mutate(entry, {
      onSuccess: () => {
        reset(blank());
        toast({ title: t('form.saved') });
      },
      onError: (error) => {
        applyServerErrors(error, setError);
        toast({ variant: 'destructive', title: t('form.saveFailed'), description: errorText(error) });
      },
    }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('form.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form className="space-y-5" noValidate onSubmit={submit} aria-label={t('form.title')}>
          <Field label={t('form.content')} error={formMessage(errors.content?.message)}>
            <Textarea {...register('content')} rows={4} placeholder={t('form.placeholder')} />
          </Field>

          <Controller
            control={control}
            name="isPositive"
            render={({ field }) => (
              <fieldset className="min-w-0 space-y-1.5">
                <legend className="mb-1.5 text-sm font-medium text-stone-700">{t('form.type')}</legend>
                <div className="grid grid-cols-2 gap-3" role="radiogroup" aria-label={t('form.type')}>
                  {[true, false].map((positive) => {
                    const chosen = field.value === positive;
                    const Icon = positive ? Smile : Frown;
                    return (
                      <button
                        key={String(positive)}
                        type="button"
                        role="radio"
                        aria-checked={chosen}
                        onClick={() => field.onChange(positive)}
                        className={cn(
                          'flex min-h-16 items-center justify-center gap-2 rounded-xl border-2 px-3 text-lg font-semibold transition-colors',
                          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                          chosen && positive && 'border-emerald-600 bg-emerald-50 text-emerald-900',
                          chosen && !positive && 'border-rose-600 bg-rose-50 text-rose-900',
                          !chosen && 'border-stone-200 bg-white text-stone-600 hover:bg-stone-50',
                        )}
                      >
                        <Icon className="h-6 w-6" aria-hidden />
                        {t(positive ? 'form.positive' : 'form.negative')}
                      </button>
                    );
                  })}
                </div>
                {errors.isPositive && (
                  <p className="text-sm text-red-700" role="alert">
                    {formMessage(errors.isPositive.message)}
                  </p>
                )}
              </fieldset>
            )}
          />

          <Controller
            control={control}
            name="strength"
            render={({ field }) => (
              <fieldset className="min-w-0 space-y-1.5">
                <legend className="mb-1.5 text-sm font-medium text-stone-700">{t('form.strength')}</legend>
                <div className="grid grid-cols-6 gap-2" role="radiogroup" aria-label={t('form.strength')}>
                  {STRENGTHS.map((value) => {
                    const chosen = field.value === value;
                    return (
                      <button
                        key={value}
                        type="button"
                        role="radio"
                        aria-checked={chosen}
                        aria-label={t('form.strengthStep', { value })}
                        onClick={() => field.onChange(value)}
                        className={cn(
                          'flex h-12 items-center justify-center rounded-xl border-2 text-lg font-semibold transition-colors',
                          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                          chosen
                            ? 'border-brand-700 bg-brand-700 text-white'
                            : 'border-stone-200 bg-white text-stone-700 hover:bg-stone-50',
                        )}
                      >
                        {value}
                      </button>
                    );
                  })}
                </div>
                <p className="text-xs text-stone-500">{t('form.strengthHint')}</p>
                {errors.strength && (
                  <p className="text-sm text-red-700" role="alert">
                    {formMessage(errors.strength.message)}
                  </p>
                )}
              </fieldset>
            )}
          />

          <Field label={t('form.date')} hint={t('form.dateHint')} error={formMessage(errors.date?.message)}>
            <Input
              type="date"
              {...register('date', { setValueAs: (value: string) => value || localDay(new Date()) })}
              max={localDay(new Date())}
              className="sm:max-w-56"
            />
          </Field>

          <Button
            type="submit"
            className="w-full sm:w-auto"
            disabled={write.isPending}
            aria-busy={write.isPending}
          >
            {t('form.save')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
