import { type LoginBody, loginBody } from '@et/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { applyServerErrors, formMessage } from '../../../lib/form';

export function LoginForm({ onForgot }: { onForgot: () => void }) {
  const { t } = useTranslation('auth');
  const { loginMutation } = useAuth();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(loginBody), defaultValues: { username: '', password: '' } });

  const submit = handleSubmit((values: LoginBody) =>
    loginMutation.mutate(values, {
      // Where to go next is the page's business: it redirects once the user is known.
      onError: (error) => {
        applyServerErrors(error, setError);
        toast({ variant: 'destructive', title: t('loginFailed'), description: errorText(error) });
      },
    }),
  );

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <Field label={t('usernameOrEmail')} error={formMessage(errors.username?.message)}>
        <Input
          {...register('username')}
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          required
        />
      </Field>
      <Field label={t('password')} error={formMessage(errors.password?.message)}>
        <Input {...register('password')} type="password" autoComplete="current-password" required />
      </Field>
      <Button type="submit" className="w-full" disabled={loginMutation.isPending}>
        {t('login')}
      </Button>
      <div className="text-center">
        <Button variant="link" onClick={onForgot}>
          {t('forgotPassword')}
        </Button>
      </div>
    </form>
  );
}
