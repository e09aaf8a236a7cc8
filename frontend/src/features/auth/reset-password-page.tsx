import { newPasswordSchema } from '@et/contracts';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';
import { api, errorText } from '../../lib/api';
import { message } from '../../lib/form';

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const reset = useMutation({
    mutationFn: (body: { token: string; password: string }) => api.post('/api/reset-password', body),
  });

  if (!token) {
    return (
      <div className="flex justify-center px-4 py-10">
        <Card className="w-full max-w-md">
          <CardHeader>
            <CardTitle>{t('reset.invalidTitle')}</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <p className="text-stone-600">{t('reset.invalidText')}</p>
            <Link
              to="/auth"
              className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-medium text-white"
            >
              {t('auth.backToLogin')}
            </Link>
          </CardContent>
        </Card>
      </div>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    const confirm = String(form.get('confirm') ?? '');
    const next: typeof errors = {};
    const parsed = newPasswordSchema.safeParse(password);
    if (!parsed.success) next.password = message(parsed.error.issues[0]?.message);
    if (password !== confirm) next.confirm = message('passwordsDoNotMatch');
    setErrors(next);
    if (next.password || next.confirm) return;
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          toast({ title: t('reset.success') });
          navigate('/auth', { replace: true });
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('error'),
            description: errorText(error, t('genericError')),
          }),
      },
    );
  };

  return (
    <div className="flex justify-center px-4 py-10">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle>{t('reset.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} className="space-y-4" noValidate>
            <Field label={t('reset.newPassword')} error={errors.password}>
              <Input name="password" type="password" autoComplete="new-password" />
            </Field>
            <Field label={t('reset.confirmPassword')} error={errors.confirm}>
              <Input name="confirm" type="password" autoComplete="new-password" />
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
