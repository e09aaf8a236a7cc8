import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { api, errorText } from '../../../lib/api';
import { useWebsiteSettings, websiteSettingsKey } from '../../../lib/website-settings';

export function LogoCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data } = useWebsiteSettings();
  const [error, setError] = useState<string>();
  const save = useMutation({
    mutationFn: (logoUrl: string) => api.post('/api/website-settings/logo', { logoUrl }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: websiteSettingsKey }),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const logoUrl = String(new FormData(event.currentTarget).get('logoUrl') ?? '').trim();
    save.mutate(logoUrl, {
      onSuccess: () => {
        setError(undefined);
        toast({ title: t('settings.logoSaved') });
      },
      onError: (failure) => {
        setError(errorText(failure, t('settings.logoFailed')));
        toast({ variant: 'destructive', title: t('error'), description: t('settings.logoFailed') });
      },
    });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.logo')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <Field label={t('settings.logoUrl')} error={error}>
            <Input
              name="logoUrl"
              type="url"
              inputMode="url"
              defaultValue={data?.logoUrl ?? ''}
              placeholder="https://…"
            />
          </Field>
          <Button type="submit" disabled={save.isPending}>
            {t('settings.saveLogo')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
