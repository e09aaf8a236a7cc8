import { type ReactNode, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { Logo } from '../../../components/logo';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth';
import { useTranslation } from '../../../lib/i18n';
import { signInTarget } from '../api/sign-in-target';
import { AuthTabs } from './auth-tabs';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

type Mode = 'login' | 'register' | 'forgot';

/**
 * /auth: login, registration and forgot-password; signed-in users are sent on. `notice` (the app's):
 * a line under the title about where the login leads (a handover link).
 */
export default function AuthPage({ notice }: { notice?: ReactNode }) {
  const { t } = useTranslation('auth');
  const { user, isLoading } = useAuth();
  const [params] = useSearchParams();
  const [mode, setMode] = useState<Mode>('login');

  if (isLoading) return <PageSpinner />;
  if (user) return <Navigate to={signInTarget(params.get('redirect'), user.isAdmin)} replace />;

  return (
    <div className="flex justify-center bg-gradient-to-b from-brand-50 to-transparent px-4 py-8 sm:py-14">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center pt-8 text-center">
          <div className="mb-4 flex h-16 items-center justify-center">
            <Logo size="lg" />
          </div>
          <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
          <p className="text-stone-600">{t('subtitle')}</p>
          {notice}
        </CardHeader>
        <CardContent className="pb-8">
          {mode === 'forgot' ? (
            <ForgotPasswordForm onDone={() => setMode('login')} />
          ) : (
            <AuthTabs
              value={mode}
              onChange={setMode}
              tabs={[
                {
                  value: 'login',
                  label: t('loginTab'),
                  panel: <LoginForm onForgot={() => setMode('forgot')} />,
                },
                { value: 'register', label: t('registerTab'), panel: <RegisterForm /> },
              ]}
            />
          )}
          <p className="mt-6 border-t border-stone-100 pt-4 text-center text-sm">
            <Link
              to="/ring-request"
              className="inline-flex min-h-11 items-center text-brand-800 underline-offset-2 hover:underline"
            >
              {t('ringRequestLink')}
            </Link>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
