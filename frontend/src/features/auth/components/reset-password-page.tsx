import { newPasswordSchema } from '@et/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api';
import { applyServerErrors, formMessage } from '../../../lib/form';
import { useTranslation } from '../../../lib/i18n';
import { useResetPassword } from '../api/password-reset';

/** The contract's password rule plus a confirmation that must match. */
const resetForm = z
  .object({ password: newPasswordSchema, confirm: z.string() })
  .refine((values) => values.password === values.confirm, {
    path: ['confirm'],
    message: 'passwordsDoNotMatch',
  });

/** /reset-password?token=…: the page the reset e-mail links to. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(resetForm), defaultValues: { password: '', confirm: '' } });

  if (!token) {
    return (
      <div className="flex justify-center px-4 py-10">
        <Card className="w-full max-w-md">
          <CardHeader>
            <CardTitle>{t('reset.invalidTitle')}</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <p className="text-stone-600" role="alert">
              {t('reset.invalidText')}
            </p>
            <Link to="/auth" className={buttonVariants()}>
              {t('backToLogin')}
            </Link>
          </CardContent>
        </Card>
      </div>
    );
  }

  const submit = handleSubmit(({ password }) =>
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          toast({ title: t('reset.success') });
          navigate('/auth', { replace: true });
        },
        onError: (error) => {
          applyServerErrors(error, setError);
          toast({
            variant: 'destructive',
            title: t('common:error'),
            description: errorText(error, t('common:genericError')),
          });
        },
      },
    ),
  );

  return (
    <div className="flex justify-center px-4 py-10">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle>{t('reset.title')}</CardTitle>
          <p className="text-sm text-stone-600">{t('reset.hint')}</p>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} className="space-y-4" noValidate>
            <Field label={t('reset.newPassword')} error={formMessage(errors.password?.message)}>
              <Input {...register('password')} type="password" autoComplete="new-password" required />
            </Field>
            <Field label={t('reset.confirmPassword')} error={formMessage(errors.confirm?.message)}>
              <Input {...register('confirm')} type="password" autoComplete="new-password" required />
            </Field>
            <Button type="submit" className="w-full" disabled={reset.isPending}>
              {t('reset.submit')}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
