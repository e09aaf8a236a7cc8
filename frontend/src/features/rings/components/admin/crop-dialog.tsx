import { ImagePlus, RotateCw, ZoomIn } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { BusyIcon } from '../../../../components/ui/busy-icon';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '../../../../components/ui/dialog';
import { Label } from '../../../../components/ui/label';
import { errorText } from '../../../../lib/api';
import { useTranslation } from '../../../../lib/i18n';
import { useUploadImage } from '../../../../lib/upload-image';
import { croppedFileName, cropToRoundPng, nextQuarterTurn } from '../../crop-image';

/** Spec 9: zoom 1 to 3 in 0.1 steps, default 1.2; a 200×200 round crop area with a 25 px border. */
const ZOOM = { min: 1, max: 3, step: 0.1, initial: 1.2 } as const;
const CROP_SIZE = 200;
const CROP_BORDER = 25;

/**
 * Choose an image, place it in the round crop area (drag, zoom, turn by 90 degrees), then save:
 * the cropped circle goes up as a PNG through the upload API and `onSaved` gets its URL.
 */
export function CropDialog({
  open,
  onOpenChange,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: (imageUrl: string) => void;
}) {
  const { t } = useTranslation('rings');
  const fileInput = useRef<HTMLInputElement>(null);
  const zoomId = useId();
  const upload = useUploadImage();
  const [source, setSource] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState<number>(ZOOM.initial);
  const [rotation, setRotation] = useState(0);
  const [area, setArea] = useState<Area | null>(null);
  const [problem, setProblem] = useState<string>();
  const [cropping, setCropping] = useState(false);

  // The chosen file lives as an object URL while the dialog shows it.
  useEffect(() => () => void (source && URL.revokeObjectURL(source)), [source]);
  useEffect(() => {
    if (open) return;
    setSource(null);
    setProblem(undefined);
    upload.reset();
  }, [open, upload.reset]);

  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) return setProblem(t('types.crop.notAnImage'));
    setProblem(undefined);
    setCrop({ x: 0, y: 0 });
    setZoom(ZOOM.initial);
    setRotation(0);
    setArea(null);
    setSource(URL.createObjectURL(file));
  };

  const save = async () => {
    if (!source || !area) return setProblem(t('types.crop.noImage'));
    setProblem(undefined);
    setCropping(true);
    let file: File;
    try {
      const png = await cropToRoundPng(source, area, rotation);
      file = new File([png], croppedFileName(), { type: 'image/png' });
    } catch {
      setCropping(false);
      return setProblem(t('types.crop.readFailed'));
    }
    setCropping(false);
    upload.mutate(file, {
      onSuccess: ({ imageUrl }) => {
        onSaved(imageUrl);
        onOpenChange(false);
      },
      onError: (error) => setProblem(errorText(error, t('types.crop.uploadFailed'))),
    });
  };

  const busy = cropping || upload.isPending;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('types.crop.title')} description={t('types.crop.hint')} className="max-w-md">
        <div className="space-y-4">
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            className="sr-only"
            tabIndex={-1}
            aria-hidden
            data-testid="crop-file"
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          {source ? (
            <div
              className="relative overflow-hidden rounded-xl bg-stone-900"
              style={{ height: CROP_SIZE + 2 * CROP_BORDER }}
              data-testid="crop-area"
            >
              <Cropper
                image={source}
                crop={crop}
                zoom={zoom}
                rotation={rotation}
                minZoom={ZOOM.min}
                maxZoom={ZOOM.max}
                aspect={1}
                cropShape="round"
                cropSize={{ width: CROP_SIZE, height: CROP_SIZE }}
                showGrid={false}
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onCropComplete={(_, pixels) => setArea(pixels)}
                onMediaLoaded={() => setProblem(undefined)}
              />
            </div>
          ) : (
            <button
              type="button"
              onClick={() => fileInput.current?.click()}
              className="flex w-full flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-stone-300 bg-stone-50 text-stone-600 hover:border-brand-400 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
              style={{ height: CROP_SIZE + 2 * CROP_BORDER }}
            >
              <ImagePlus className="h-8 w-8" aria-hidden />
              <span className="font-medium">{t('types.crop.select')}</span>
            </button>
          )}
          {source && (
            <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
              <div className="min-w-0 flex-1 space-y-1.5">
                <Label htmlFor={zoomId} className="flex items-center gap-1.5">
                  <ZoomIn className="h-4 w-4" aria-hidden />
                  {t('types.crop.zoom')}
                  <span className="ml-auto font-normal text-stone-500 tabular-nums">{zoom.toFixed(1)}×</span>
                </Label>
                <input
                  id={zoomId}
                  type="range"
                  min={ZOOM.min}
                  max={ZOOM.max}
                  step={ZOOM.step}
                  value={zoom}
                  onChange={(event) => setZoom(Number(event.target.value))}
                  className="h-11 w-full accent-brand-700"
                />
              </div>
              <Button variant="secondary" onClick={() => setRotation(nextQuarterTurn)}>
                <RotateCw className="h-4 w-4" aria-hidden />
                {t('types.crop.rotate')}
              </Button>
            </div>
          )}
          {problem && (
            <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800" role="alert">
              {problem}
            </p>
          )}
          <DialogFooter>
            {source && (
              <Button variant="secondary" onClick={() => fileInput.current?.click()} disabled={busy}>
                <ImagePlus className="h-4 w-4" aria-hidden />
                {t('types.crop.selectOther')}
              </Button>
            )}
            <Button onClick={save} disabled={!source || busy} aria-busy={busy}>
              <BusyIcon busy={busy} />
              {busy ? t('types.crop.saving') : t('types.crop.save')}
            </Button>
          </DialogFooter>
        </div>
      </DialogContent>
    </Dialog>
  );
}
