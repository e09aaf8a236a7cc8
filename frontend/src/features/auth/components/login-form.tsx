import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { useTranslation } from '../../../lib/i18n';
import { useCheckedForm } from '../api/use-checked-form';

export function LoginForm({ onForgot }: { onForgot: () => void }) {
  const { t } = useTranslation('auth');
  const { loginMutation } = useAuth();
  const { formRef, field, errors, submit, showServerErrors } = useCheckedForm('login', {
    username: '',
    password: '',
  });

  const send = submit((values) =>
    loginMutation.mutate(values, {
      // Where to go next is the page's business: it redirects once the user is known.
      onError: (error) => {
        showServerErrors(error);
        toast({ variant: 'destructive', title: t('loginFailed'), description: errorText(error) });
      },
    }),
  );

  return (
    <form ref={formRef} onSubmit={send} className="space-y-4" noValidate>
      <Field label={t('usernameOrEmail')} error={errors.username}>
        <Input
          {...field('username')}
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          required
        />
      </Field>
      <Field label={t('password')} error={errors.password}>
        <Input {...field('password')} type="password" autoComplete="current-password" required />
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
