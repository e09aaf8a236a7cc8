import { LEGAL_PAGES, type LegalPage, type LegalPageName, legalPageBody } from '@et/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { LoadError } from '../../../components/load-error';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api';
import { applyServerErrors, formMessage } from '../../../lib/form';
import { useTranslation } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import { useLegalPage, useSaveLegalPage } from '../api/legal';

/** Admin settings: the texts of the legal pages (Impressum, privacy notice, terms of use), German and English. */
export function LegalSettingsCard() {
  const { t } = useTranslation('legal');
  const [page, setPage] = useState<LegalPageName>('impressum');
  const legal = useLegalPage(page);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.title')}</CardTitle>
        <p className="text-sm text-stone-600">{t('settings.hint')}</p>
      </CardHeader>
      <CardContent className="space-y-4">
        <div role="group" aria-label={t('settings.page')} className="flex flex-wrap gap-2">
          {LEGAL_PAGES.map((name) => (
            <Button
              key={name}
              size="sm"
              variant="secondary"
              aria-pressed={page === name}
              onClick={() => setPage(name)}
              className={cn(page === name && 'border-brand-600 bg-brand-100 text-brand-900')}
            >
              {t(`${name}.title`)}
            </Button>
          ))}
        </div>
        {legal.data ? (
          <LegalForm key={`${page}-${legal.data.updatedAt}`} legal={legal.data} />
        ) : legal.isError ? (
          <LoadError query={legal} />
        ) : (
          <Spinner />
        )}
      </CardContent>
    </Card>
  );
}

function LegalForm({ legal }: { legal: LegalPage }) {
  const { t } = useTranslation('legal');
  const save = useSaveLegalPage();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(legalPageBody),
    defaultValues: { textDE: legal.textDE, textEN: legal.textEN },
  });

  const submit = handleSubmit((fields) =>
    save.mutate(
      { page: legal.page, fields },
      {
        onSuccess: () => toast({ title: t('settings.saved') }),
        onError: (error) => {
          applyServerErrors(error, setError);
          toast({
            variant: 'destructive',
            title: t('common:error'),
            description: errorText(error, t('common:genericError')),
          });
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t(`${legal.page}.title`)}>
      {legal.isDefault && (
        <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">{t('settings.isDefault')}</p>
      )}
      <Field label={t('settings.textDE')} error={formMessage(errors.textDE?.message)}>
        <Textarea {...register('textDE')} rows={10} lang="de" />
      </Field>
      <Field label={t('settings.textEN')} error={formMessage(errors.textEN?.message)}>
        <Textarea {...register('textEN')} rows={10} lang="en" />
      </Field>
      <p className="text-xs text-stone-500">{t('settings.format')}</p>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          {t('common:save')}
        </Button>
        <Link to={`/${legal.page}`} className="text-sm font-medium text-brand-800 underline">
          {t('settings.view')}
        </Link>
      </div>
    </form>
  );
}
