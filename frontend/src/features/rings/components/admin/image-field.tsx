import { ImagePlus, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { Button } from '../../../../components/ui/button';
import { useTranslation } from '../../../../lib/i18n';
import { RingImage } from '../ring-image';

// The crop tool (react-easy-crop) loads when an admin first opens it.
const CropDialog = lazy(() => import('./crop-dialog').then((m) => ({ default: m.CropDialog })));

/**
 * A ring type's image: its round preview (the type's default while none is set), a button that
 * opens the crop dialog, and deleting it after a confirmation.
 */
export function ImageField({
  value,
  type,
  error,
  onChange,
}: {
  value: string;
  /** The type's code, for the default picture. */
  type: string;
  error?: string;
  onChange: (imageUrl: string) => void;
}) {
  const { t } = useTranslation('rings');
  const [cropOpen, setCropOpen] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);
  return (
    <fieldset className="space-y-1.5">
      <legend className="text-sm font-medium text-stone-700">{t('types.form.image')}</legend>
      <div className="flex items-center gap-4">
        <RingImage
          src={value}
          type={type}
          alt={t('types.form.image')}
          className="w-20 shrink-0 border border-stone-200 bg-stone-50"
        />
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setCropOpen(true)}>
            <ImagePlus className="h-4 w-4" aria-hidden />
            {value ? t('types.form.changeImage') : t('types.form.chooseImage')}
          </Button>
          {value && (
            <Button variant="ghost" onClick={() => setConfirmRemove(true)}>
              <Trash2 className="h-4 w-4 text-red-700" aria-hidden />
              {t('types.form.removeImage')}
            </Button>
          )}
        </div>
      </div>
      {error && (
        <p className="text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
      {cropOpen && (
        <Suspense fallback={null}>
          <CropDialog open={cropOpen} onOpenChange={setCropOpen} onSaved={onChange} />
        </Suspense>
      )}
      <ConfirmDialog
        open={confirmRemove}
        onOpenChange={setConfirmRemove}
        title={t('types.form.removeImageTitle')}
        description={t('types.form.removeImageText')}
        confirmLabel={t('types.form.removeImage')}
        onConfirm={() => {
          onChange('');
          setConfirmRemove(false);
        }}
      />
    </fieldset>
  );
}
