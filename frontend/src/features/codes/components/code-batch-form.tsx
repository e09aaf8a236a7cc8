import { type AccessCode, codeBatchBody, MAX_CODE_BATCH } from '@et/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Download, Layers, Printer, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api';
import { applyServerErrors, formMessage } from '../../../lib/form';
import { useGenerateCodeBatch } from '../api/codes';
import { downloadCodesCsv } from '../export';

// The sheet (and the QR library it loads) only when an admin opens it.
const PrintSheet = lazy(() => import('./print-sheet'));

/** N new codes at once; afterwards a CSV download and a printable sheet of QR codes. */
export function CodeBatchForm() {
  const { t } = useTranslation('codes');
  const generate = useGenerateCodeBatch();
  const [batch, setBatch] = useState<AccessCode[] | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(codeBatchBody), defaultValues: { count: 10 } });

  const submit = handleSubmit(({ count }) =>
    generate.mutate(count, {
      onSuccess: ({ codes }) => {
        setBatch(codes);
        toast({ title: t('batch.generated', { count: codes.length }) });
      },
      onError: (error) => {
        applyServerErrors(error, setError);
        toast({ variant: 'destructive', title: t('common:error'), description: errorText(error) });
      },
    }),
  );

  return (
    <div className="space-y-3">
      <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-start" noValidate>
        <div className="min-w-0 flex-1">
          <Field
            label={t('batch.count')}
            error={formMessage(errors.count?.message)}
            hint={t('batch.hint', { max: MAX_CODE_BATCH })}
          >
            <Input {...register('count')} type="number" inputMode="numeric" min={1} max={MAX_CODE_BATCH} />
          </Field>
        </div>
        <Button type="submit" variant="secondary" className="sm:mt-[1.625rem]" disabled={generate.isPending}>
          <Layers className="h-4 w-4" aria-hidden />
          {t('batch.submit')}
        </Button>
      </form>
      {batch && (
        <section
          className="space-y-2 rounded-xl border border-brand-200 bg-brand-50 p-3"
          aria-label={t('batch.result')}
        >
          <div className="flex items-center justify-between gap-2">
            <p className="text-sm font-medium text-brand-900">
              {t('batch.generated', { count: batch.length })}
            </p>
            <Button
              size="sm"
              variant="ghost"
              className="-my-1"
              aria-label={t('batch.dismiss')}
              title={t('batch.dismiss')}
              onClick={() => {
                setBatch(null);
                setSheetOpen(false);
              }}
            >
              <X className="h-4 w-4" aria-hidden />
            </Button>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="secondary" onClick={() => downloadCodesCsv(batch)}>
              <Download className="h-4 w-4" aria-hidden />
              {t('batch.csv')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setSheetOpen(true)}>
              <Printer className="h-4 w-4" aria-hidden />
              {t('batch.sheet')}
            </Button>
          </div>
        </section>
      )}
      {batch && sheetOpen && (
        <Suspense fallback={null}>
          <PrintSheet codes={batch} onClose={() => setSheetOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
