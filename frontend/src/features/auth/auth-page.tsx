import { loginBody, registerBody, requestPasswordResetBody } from '@et/contracts';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Logo } from '../../components/logo';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { toast } from '../../components/ui/toast';
import { api, errorText } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { fieldErrorsOf, validate } from '../../lib/form';

/** Where to go after signing in: back to the protected page that sent us here, if any. */
function targetAfterSignIn(params: URLSearchParams, isAdmin: boolean): string {
  const redirect = params.get('redirect');
  if (redirect?.startsWith('/') && !redirect.startsWith('//')) return redirect;
  return isAdmin ? '/admin' : '/';
}

function useGoAfterSignIn(): (user: { isAdmin: boolean }) => void {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (user) => navigate(targetAfterSignIn(params, user.isAdmin), { replace: true });
}

export default function AuthPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [mode, setMode] = useState<'login' | 'register' | 'forgot'>('login');
  const [params] = useSearchParams();
  const target = targetAfterSignIn(params, !!user?.isAdmin);
  const location = useLocation();
  if (user) return <Navigate to={target} replace state={location.state} />;

  return (
    <div className="flex min-h-[calc(100vh-8rem)] items-start justify-center px-4 py-8 sm:items-center">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <div className="mb-3 flex justify-center">
            <Logo />
          </div>
          <h1 className="text-2xl font-bold">{t('auth.title')}</h1>
          <p className="text-stone-600">{t('auth.subtitle')}</p>
        </CardHeader>
        <CardContent>
          {mode === 'forgot' ? (
            <ForgotPasswordForm onDone={() => setMode('login')} />
          ) : (
            <Tabs value={mode} onValueChange={(value) => setMode(value as 'login' | 'register')}>
              <TabsList className="mb-5">
                <TabsTrigger value="login">{t('auth.loginTab')}</TabsTrigger>
                <TabsTrigger value="register">{t('auth.registerTab')}</TabsTrigger>
              </TabsList>
              <TabsContent value="login">
                <LoginForm onForgot={() => setMode('forgot')} />
              </TabsContent>
              <TabsContent value="register">
                <RegisterForm />
              </TabsContent>
            </Tabs>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function LoginForm({ onForgot }: { onForgot: () => void }) {
  const { t } = useTranslation();
  const { loginMutation } = useAuth();
  const goAfterSignIn = useGoAfterSignIn();
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const { data, errors } = validate(loginBody, {
      username: form.get('username'),
      password: form.get('password'),
    });
    setErrors(errors);
    if (!data) return;
    loginMutation.mutate(data, {
      onSuccess: goAfterSignIn,
      onError: (error) => {
        setErrors(fieldErrorsOf(error));
        toast({
          variant: 'destructive',
          title: t('auth.loginFailed'),
          description: errorText(error, error.message),
        });
      },
    });
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <Field label={t('auth.usernameOrEmail')} error={errors.username}>
        <Input name="username" autoComplete="username" autoCapitalize="none" />
      </Field>
      <Field label={t('auth.password')} error={errors.password}>
        <Input name="password" type="password" autoComplete="current-password" />
      </Field>
      <Button type="submit" className="w-full" disabled={loginMutation.isPending}>
        {t('auth.login')}
      </Button>
      <div className="text-center">
        <Button variant="link" onClick={onForgot}>
          {t('auth.forgotPassword')}
        </Button>
      </div>
    </form>
  );
}

function RegisterForm() {
  const { t } = useTranslation();
  const { registerMutation } = useAuth();
  const goAfterSignIn = useGoAfterSignIn();
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = {
      username: form.get('username'),
      email: form.get('email'),
      password: form.get('password'),
    };
    const { data, errors } = validate(registerBody, input);
    setErrors(errors);
    if (!data) return;
    registerMutation.mutate(data, {
      onSuccess: goAfterSignIn,
      onError: (error) => {
        setErrors(fieldErrorsOf(error));
        toast({
          variant: 'destructive',
          title: t('auth.registerFailed'),
          description: errorText(error, error.message),
        });
      },
    });
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <Field label={t('auth.username')} error={errors.username}>
        <Input name="username" autoComplete="username" autoCapitalize="none" />
      </Field>
      <Field label={t('auth.email')} error={errors.email}>
        <Input name="email" type="email" autoComplete="email" inputMode="email" />
      </Field>
      <Field label={t('auth.password')} error={errors.password}>
        <Input name="password" type="password" autoComplete="new-password" />
      </Field>
      <Button type="submit" className="w-full" disabled={registerMutation.isPending}>
        {t('auth.register')}
      </Button>
    </form>
  );
}

function ForgotPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const request = useMutation({
    mutationFn: (body: { email: string }) => api.post('/api/request-password-reset', body),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const { data, errors } = validate(requestPasswordResetBody, { email: form.get('email') });
    setErrors(errors);
    if (!data) return;
    request.mutate(data, {
      onSuccess: () => {
        toast({ title: t('auth.resetMailSentTitle'), description: t('auth.resetMailSentText') });
        onDone();
      },
      onError: (error) => {
        toast({
          variant: 'destructive',
          title: t('error'),
          description: errorText(error, t('auth.resetMailFailed')),
        });
      },
    });
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <Field label={t('auth.email')} error={errors.email}>
        <Input name="email" type="email" autoComplete="email" inputMode="email" />
      </Field>
      <Button type="submit" className="w-full" disabled={request.isPending}>
        {t('auth.resetPassword')}
      </Button>
      <div className="text-center">
        <Button variant="link" onClick={onDone}>
          {t('auth.backToLogin')}
        </Button>
      </div>
    </form>
  );
}
