import { profileBody } from '@et/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { api, errorText } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { fieldErrorsOf, validate } from '../../../lib/form';

export function ProfileCard() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (body: { email: string; password?: string }) =>
      api.patch(`/api/users/${user?.id}/profile`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['user'] }),
  });
  if (!user) return null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    const { data, errors } = validate(profileBody, {
      email: form.get('email'),
      password: password || undefined,
    });
    setErrors(errors);
    if (!data) return;
    save.mutate(data, {
      onSuccess: () => {
        toast({ title: t('settings.saved') });
        (event.target as HTMLFormElement).querySelector<HTMLInputElement>('input[name=password]')!.value = '';
      },
      onError: (error) => {
        setErrors(fieldErrorsOf(error));
        toast({ variant: 'destructive', title: t('error'), description: errorText(error, error.message) });
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.profile')}</CardTitle>
        <p className="text-sm text-stone-600">{t('settings.profileHint', { username: user.username })}</p>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <Field label={t('auth.email')} error={errors.email}>
            <Input name="email" type="email" autoComplete="email" defaultValue={user.email} />
          </Field>
          <Field label={t('settings.newPassword')} error={errors.password}>
            <Input
              name="password"
              type="password"
              autoComplete="new-password"
              placeholder={t('settings.newPasswordHint')}
            />
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => navigate('/')}>
              {t('back')}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {t('save')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
