import { type RingType, type RingTypeBody, ringTypeBody, ringTypeUpdateBody } from '@et/contracts/rings';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { BusyIcon } from '../../../../components/ui/busy-icon';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { Field } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../../components/ui/tabs';
import { Textarea } from '../../../../components/ui/textarea';
import { toast } from '../../../../components/ui/toast';
import { errorText } from '../../../../lib/api';
import { applyServerErrors, formMessage } from '../../../../lib/form';
import { useTranslation } from '../../../../lib/i18n';
import { useCreateRingType, useUpdateRingType } from '../../api/ring-types';
import { ImageField } from './image-field';
import { RingTypePreview } from './ring-type-preview';

type Language = 'de' | 'en';
const languageFields = {
  de: ['nameDE', 'descriptionDE'],
  en: ['nameEN', 'descriptionEN'],
} as const satisfies Record<Language, readonly (keyof RingTypeBody)[]>;

const empty: RingTypeBody = {
  code: '',
  nameDE: '',
  nameEN: '',
  descriptionDE: '',
  descriptionEN: '',
  imageUrl: '',
};

const hasErrorIn = (language: Language, errors: FieldErrors<RingTypeBody>) =>
  languageFields[language].some((field) => errors[field]);

/**
 * Create a ring type (with its code) or edit one: German and English texts on two tabs, the image
 * through the crop dialog, and a preview of the card. Saving or cancelling closes the form.
 */
export function RingTypeForm({ editing, onDone }: { editing: RingType | null; onDone: () => void }) {
  const { t } = useTranslation('rings');
  const create = useCreateRingType();
  const update = useUpdateRingType();
  const [language, setLanguage] = useState<Language>('de');
  const heading = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors },
  } = useForm<RingTypeBody>({
    resolver: zodResolver(editing ? ringTypeUpdateBody : ringTypeBody) as never,
    defaultValues: editing ? { ...editing } : empty,
  });

  // A block body: newer browsers answer scrollIntoView with a promise, which is no effect cleanup.
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, []);

  const values = watch();
  const pending = create.isPending || update.isPending;
  const fail = (error: unknown) => {
    applyServerErrors(error, setError);
    toast({
      variant: 'destructive',
      title: t('common:error'),
      description: errorText(error, t('common:genericError')),
    });
  };

  const saved = (title: string) => {
    toast({ title });
    onDone();
  };

  const submit = handleSubmit(
    (body) => {
      if (editing) {
        const { code: _code, ...fields } = body;
        update.mutate(
          { id: editing.id, body: fields },
          { onSuccess: () => saved(t('types.admin.updated')), onError: fail },
        );
      } else {
        create.mutate(body, { onSuccess: () => saved(t('types.admin.created')), onError: fail });
      }
    },
    (invalid) => {
      // The first language tab with a missing field opens, so its message can be seen.
      if (!hasErrorIn(language, invalid) && hasErrorIn(language === 'de' ? 'en' : 'de', invalid)) {
        setLanguage(language === 'de' ? 'en' : 'de');
      }
      toast({
        variant: 'destructive',
        title: t('common:error'),
        description: t('types.form.requiredMissing'),
      });
    },
  );

  const textFields = (lang: Language) => {
    const [name, description] = languageFields[lang];
    return (
      <div className="space-y-4">
        <Field label={t(`types.form.${name}`)} error={formMessage(errors[name]?.message)}>
          <Input {...register(name)} autoComplete="off" lang={lang} />
        </Field>
        <Field label={t(`types.form.${description}`)} error={formMessage(errors[description]?.message)}>
          <Textarea {...register(description)} rows={4} lang={lang} />
        </Field>
      </div>
    );
  };

  return (
    <Card className="scroll-mt-24 p-4 sm:p-6">
      <h3 ref={heading} className="mb-4 scroll-mt-24 text-lg font-semibold">
        {editing ? t('types.form.editTitle') : t('types.form.createTitle')}
      </h3>
      <form onSubmit={submit} noValidate className="grid gap-6 md:grid-cols-[minmax(0,1fr)_17rem]">
        <div className="space-y-4">
          {!editing && (
            <Field
              label={t('types.form.code')}
              hint={t('types.form.codeHint')}
              error={formMessage(errors.code?.message)}
            >
              <Input
                {...register('code')}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                className="font-mono"
              />
            </Field>
          )}
          <Tabs value={language} onValueChange={(value) => setLanguage(value as Language)}>
            <TabsList aria-label={t('types.form.languages')}>
              {(['de', 'en'] as const).map((lang) => (
                <TabsTrigger key={lang} value={lang}>
                  {lang === 'de' ? t('types.form.german') : t('types.form.english')}
                  {hasErrorIn(lang, errors) && (
                    <span className="ml-1.5 h-2 w-2 rounded-full bg-red-600" aria-hidden />
                  )}
                </TabsTrigger>
              ))}
            </TabsList>
            {(['de', 'en'] as const).map((lang) => (
              <TabsContent key={lang} value={lang} forceMount className="mt-4 data-[state=inactive]:hidden">
                {textFields(lang)}
              </TabsContent>
            ))}
          </Tabs>
          <ImageField
            value={values.imageUrl}
            type={values.code ?? ''}
            error={formMessage(errors.imageUrl?.message)}
            onChange={(imageUrl) =>
              setValue('imageUrl', imageUrl, { shouldDirty: true, shouldValidate: true })
            }
          />
        </div>
        <div className="space-y-4">
          <RingTypePreview values={values} language={language} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end md:flex-col-reverse md:items-stretch">
            <Button variant="secondary" onClick={onDone} disabled={pending}>
              {t('types.form.cancel')}
            </Button>
            <Button type="submit" disabled={pending} aria-busy={pending}>
              <BusyIcon busy={pending} />
              {t('types.form.save')}
            </Button>
          </div>
        </div>
      </form>
    </Card>
  );
}
