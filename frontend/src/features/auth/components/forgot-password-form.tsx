import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { ApiError, errorText, failureText } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n';
import { useRequestPasswordReset } from '../api/password-reset';
import { useCheckedForm } from '../api/use-checked-form';

/** Replaces the login tabs; closes itself once the mail is on its way. */
export function ForgotPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('auth');
  const request = useRequestPasswordReset();
  const { formRef, field, errors, submit } = useCheckedForm('forgot', { email: '' });

  const send = submit((values) =>
    request.mutate(values, {
      onSuccess: () => {
        toast({ title: t('resetMailSentTitle'), description: t('resetMailSentText') });
        onDone();
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('common:error'),
          // Throttling says when to try again, no connection says so; anything else gets the spec's text.
          description:
            error instanceof ApiError && error.status === 429
              ? errorText(error)
              : failureText(error, t('resetMailFailed')),
        }),
    }),
  );

  return (
    <form ref={formRef} onSubmit={send} className="space-y-4" noValidate>
      <p className="text-sm text-stone-600">{t('forgotHint')}</p>
      <Field label={t('email')} error={errors.email}>
        <Input {...field('email')} type="email" autoComplete="email" inputMode="email" required />
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
