import {
  REWARD_UNLOCK_DEFAULT,
  type RewardImage,
  type RewardImageBody,
  rewardImageBody,
} from '@et/contracts/rewards';
import { IMAGE_MAX_BYTES } from '@et/contracts/uploads';
import { ImageUp } from 'lucide-react';
import { useId, useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { BusyIcon } from '../../../components/ui/busy-icon';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Switch } from '../../../components/ui/switch';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api';
import { applyServerErrors, formMessage } from '../../../lib/form';
import { useTranslation } from '../../../lib/i18n';
import { useUploadImage } from '../../../lib/upload-image';
import { useCreateRewardImage, useUpdateRewardImage } from '../api/reward-images';
import { RewardImageView } from './reward-image';

interface FormValues {
  title: string;
  description: string;
  imageUrl: string;
  /** As typed: empty counts as 0 (spec 5). */
  unlockTimeMinutes: string;
  category: string;
  /** Comma-separated (spec 5). */
  tags: string;
  active: boolean;
}

const valuesOf = (reward: RewardImage | null): FormValues => ({
  title: reward?.title ?? '',
  description: reward?.description ?? '',
  imageUrl: reward?.imageUrl ?? '',
  unlockTimeMinutes: String(reward?.unlockTimeMinutes ?? REWARD_UNLOCK_DEFAULT),
  category: reward?.category ?? '',
  tags: reward?.tags.join(', ') ?? '',
  active: reward?.active ?? true,
});

/** The body the server takes: tags split at commas, trimmed, empties dropped. */
const bodyOf = (values: FormValues): RewardImageBody => ({
  title: values.title,
  description: values.description,
  imageUrl: values.imageUrl,
  unlockTimeMinutes: values.unlockTimeMinutes.trim() === '' ? 0 : Number(values.unlockTimeMinutes),
  category: values.category,
  tags: values.tags
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean),
  active: values.active,
});

/** Add or edit a reward image: open with `reward` null to add. The server's schema checks the form. */
export function RewardFormDialog({
  open,
  reward,
  onClose,
}: {
  open: boolean;
  reward: RewardImage | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('rewards');
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      {open && (
        <DialogContent title={reward ? t('admin.editTitle') : t('admin.addTitle')} className="max-w-2xl">
          <RewardForm key={reward?.id ?? 'new'} reward={reward} onDone={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function RewardForm({ reward, onDone }: { reward: RewardImage | null; onDone: () => void }) {
  const { t } = useTranslation('rewards');
  const create = useCreateRewardImage();
  const update = useUpdateRewardImage();
  const upload = useUploadImage();
  const fileId = useId();
  const activeId = useId();
  const [uploadError, setUploadError] = useState<string>();
  const { register, handleSubmit, setError, clearErrors, setValue, watch, formState } = useForm<FormValues>({
    defaultValues: valuesOf(reward),
  });
  const { errors } = formState;
  const imageUrl = watch('imageUrl');
  const active = watch('active');
  const busy = create.isPending || update.isPending;

  const submit = handleSubmit((values) => {
    const body = bodyOf(values);
    const parsed = rewardImageBody.safeParse(body);
    if (!parsed.success) {
      // The first message of each field, as the server answers.
      for (const issue of [...parsed.error.issues].reverse())
        setError(String(issue.path[0]) as Path<FormValues>, { message: issue.message });
      return;
    }
    const callbacks = {
      onSuccess: () => {
        toast({ title: reward ? t('admin.updated') : t('admin.created') });
        onDone();
      },
      onError: (error: Error) => {
        applyServerErrors(error, setError);
        toast({
          variant: 'destructive',
          title: reward ? t('admin.updateFailed') : t('admin.createFailed'),
          description: errorText(error, t('common:genericError')),
        });
      },
    };
    if (reward) update.mutate({ id: reward.id, body }, callbacks);
    else create.mutate(body, callbacks);
  });

  const choose = (file: File | undefined) => {
    setUploadError(undefined);
    if (!file) return;
    if (file.size > IMAGE_MAX_BYTES) return setUploadError(formMessage('imageTooLarge'));
    upload.mutate(file, {
      onSuccess: ({ imageUrl: url }) => {
        setValue('imageUrl', url, { shouldDirty: true });
        clearErrors('imageUrl');
      },
      onError: (error) => setUploadError(errorText(error, t('admin.uploadFailed'))),
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4"
      aria-label={reward ? t('admin.editTitle') : t('admin.addTitle')}
    >
      <Field label={t('admin.fields.title')} error={formMessage(errors.title?.message)}>
        <Input {...register('title')} autoComplete="off" autoFocus />
      </Field>
      <Field label={t('admin.fields.description')} error={formMessage(errors.description?.message)}>
        <Textarea {...register('description')} rows={2} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
        <div className="aspect-square w-32 overflow-hidden rounded-xl border border-stone-200 bg-stone-50">
          {imageUrl ? (
            <RewardImageView
              key={imageUrl}
              src={imageUrl}
              alt={t('admin.preview')}
              className="h-full w-full"
            />
          ) : (
            <div className="flex h-full items-center justify-center text-center text-xs text-stone-400">
              {t('admin.noImage')}
            </div>
          )}
        </div>
        <div className="min-w-0 space-y-2">
          <Field
            label={t('admin.fields.imageUrl')}
            error={formMessage(errors.imageUrl?.message) ?? uploadError}
          >
            <Input
              {...register('imageUrl')}
              autoComplete="off"
              placeholder={t('admin.imageUrlPlaceholder')}
            />
          </Field>
          <input
            id={fileId}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            className="sr-only"
            data-testid="reward-image-file"
            onChange={(event) => choose(event.target.files?.[0])}
          />
          <Button asChild variant="secondary" size="sm" className="cursor-pointer">
            <label htmlFor={fileId} aria-disabled={upload.isPending}>
              <BusyIcon busy={upload.isPending} icon={ImageUp} />
              {upload.isPending ? t('admin.uploading') : t('admin.upload')}
            </label>
          </Button>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('admin.fields.unlockTimeMinutes')}
          error={formMessage(errors.unlockTimeMinutes?.message)}
        >
          <Input {...register('unlockTimeMinutes')} type="number" inputMode="numeric" min={1} step={1} />
        </Field>
        <Field label={t('admin.fields.category')} error={formMessage(errors.category?.message)}>
          <Input {...register('category')} autoComplete="off" />
        </Field>
      </div>
      <Field
        label={t('admin.fields.tags')}
        hint={t('admin.tagsHint')}
        error={formMessage(errors.tags?.message)}
      >
        <Input {...register('tags')} autoComplete="off" />
      </Field>
      <div className="flex items-center gap-3">
        <Switch id={activeId} checked={active} onCheckedChange={(checked) => setValue('active', checked)} />
        <label htmlFor={activeId}>{t('admin.fields.active')}</label>
      </div>
      <DialogFooter>
        <Button variant="secondary" onClick={onDone}>
          {t('common:cancel')}
        </Button>
        <Button type="submit" disabled={busy || upload.isPending} aria-busy={busy}>
          <BusyIcon busy={busy} />
          {t('common:save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
