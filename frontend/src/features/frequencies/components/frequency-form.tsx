import {
  DEFAULT_FREQUENCY_COLOR,
  FREQUENCY_COLORS,
  type Frequency,
  type FrequencyBody,
  type FrequencyFields,
  frequencyBody,
} from '@et/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Check, Plus, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { type FieldErrors, type UseFormRegister, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input, NativeSelect } from '../../../components/ui/input';
import { TableCell, TableRow } from '../../../components/ui/table';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api';
import { applyServerErrors, formMessage } from '../../../lib/form';
import { useTranslation } from '../../../lib/i18n';
import { useLocalized } from '../../../lib/localized';
import { useCreateFrequency, useUpdateFrequency } from '../api/admin-frequencies';

const emptyFrequency: FrequencyFields = {
  nameDE: '',
  descriptionDE: '',
  nameEN: '',
  descriptionEN: '',
  color: DEFAULT_FREQUENCY_COLOR,
};

const fieldsOf = ({ nameDE, descriptionDE, nameEN, descriptionEN, color }: Frequency): FrequencyFields => ({
  nameDE,
  descriptionDE,
  nameEN,
  descriptionEN,
  color,
});

/** A refused change: the server's message in a red toast. */
export function useFail() {
  const { t } = useTranslation('frequencies');
  return (error: unknown) =>
    toast({
      variant: 'destructive',
      title: t('common:error'),
      description: errorText(error, t('common:genericError')),
    });
}

/** The five fields: German and English side by side on wider screens, then the colour. */
function FrequencyFormFields({
  register,
  errors,
  autoFocus,
  actions,
}: {
  register: UseFormRegister<FrequencyBody>;
  errors: FieldErrors<FrequencyBody>;
  autoFocus?: boolean;
  actions: ReactNode;
}) {
  const { t } = useTranslation('frequencies');
  return (
    <div className="space-y-4">
      <div className="grid gap-4 md:grid-cols-2">
        <div className="space-y-4">
          <Field label={t('admin.nameDE')} error={formMessage(errors.nameDE?.message)}>
            <Input {...register('nameDE')} autoComplete="off" lang="de" autoFocus={autoFocus} />
          </Field>
          <Field label={t('admin.descriptionDE')} error={formMessage(errors.descriptionDE?.message)}>
            <Textarea {...register('descriptionDE')} rows={3} lang="de" />
          </Field>
        </div>
        <div className="space-y-4">
          <Field label={t('admin.nameEN')} error={formMessage(errors.nameEN?.message)}>
            <Input {...register('nameEN')} autoComplete="off" lang="en" />
          </Field>
          <Field label={t('admin.descriptionEN')} error={formMessage(errors.descriptionEN?.message)}>
            <Textarea {...register('descriptionEN')} rows={3} lang="en" />
          </Field>
        </div>
      </div>
      <div className="flex flex-wrap items-end gap-2 sm:gap-4">
        <div className="w-full sm:w-48">
          <Field label={t('admin.color')} error={formMessage(errors.color?.message)}>
            <NativeSelect {...register('color')}>
              {FREQUENCY_COLORS.map((color) => (
                <option key={color} value={color}>
                  {t(`admin.colors.${color}`)}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </div>
        {actions}
      </div>
    </div>
  );
}

/** The add form; the colour starts as blue. */
export function AddFrequencyForm() {
  const { t } = useTranslation('frequencies');
  const create = useCreateFrequency();
  const fail = useFail();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(frequencyBody), defaultValues: emptyFrequency });

  const submit = handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => {
        reset(emptyFrequency);
        toast({ title: t('admin.created') });
      },
      onError: (error) => {
        applyServerErrors(error, setError);
        fail(error);
      },
    }),
  );

  return (
    <Card className="p-4 sm:p-6">
      <h2 className="mb-4 text-lg font-semibold">{t('admin.addTitle')}</h2>
      <form onSubmit={submit} noValidate aria-label={t('admin.addTitle')}>
        <FrequencyFormFields
          register={register}
          errors={errors}
          actions={
            <Button type="submit" className="max-sm:w-full" disabled={create.isPending}>
              <Plus className="h-4 w-4" aria-hidden />
              {t('admin.add')}
            </Button>
          }
        />
      </form>
    </Card>
  );
}

/** A row in edit mode: the five fields across the whole row; Enter saves, Escape cancels. */
export function EditFrequencyRow({ frequency, onDone }: { frequency: Frequency; onDone: () => void }) {
  const { t } = useTranslation('frequencies');
  const localized = useLocalized();
  const update = useUpdateFrequency();
  const fail = useFail();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(frequencyBody), defaultValues: fieldsOf(frequency) });

  const save = handleSubmit((values) =>
    update.mutate(
      { id: frequency.id, body: values },
      {
        onSuccess: () => {
          toast({ title: t('admin.updated') });
          onDone();
        },
        onError: (error) => {
          applyServerErrors(error, setError);
          fail(error);
        },
      },
    ),
  );

  return (
    <TableRow
      data-testid={`frequency-row-${frequency.id}`}
      className="bg-brand-50/60 hover:bg-brand-50/60 max-md:border-brand-200"
    >
      <TableCell colSpan={6} className="py-4 max-md:block max-md:py-1 max-md:text-left max-md:before:hidden">
        <form
          onSubmit={save}
          noValidate
          aria-label={t('admin.edit', { name: localized(frequency, 'name') })}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onDone();
          }}
        >
          <FrequencyFormFields
            register={register}
            errors={errors}
            autoFocus
            actions={
              <div className="flex gap-2 max-sm:w-full max-sm:*:flex-1">
                <Button type="submit" disabled={update.isPending}>
                  <Check className="h-4 w-4" aria-hidden />
                  {t('common:save')}
                </Button>
                <Button variant="secondary" onClick={onDone}>
                  <X className="h-4 w-4" aria-hidden />
                  {t('common:cancel')}
                </Button>
              </div>
            }
          />
        </form>
      </TableCell>
    </TableRow>
  );
}
