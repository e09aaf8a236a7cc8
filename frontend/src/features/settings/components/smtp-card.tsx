import { DEFAULT_SMTP_PORT, smtpSettingsBody, translate, type WebsiteSettings } from '@et/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Eye, EyeOff, Send, ShieldCheck, Wand2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { LoadError } from '../../../components/load-error';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input, NativeSelect } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { currentLanguage, errorText } from '../../../lib/api';
import { applyServerErrors, formMessage } from '../../../lib/form';
import { useTranslation } from '../../../lib/i18n';
import { clearSmtpLog } from '../../../lib/live';
import { useWebsiteSettings } from '../../../lib/website-settings';
import { useSaveSmtp, useSendTestMail, useSmtpSuggestion, useVerifySmtp } from '../api/website-settings';
import { SmtpLog } from './smtp-log';

const ports = [
  { value: '587', label: 'port587' },
  { value: '465', label: 'port465' },
  { value: '25', label: 'port25' },
] as const;

/** Outgoing e-mail: SMTP fields, auto-setup from the address, verify, test mail, live log. */
export function SmtpCard() {
  const { t } = useTranslation('settings');
  const settings = useWebsiteSettings();
  const { data } = settings;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('smtp')}</CardTitle>
        <p className="text-sm text-stone-600">{t('smtpHint')}</p>
      </CardHeader>
      <CardContent className="space-y-6">
        {settings.isError ? (
          <LoadError query={settings} />
        ) : settings.isLoading || !data ? (
          <Spinner />
        ) : (
          <>
            <SmtpForm settings={data} />
            <TestMailForm />
            <SmtpLog />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function SmtpForm({ settings }: { settings: WebsiteSettings }) {
  const { t } = useTranslation('settings');
  const [showPassword, setShowPassword] = useState(false);
  const save = useSaveSmtp();
  const verify = useVerifySmtp();
  const suggest = useSmtpSuggestion();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(smtpSettingsBody),
    defaultValues: {
      smtpHost: settings.smtpHost ?? '',
      smtpPort: settings.smtpPort || DEFAULT_SMTP_PORT,
      smtpUser: settings.smtpUser ?? '',
      smtpPass: '',
      smtpFrom: settings.smtpFrom ?? '',
      ringRequestEmails: settings.ringRequestEmails ?? '',
    },
  });
  const fail = (error: Error) => {
    applyServerErrors(error, setError);
    toast({ variant: 'destructive', title: t('common:error'), description: errorText(error) });
  };

  const submit = handleSubmit(({ smtpPass, testEmail: _unused, ...values }) =>
    save.mutate(
      { ...values, ...(smtpPass ? { smtpPass } : {}) },
      {
        onSuccess: () => {
          setValue('smtpPass', '');
          toast({ title: t('smtpSaved') });
        },
        onError: fail,
      },
    ),
  );

  const autoSetup = () => {
    const email = getValues('smtpUser').trim();
    if (!email) {
      toast({
        variant: 'destructive',
        title: t('autoDetectFailed'),
        description: translate('smtpSuggestionEmailRequired', currentLanguage()),
      });
      return;
    }
    suggest.mutate(email, {
      onSuccess: (suggestion) => {
        setValue('smtpHost', suggestion.host, { shouldValidate: true });
        setValue('smtpPort', String(suggestion.port), { shouldValidate: true });
        if (!getValues('smtpFrom').trim()) setValue('smtpFrom', email);
        toast({ title: t('autoDetected', { provider: suggestion.displayName }) });
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('autoDetectFailed'),
          description: errorText(error),
        }),
    });
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <div className="grid gap-4 sm:grid-cols-[1fr_11rem]">
        <Field label={t('smtpHost')} error={formMessage(errors.smtpHost?.message)}>
          <Input
            {...register('smtpHost')}
            autoComplete="off"
            autoCapitalize="none"
            placeholder="smtp.example.com"
          />
        </Field>
        <Field label={t('smtpPort')} error={formMessage(errors.smtpPort?.message)}>
          <NativeSelect {...register('smtpPort')}>
            {ports.map((port) => (
              <option key={port.value} value={port.value}>
                {t(port.label)}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <div className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
        <Field label={t('smtpUser')} error={formMessage(errors.smtpUser?.message)}>
          <Input {...register('smtpUser')} type="email" autoComplete="off" autoCapitalize="none" />
        </Field>
        <Button variant="secondary" onClick={autoSetup} disabled={suggest.isPending}>
          <Wand2 className="h-4 w-4" aria-hidden />
          {t('autoSetup')}
        </Button>
      </div>
      <Field
        label={t('smtpPass')}
        error={formMessage(errors.smtpPass?.message)}
        hint={settings.hasSmtpPass ? t('smtpPassStored') : undefined}
      >
        <PasswordInput
          {...register('smtpPass')}
          shown={showPassword}
          onToggle={() => setShowPassword((shown) => !shown)}
        />
      </Field>
      <Field label={t('smtpFrom')} error={formMessage(errors.smtpFrom?.message)}>
        <Input {...register('smtpFrom')} type="email" autoComplete="off" autoCapitalize="none" />
      </Field>
      <Field
        label={t('ringRequestEmails')}
        error={formMessage(errors.ringRequestEmails?.message)}
        hint={t('ringRequestEmailsHint')}
      >
        <Input
          {...register('ringRequestEmails')}
          autoCapitalize="none"
          placeholder="a@example.com, b@example.com"
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {t('common:save')}
        </Button>
        <Button
          variant="secondary"
          disabled={verify.isPending}
          onClick={() => {
            clearSmtpLog();
            verify.mutate(undefined, {
              onSuccess: () => toast({ title: t('smtpVerified') }),
              onError: fail,
            });
          }}
        >
          <ShieldCheck className="h-4 w-4" aria-hidden />
          {t('verify')}
        </Button>
      </div>
    </form>
  );
}

/** A password field with a show/hide button; the button is labelled for screen readers. */
function PasswordInput({
  shown,
  onToggle,
  ...props
}: React.ComponentProps<'input'> & { shown: boolean; onToggle: () => void }) {
  const { t } = useTranslation('settings');
  return (
    <div className="relative">
      <Input {...props} type={shown ? 'text' : 'password'} autoComplete="new-password" className="pr-12" />
      <button
        type="button"
        onClick={onToggle}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-stone-500 hover:text-stone-800 focus-visible:outline-2 focus-visible:outline-brand-600"
        aria-label={shown ? t('hidePassword') : t('showPassword')}
        aria-pressed={shown}
      >
        {shown ? <EyeOff className="h-5 w-5" aria-hidden /> : <Eye className="h-5 w-5" aria-hidden />}
      </button>
    </div>
  );
}

function TestMailForm() {
  const { t } = useTranslation('settings');
  const [testEmail, setTestEmail] = useState('');
  const send = useSendTestMail();
  return (
    <form
      className="grid gap-2 border-t border-stone-200 pt-4 sm:grid-cols-[1fr_auto] sm:items-end"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const address = testEmail.trim();
        if (!address) {
          toast({
            variant: 'destructive',
            title: t('common:error'),
            description: translate('testEmailRequired', currentLanguage()),
          });
          return;
        }
        clearSmtpLog();
        send.mutate(address, {
          onSuccess: () => toast({ title: t('testMailSent') }),
          onError: (error) =>
            toast({ variant: 'destructive', title: t('common:error'), description: errorText(error) }),
        });
      }}
    >
      <Field label={t('testEmail')}>
        <Input
          name="testEmail"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={testEmail}
          onChange={(event) => setTestEmail(event.target.value)}
        />
      </Field>
      <Button type="submit" variant="secondary" disabled={send.isPending}>
        <Send className="h-4 w-4" aria-hidden />
        {t('sendTestMail')}
      </Button>
    </form>
  );
}
