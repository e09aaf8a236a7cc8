import type { RingType } from '@et/contracts/rings';
import { ImageOff, Pencil, Plus, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { DeleteRowButton } from '../../../../components/admin-list';
import { ConfirmDelete, ConfirmDialog } from '../../../../components/confirm-dialog';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { QueryView } from '../../../../components/ui/query-view';
import { toast } from '../../../../components/ui/toast';
import { errorText } from '../../../../lib/api';
import { useTranslation } from '../../../../lib/i18n';
import { useLocalized } from '../../../../lib/localized';
import { withNumbers } from '../../../../lib/numbers';
import { cn } from '../../../../lib/utils';
import {
  useClearRingTypeImages,
  useCreateDefaultRingTypes,
  useDeleteRingType,
  useRingTypes,
} from '../../api/ring-types';
import { badgeClassOf } from '../../ring-look';
import { RingImage } from '../ring-image';
import { RingTypeForm } from './ring-type-form';

/** Closed, creating a new type, or editing one (spec 4). */
type FormState = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; type: RingType };

/** Admin: ring types as cards; create, edit, delete, the four defaults, and clearing every image. */
export function RingTypesTab() {
  const { t } = useTranslation('rings');
  const localized = useLocalized();
  const types = useRingTypes();
  const defaults = useCreateDefaultRingTypes();
  const clearImages = useClearRingTypeImages();
  const remove = useDeleteRingType();
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const [toDelete, setToDelete] = useState<RingType | null>(null);
  const [confirmClear, setConfirmClear] = useState(false);

  const items = types.data ?? [];
  const withImages = items.filter((type) => type.imageUrl).length;
  const fail = (error: unknown, fallback?: string) =>
    toast({ variant: 'destructive', title: t('common:error'), description: errorText(error, fallback) });

  return (
    <div className="space-y-4">
      {form.mode !== 'closed' && (
        <RingTypeForm
          key={form.mode === 'edit' ? form.type.id : 'new'}
          editing={form.mode === 'edit' ? form.type : null}
          onDone={() => setForm({ mode: 'closed' })}
        />
      )}
      <Card className="p-4 sm:p-6">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-lg font-semibold">{t('types.admin.title')}</h2>
          <div className="flex w-full flex-wrap gap-2 sm:w-auto">
            {types.isSuccess && items.length === 0 && (
              <Button
                variant="secondary"
                className="max-sm:flex-1"
                disabled={defaults.isPending}
                onClick={() =>
                  defaults.mutate(undefined, {
                    onSuccess: () => toast({ title: t('types.admin.defaultsCreated') }),
                    onError: (error) => fail(error, t('types.admin.defaultsFailed')),
                  })
                }
              >
                <Sparkles className="h-4 w-4" aria-hidden />
                {t('types.admin.createDefaults')}
              </Button>
            )}
            {withImages > 0 && (
              <Button variant="secondary" className="max-sm:flex-1" onClick={() => setConfirmClear(true)}>
                <ImageOff className="h-4 w-4" aria-hidden />
                {t('types.admin.clearImages')}
              </Button>
            )}
            <Button className="max-sm:flex-1" onClick={() => setForm({ mode: 'create' })}>
              <Plus className="h-4 w-4" aria-hidden />
              {t('types.admin.new')}
            </Button>
          </div>
        </div>
        <QueryView query={types} isEmpty={items.length === 0} empty={t('types.admin.empty')}>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((type) => {
              const name = localized(type, 'name');
              return (
                <li key={type.id}>
                  <article
                    className="flex h-full flex-col rounded-xl border border-stone-200 bg-stone-50/50 p-4"
                    data-testid={`ring-type-${type.code}`}
                    aria-label={name}
                  >
                    <div className="flex items-start gap-3">
                      <RingImage src={type.imageUrl} type={type.code} alt="" className="w-16 shrink-0" />
                      <div className="min-w-0 flex-1 space-y-1">
                        <h3 className="leading-tight font-semibold break-words">{name}</h3>
                        <Badge className={cn('font-mono', badgeClassOf(type.code))}>{type.code}</Badge>
                        {!type.imageUrl && (
                          <p className="text-xs text-stone-500">{t('types.admin.noImage')}</p>
                        )}
                      </div>
                    </div>
                    <p className="mt-3 line-clamp-3 flex-1 text-sm whitespace-pre-line text-stone-600">
                      {localized(type, 'description')}
                    </p>
                    <div className="mt-3 flex justify-end gap-2">
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={t('types.admin.edit', { name })}
                        title={t('types.admin.edit', { name })}
                        onClick={() => setForm({ mode: 'edit', type })}
                      >
                        <Pencil className="h-4 w-4" aria-hidden />
                      </Button>
                      <DeleteRowButton
                        label={t('types.admin.delete', { name })}
                        onClick={() => setToDelete(type)}
                      />
                    </div>
                  </article>
                </li>
              );
            })}
          </ul>
        </QueryView>
      </Card>
      <ConfirmDelete
        item={toDelete}
        onClose={() => setToDelete(null)}
        title={t('types.admin.deleteTitle')}
        text={(type) => t('types.admin.deleteText', { name: localized(type, 'name'), code: type.code })}
        deletedText={t('types.admin.deleted')}
        busy={remove.isPending}
        remove={(type, callbacks) => remove.mutate(type.id, callbacks)}
      />
      <ConfirmDialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title={t('types.admin.clearImagesTitle')}
        description={withNumbers(t)('types.admin.clearImagesText', { count: withImages })}
        confirmLabel={t('types.admin.clearImages')}
        busy={clearImages.isPending}
        onConfirm={() =>
          clearImages.mutate(undefined, {
            onSuccess: ({ count }) =>
              toast({ title: withNumbers(t)('types.admin.imagesCleared', { count }) }),
            onError: (error) => fail(error),
            onSettled: () => setConfirmClear(false),
          })
        }
      />
    </div>
  );
}
