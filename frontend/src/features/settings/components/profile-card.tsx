import { type ProfileBody, profileBody } from '@et/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { applyServerErrors, formMessage } from '../../../lib/form';
import { useTranslation } from '../../../lib/i18n';
import { useUpdateProfile } from '../api/profile';

/** E-mail and an optional new password. */
export function ProfileCard() {
  const { user } = useAuth();
  if (!user) return null;
  return <ProfileForm userId={user.id} username={user.username} email={user.email} />;
}

function ProfileForm({ userId, username, email }: { userId: number; username: string; email: string }) {
  const { t } = useTranslation(['settings', 'auth']);
  const navigate = useNavigate();
  const save = useUpdateProfile(userId);
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    formState: { errors },
  } = useForm({ resolver: zodResolver(profileBody), defaultValues: { email, password: '' } });

  const submit = handleSubmit((values: ProfileBody) =>
    save.mutate(values, {
      onSuccess: () => {
        resetField('password');
        toast({ title: t('saved') });
      },
      onError: (error) => {
        applyServerErrors(error, setError);
        toast({ variant: 'destructive', title: t('common:error'), description: errorText(error) });
      },
    }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('profile')}</CardTitle>
        <p className="text-sm text-stone-600">{t('profileHint', { username })}</p>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <Field label={t('auth:email')} error={formMessage(errors.email?.message)}>
            <Input {...register('email')} type="email" autoComplete="email" inputMode="email" required />
          </Field>
          <Field
            label={t('newPassword')}
            error={formMessage(errors.password?.message)}
            hint={t('newPasswordHint')}
          >
            <Input {...register('password')} type="password" autoComplete="new-password" />
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => navigate('/')}>
              <ArrowLeft className="h-4 w-4" aria-hidden />
              {t('common:back')}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {t('common:save')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
