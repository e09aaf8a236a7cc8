import { IMAGE_MAX_BYTES } from '@et/contracts/uploads';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { errorText } from '../../../lib/api';
import { formMessage } from '../../../lib/form';
import { useTranslation } from '../../../lib/i18n';
import { useUploadImage } from '../../../lib/upload-image';

/** Spec's file upload test: no image, then selected, then uploading, then saved with a URL. */
export default function UploadTestPage() {
  const { t } = useTranslation('uploads');
  const upload = useUploadImage();
  const [file, setFile] = useState<File | null>(null);
  /** A message key of the contracts, or the server's text. */
  const [problem, setProblem] = useState<string>();

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setProblem(undefined);
    upload.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setProblem('imageMissing');
    // The server decides; this only spares a long upload that would be refused.
    if (file.size > IMAGE_MAX_BYTES) return setProblem('imageTooLarge');
    setProblem(undefined);
    upload.mutate(file, { onError: (error) => setProblem(errorText(error, t('uploadFailed'))) });
  };

  const imageUrl = upload.data?.imageUrl;
  return (
    <div className="mx-auto max-w-2xl space-y-4 px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
      <Card>
        <CardHeader>
          <CardTitle>{t('chooseImage')}</CardTitle>
          <p className="text-sm text-stone-600">{t('hint')}</p>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} className="space-y-4" noValidate>
            <Field label={t('file')} error={formMessage(problem)}>
              <Input
                type="file"
                name="image"
                accept="image/png,image/jpeg,image/webp,image/gif"
                className="py-2"
                onChange={(event) => choose(event.target.files?.[0] ?? null)}
              />
            </Field>
            <Button type="submit" disabled={upload.isPending}>
              {upload.isPending ? t('uploading') : t('upload')}
            </Button>
          </form>
        </CardContent>
      </Card>
      {imageUrl && (
        <Card>
          <CardHeader>
            <CardTitle>{t('uploaded')}</CardTitle>
            <p className="text-sm break-all text-stone-600">
              {t('imageUrl')}: <a href={imageUrl}>{imageUrl}</a>
            </p>
          </CardHeader>
          <CardContent>
            <img
              src={imageUrl}
              alt={t('preview')}
              className="max-h-96 max-w-full rounded-lg border border-stone-200 object-contain"
            />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
