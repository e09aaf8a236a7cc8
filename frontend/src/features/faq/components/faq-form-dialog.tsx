import { DEFAULT_FAQ_CATEGORY, FAQ_CATEGORIES, type Faq, type FaqBody, faqBody } from '@et/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input, NativeSelect } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api';
import { applyServerErrors, formMessage } from '../../../lib/form';
import { useTranslation } from '../../../lib/i18n';
import { useCreateFaq, useUpdateFaq } from '../api/faqs';

const emptyFaq: FaqBody = {
  question: '',
  answer: '',
  videoUrl: '',
  category: DEFAULT_FAQ_CATEGORY,
  sortOrder: 0,
  isActive: true,
};

const fieldsOf = (faq: Faq): FaqBody => ({
  question: faq.question,
  answer: faq.answer,
  videoUrl: faq.videoUrl ?? '',
  category: faq.category,
  sortOrder: faq.sortOrder,
  isActive: faq.isActive,
});

/** Add (no `faq`) or edit an FAQ in a dialog; the same schema checks the form and the server. */
export function FaqFormDialog({ faq, open, onClose }: { faq?: Faq; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('faq');
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent title={faq ? t('admin.editTitle') : t('admin.addTitle')} className="max-w-2xl">
        {/* Mounted per opening, so each opening starts from the FAQ's current values. */}
        {open && <FaqForm faq={faq} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function FaqForm({ faq, onDone }: { faq?: Faq; onDone: () => void }) {
  const { t } = useTranslation('faq');
  const create = useCreateFaq();
  const update = useUpdateFaq();
  const activeId = useId();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(faqBody), defaultValues: faq ? fieldsOf(faq) : emptyFaq });
  const pending = create.isPending || update.isPending;

  const fail = (title: string) => (error: Error) => {
    applyServerErrors(error, setError);
    toast({ variant: 'destructive', title, description: errorText(error, t('common:genericError')) });
  };
  const succeed = (title: string) => () => {
    toast({ title });
    onDone();
  };
  const submit = handleSubmit((values) => {
    if (faq)
      update.mutate(
        { id: faq.id, changes: values },
        {
          onSuccess: succeed(t('admin.updated')),
          onError: fail(t('admin.updateFailed')),
        },
      );
    else
      create.mutate(values, {
        onSuccess: succeed(t('admin.created')),
        onError: fail(t('admin.createFailed')),
      });
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4"
      aria-label={faq ? t('admin.editTitle') : t('admin.addTitle')}
    >
      <Field label={t('admin.question')} error={formMessage(errors.question?.message)}>
        <Input {...register('question')} autoComplete="off" autoFocus />
      </Field>
      <Field label={t('admin.answer')} error={formMessage(errors.answer?.message)}>
        <Textarea {...register('answer')} rows={6} />
      </Field>
      <Field
        label={t('admin.videoUrl')}
        hint={t('admin.videoHint')}
        error={formMessage(errors.videoUrl?.message)}
      >
        <Input
          {...register('videoUrl')}
          type="url"
          inputMode="url"
          placeholder="https://…"
          autoComplete="off"
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('admin.category')} error={formMessage(errors.category?.message)}>
          <NativeSelect {...register('category')}>
            {FAQ_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`categories.${category}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label={t('admin.sortOrder')} error={formMessage(errors.sortOrder?.message)}>
          <Input {...register('sortOrder')} type="number" inputMode="numeric" min={0} step={1} />
        </Field>
      </div>
      <div className="flex items-center gap-3">
        <Controller
          control={control}
          name="isActive"
          render={({ field }) => (
            <Switch id={activeId} checked={field.value} onCheckedChange={field.onChange} />
          )}
        />
        <Label htmlFor={activeId}>{t('admin.activeLabel')}</Label>
      </div>
      <DialogFooter>
        <Button variant="secondary" onClick={onDone}>
          {t('common:cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {t('common:save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
