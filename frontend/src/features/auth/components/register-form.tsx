import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { useTranslation } from '../../../lib/i18n';
import { useCheckedForm } from '../api/use-checked-form';

export function RegisterForm() {
  const { t } = useTranslation('auth');
  const { registerMutation } = useAuth();
  const { formRef, field, errors, submit, showServerErrors } = useCheckedForm('register', {
    username: '',
    email: '',
    password: '',
  });

  const send = submit((values) =>
    registerMutation.mutate(values, {
      onError: (error) => {
        showServerErrors(error);
        toast({
          variant: 'destructive',
          title: t('registerFailed'),
          description: errorText(error),
        });
      },
    }),
  );

  return (
    <form ref={formRef} onSubmit={send} className="space-y-4" noValidate>
      <Field label={t('username')} error={errors.username}>
        <Input
          {...field('username')}
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          required
        />
      </Field>
      <Field label={t('email')} error={errors.email}>
        <Input {...field('email')} type="email" autoComplete="email" inputMode="email" required />
      </Field>
      <Field label={t('password')} error={errors.password} hint={t('passwordHint')}>
        <Input {...field('password')} type="password" autoComplete="new-password" required />
      </Field>
      <Button type="submit" className="w-full" disabled={registerMutation.isPending}>
        {t('register')}
      </Button>
    </form>
  );
}
