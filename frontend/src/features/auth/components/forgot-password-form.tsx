import { requestPasswordResetBody } from '@et/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { ApiError, errorText } from '../../../lib/api';
import { formMessage } from '../../../lib/form';
import { useRequestPasswordReset } from '../api/password-reset';

/** Replaces the login tabs; closes itself once the mail is on its way. */
export function ForgotPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('auth');
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(requestPasswordResetBody), defaultValues: { email: '' } });

  const submit = handleSubmit((values) =>
    request.mutate(values, {
      onSuccess: () => {
        toast({ title: t('resetMailSentTitle'), description: t('resetMailSentText') });
        onDone();
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('common:error'),
          // Throttling says when to try again; anything else gets the spec's text.
          description:
            error instanceof ApiError && error.status === 429 ? errorText(error) : t('resetMailFailed'),
        }),
    }),
  );

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <p className="text-sm text-stone-600">{t('forgotHint')}</p>
      <Field label={t('email')} error={formMessage(errors.email?.message)}>
        <Input {...register('email')} type="email" autoComplete="email" inputMode="email" required />
      </Field>
      <Button type="submit" className="w-full" disabled={request.isPending}>
        {t('resetPassword')}
      </Button>
      <div className="text-center">
        <Button variant="link" onClick={onDone}>
          {t('backToLogin')}
        </Button>
      </div>
    </form>
  );
}
