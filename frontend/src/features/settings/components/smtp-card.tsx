import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Eye, EyeOff } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { api, errorText } from '../../../lib/api';
import { fieldErrorsOf } from '../../../lib/form';
import { clearSmtpLog, useSmtpLog } from '../../../lib/live';
import { formatDateTime } from '../../../lib/utils';
import { useWebsiteSettings, websiteSettingsKey } from '../../../lib/website-settings';

const ports = [
  { value: '587', label: '587 (TLS)' },
  { value: '465', label: '465 (SSL)' },
  { value: '25', label: '25 (Standard)' },
];

/** Outgoing e-mail: SMTP fields, auto-setup from the address, verify, test mail, live log. */
export function SmtpCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: settings, isLoading } = useWebsiteSettings();
  const form = useRef<HTMLFormElement>(null);
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const log = useSmtpLog();

  const values = () => {
    const data = new FormData(form.current!);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    return {
      smtpHost: text('smtpHost'),
      smtpPort: text('smtpPort'),
      smtpUser: text('smtpUser'),
      smtpPass: String(data.get('smtpPass') ?? ''),
      smtpFrom: text('smtpFrom'),
      ringRequestEmails: text('ringRequestEmails'),
    };
  };
  const fail = (error: Error) => {
    setErrors(fieldErrorsOf(error));
    toast({ variant: 'destructive', title: t('error'), description: errorText(error, error.message) });
  };

  const save = useMutation({
    mutationFn: () => api.patch('/api/website-settings', values()),
    onSuccess: () => {
      setErrors({});
      void queryClient.invalidateQueries({ queryKey: websiteSettingsKey });
      toast({ title: t('settings.smtpSaved') });
    },
    onError: fail,
  });
  const verify = useMutation({
    mutationFn: () => {
      clearSmtpLog();
      return api.post('/api/verify-smtp');
    },
    onSuccess: () => toast({ title: t('settings.smtpVerified') }),
    onError: fail,
  });
  const testMail = useMutation({
    mutationFn: (testEmail: string) => api.post('/api/test-email', { testEmail }),
    onSuccess: () => toast({ title: t('settings.testMailSent') }),
    onError: fail,
  });
  const suggest = useMutation({
    mutationFn: (email: string) =>
      api.get<{ host: string; port: number | string; displayName: string }>(
        `/api/smtp-suggestions?email=${encodeURIComponent(email)}`,
      ),
    onSuccess: (suggestion) => {
      const host = form.current!.elements.namedItem('smtpHost') as HTMLInputElement;
      const port = form.current!.elements.namedItem('smtpPort') as HTMLSelectElement;
      host.value = suggestion.host;
      port.value = String(suggestion.port);
      toast({ title: suggestion.displayName });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t('settings.autoDetectFailed'),
        description: errorText(error, error.message),
      }),
  });

  if (isLoading) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.smtp')}</CardTitle>
        <p className="text-sm text-stone-600">{t('settings.smtpHint')}</p>
      </CardHeader>
      <CardContent>
        <form ref={form} onSubmit={submit} className="space-y-4" noValidate>
          <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
            <Field label={t('settings.smtpHost')} error={errors.smtpHost}>
              <Input name="smtpHost" defaultValue={settings?.smtpHost ?? ''} autoComplete="off" />
            </Field>
            <Field label={t('settings.smtpPort')} error={errors.smtpPort}>
              <select
                name="smtpPort"
                defaultValue={settings?.smtpPort ?? '587'}
                className="min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3"
              >
                {ports.map((port) => (
                  <option key={port.value} value={port.value}>
                    {port.label}
                  </option>
                ))}
              </select>
            </Field>
          </div>
          <Field label={t('settings.smtpUser')} error={errors.smtpUser}>
            <Input name="smtpUser" defaultValue={settings?.smtpUser ?? ''} autoComplete="off" />
          </Field>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              const user = (form.current!.elements.namedItem('smtpUser') as HTMLInputElement).value.trim();
              if (!user) {
                toast({
                  variant: 'destructive',
                  title: t('settings.autoDetectFailed'),
                  description: t('settings.enterEmailFirst'),
                });
                return;
              }
              suggest.mutate(user);
            }}
          >
            {t('settings.autoSetup')}
          </Button>
          <Field label={t('settings.smtpPass')} error={errors.smtpPass}>
            <div className="relative">
              <Input
                name="smtpPass"
                type={showPassword ? 'text' : 'password'}
                autoComplete="new-password"
                placeholder={settings?.hasSmtpPass ? t('settings.smtpPassStored') : ''}
                className="pr-12"
              />
              <button
                type="button"
                onClick={() => setShowPassword((shown) => !shown)}
                className="absolute inset-y-0 right-0 flex w-11 items-center justify-center text-stone-500"
                aria-label={showPassword ? t('settings.hidePassword') : t('settings.showPassword')}
              >
                {showPassword ? <EyeOff className="h-5 w-5" /> : <Eye className="h-5 w-5" />}
              </button>
            </div>
          </Field>
          <Field label={t('settings.smtpFrom')} error={errors.smtpFrom}>
            <Input name="smtpFrom" type="email" defaultValue={settings?.smtpFrom ?? ''} />
          </Field>
          <Field label={t('settings.ringRequestEmails')} error={errors.ringRequestEmails}>
            <Input
              name="ringRequestEmails"
              defaultValue={settings?.ringRequestEmails ?? ''}
              placeholder="a@example.com, b@example.com"
            />
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={save.isPending}>
              {t('save')}
            </Button>
            <Button variant="secondary" onClick={() => verify.mutate()} disabled={verify.isPending}>
              {t('settings.verify')}
            </Button>
          </div>
        </form>
        <form
          className="mt-6 flex flex-wrap items-end gap-2 border-t border-stone-200 pt-4"
          onSubmit={(event) => {
            event.preventDefault();
            const testEmail = String(new FormData(event.currentTarget).get('testEmail') ?? '').trim();
            if (!testEmail) {
              toast({ variant: 'destructive', title: t('error'), description: t('settings.enterTestEmail') });
              return;
            }
            testMail.mutate(testEmail);
          }}
          noValidate
        >
          <div className="min-w-56 flex-1">
            <Field label={t('settings.testEmail')}>
              <Input name="testEmail" type="email" />
            </Field>
          </div>
          <Button type="submit" variant="secondary" disabled={testMail.isPending}>
            {t('settings.sendTestMail')}
          </Button>
        </form>
        {log.length > 0 && (
          <ol
            aria-label={t('settings.connectionLog')}
            className="mt-4 space-y-1 rounded-lg bg-stone-900 p-3 font-mono text-xs text-stone-100"
          >
            {log.map((entry) => (
              <li
                key={`${entry.timestamp}-${entry.stage}`}
                className={entry.stage === 'error' ? 'text-red-300' : undefined}
              >
                {formatDateTime(entry.timestamp)} {t(`settings.stage.${entry.stage}`)} {entry.message}
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
