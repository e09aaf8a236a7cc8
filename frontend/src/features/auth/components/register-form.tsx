import { type RegisterBody, registerBody } from '@et/contracts';
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

export function RegisterForm() {
  const { t } = useTranslation('auth');
  const { registerMutation } = useAuth();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(registerBody),
    defaultValues: { username: '', email: '', password: '' },
  });

  const submit = handleSubmit((values: RegisterBody) =>
    registerMutation.mutate(values, {
      onError: (error) => {
        applyServerErrors(error, setError);
        toast({
          variant: 'destructive',
          title: t('registerFailed'),
          description: errorText(error),
        });
      },
    }),
  );

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <Field label={t('username')} error={formMessage(errors.username?.message)}>
        <Input
          {...register('username')}
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          required
        />
      </Field>
      <Field label={t('email')} error={formMessage(errors.email?.message)}>
        <Input {...register('email')} type="email" autoComplete="email" inputMode="email" required />
      </Field>
      <Field label={t('password')} error={formMessage(errors.password?.message)} hint={t('passwordHint')}>
        <Input {...register('password')} type="password" autoComplete="new-password" required />
      </Field>
      <Button type="submit" className="w-full" disabled={registerMutation.isPending}>
        {t('register')}
      </Button>
    </form>
  );
}
