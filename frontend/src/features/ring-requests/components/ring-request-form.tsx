import { ringRequestBody } from '@et/contracts/ring-requests';
import { CheckCircle2, Send } from 'lucide-react';
import { useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { BusyIcon } from '../../../components/ui/busy-icon';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { ApiError, errorText, isConnectionError } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { applyServerErrors, formMessage } from '../../../lib/form';
import { useTranslation } from '../../../lib/i18n';
import { useSendRingRequest } from '../api/ring-requests';

interface FormValues {
  name: string;
  email: string;
  orderNumber: string;
  notes: string;
}

/** The contract's schema checks; the raw strings are sent (the server reads '' as none). */
const checkWithContract: Resolver<FormValues> = (values) => {
  const checked = ringRequestBody.safeParse(values);
  if (checked.success) return { values, errors: {} };
  const errors: FieldErrors<FormValues> = {};
  for (const issue of checked.error.issues) {
    const field = issue.path[0] as keyof FormValues;
    errors[field] ??= { type: 'validation', message: issue.message };
  }
  return { values: {}, errors };
};

/**
 * The contact form for a ring code (public; design.md reading 12): name and e-mail required, order
 * number and notes optional. A signed-in user finds it filled in and the request linked to them.
 */
export function RingRequestForm({ after }: { after?: React.ReactNode }) {
  const { t } = useTranslation('ring-requests');
  const { user } = useAuth();
  const send = useSendRingRequest();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const empty: FormValues = {
    name: user?.username ?? '',
    email: user?.email ?? '',
    orderNumber: '',
    notes: '',
  };
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: checkWithContract,
    defaultValues: empty,
  });

  const submit = handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => {
        setSentTo(values.email.trim());
        reset(empty);
        toast({ title: t('sent'), description: t('sentText') });
      },
      onError: (error) => {
        applyServerErrors(error, setError);
        // Throttling, field errors and no connection say what to do; anything else gets the spec's text.
        const clear =
          isConnectionError(error) ||
          (error instanceof ApiError && (error.status === 429 || error.status === 400));
        toast({
          variant: 'destructive',
          title: t('common:error'),
          description: clear ? errorText(error) : t('sendFailed'),
        });
      },
    }),
  );

  if (sentTo)
    return (
      <div className="space-y-4" role="status">
        <p className="flex items-start gap-2 rounded-xl bg-emerald-50 p-4 text-emerald-900">
          <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
          <span>
            <strong className="block">{t('sent')}</strong>
            {t('sentText')}
          </span>
        </p>
        <Button variant="secondary" className="w-full" onClick={() => setSentTo(null)}>
          {t('sentAgain')}
        </Button>
        {after}
      </div>
    );

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      {user && <p className="text-sm text-stone-600">{t('signedIn')}</p>}
      <Field label={t('name')} error={formMessage(errors.name?.message)}>
        <Input {...register('name')} autoComplete="name" required />
      </Field>
      <Field label={t('email')} error={formMessage(errors.email?.message)}>
        <Input {...register('email')} type="email" autoComplete="email" inputMode="email" required />
      </Field>
      <Field
        label={`${t('orderNumber')} (${t('optional')})`}
        error={formMessage(errors.orderNumber?.message)}
      >
        <Input {...register('orderNumber')} autoComplete="off" />
      </Field>
      <Field label={`${t('notes')} (${t('optional')})`} error={formMessage(errors.notes?.message)}>
        <Textarea {...register('notes')} rows={4} placeholder={t('notesPlaceholder')} />
      </Field>
      <Button type="submit" className="w-full" disabled={send.isPending} aria-busy={send.isPending}>
        <BusyIcon busy={send.isPending} icon={Send} />
        {t('submit')}
      </Button>
      {after}
    </form>
  );
}
