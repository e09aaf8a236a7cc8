import { logoBody } from '@et/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { LoadError } from '../../../components/load-error';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { failureText } from '../../../lib/api';
import { applyServerErrors, formMessage } from '../../../lib/form';
import { useTranslation } from '../../../lib/i18n';
import { useWebsiteSettings } from '../../../lib/website-settings';
import { useSaveLogo } from '../api/website-settings';

/** The site logo by URL (an empty URL falls back to the text logo). */
export function LogoCard() {
  const { t } = useTranslation('settings');
  const settings = useWebsiteSettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('logo')}</CardTitle>
        <p className="text-sm text-stone-600">{t('logoHint')}</p>
      </CardHeader>
      <CardContent>
        {settings.isLoading ? (
          <Spinner />
        ) : settings.isError ? (
          <LoadError query={settings} />
        ) : (
          <LogoForm logoUrl={settings.data?.logoUrl ?? ''} />
        )}
      </CardContent>
    </Card>
  );
}

function LogoForm({ logoUrl }: { logoUrl: string }) {
  const { t } = useTranslation('settings');
  const save = useSaveLogo();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm({ resolver: zodResolver(logoBody), defaultValues: { logoUrl } });
  const preview = watch('logoUrl').trim();

  const submit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => toast({ title: t('logoSaved') }),
      onError: (error) => {
        applyServerErrors(error, setError);
        toast({
          variant: 'destructive',
          title: t('common:error'),
          description: failureText(error, t('logoFailed')),
        });
      },
    }),
  );

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <div className="flex h-20 w-full items-center justify-center rounded-xl border border-dashed border-stone-300 bg-stone-50 p-2 sm:w-40">
          {preview ? (
            <img src={preview} alt={t('logoPreview')} className="max-h-full max-w-full object-contain" />
          ) : (
            <span className="text-xs text-stone-500">{t('noLogo')}</span>
          )}
        </div>
        <div className="flex-1">
          <Field label={t('logoUrl')} error={formMessage(errors.logoUrl?.message)}>
            <Input {...register('logoUrl')} type="url" inputMode="url" placeholder="https://…" />
          </Field>
        </div>
      </div>
      <Button type="submit" disabled={save.isPending}>
        {t('saveLogo')}
      </Button>
    </form>
  );
}
