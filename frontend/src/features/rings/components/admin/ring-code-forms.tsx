import { MAX_RING_CODE_BATCH, RING_CODE_LENGTH, type RingCode } from '@et/contracts/rings';
import { Download, Layers, Plus, Printer, X } from 'lucide-react';
import { type FormEvent, lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { toast } from '../../../../components/ui/toast';
import { errorText } from '../../../../lib/api';
import { useAddManualRingCode, useGenerateRingCodeBatch } from '../../api/ring-codes';
import { activateRingUrl, downloadRingCodesCsv, manualRingCodeInput } from '../../ring-code-export';

// The sheet (and the QR library it loads) only when an admin opens it.
const QrSheet = lazy(() => import('../../../../components/qr-sheet'));

/** A printed ring code typed in by hand: 6 letters or digits, upper case as typed. */
export function ManualRingCodeForm({ type }: { type: string | null }) {
  const { t } = useTranslation('ringCodes');
  const add = useAddManualRingCode();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!type || code.length !== RING_CODE_LENGTH) return;
    add.mutate(
      { code, type },
      {
        onSuccess: () => {
          setCode('');
          setProblem(undefined);
          toast({ title: t('added'), description: code });
        },
        onError: (error) => {
          setProblem(errorText(error, t('addFailed')));
          toast({
            variant: 'destructive',
            title: t('common:error'),
            description: errorText(error, t('addFailed')),
          });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-start" noValidate>
      <div className="min-w-0 flex-1">
        <Field label={t('manualLabel')} error={problem}>
          <Input
            value={code}
            onChange={(event) => {
              setCode(manualRingCodeInput(event.target.value));
              setProblem(undefined);
            }}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder={t('manualPlaceholder')}
            className="font-mono tracking-widest uppercase placeholder:font-sans placeholder:tracking-normal placeholder:normal-case"
          />
        </Field>
      </div>
      <Button
        type="submit"
        className="sm:mt-[1.625rem]"
        disabled={!type || code.length !== RING_CODE_LENGTH || add.isPending}
      >
        <Plus className="h-4 w-4" aria-hidden />
        {t('add')}
      </Button>
    </form>
  );
}

/** N new ring codes of the chosen type; afterwards a CSV download and a printable QR sheet. */
export function RingCodeBatchForm({ type }: { type: string | null }) {
  const { t } = useTranslation('ringCodes');
  const generate = useGenerateRingCodeBatch();
  const [count, setCount] = useState('10');
  const [problem, setProblem] = useState<string>();
  const [batch, setBatch] = useState<RingCode[] | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const sheetCodes = useMemo(
    () =>
      (batch ?? []).map((code) => ({
        code: code.code,
        url: activateRingUrl(window.location.origin, code.code),
      })),
    [batch],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!type) return;
    generate.mutate(
      { type, count: Number(count) },
      {
        onSuccess: ({ codes }) => {
          setProblem(undefined);
          setBatch(codes);
          setSheetOpen(false);
          toast({ title: t('batch.generated', { count: codes.length }) });
        },
        onError: (error) => {
          setProblem(errorText(error));
          toast({ variant: 'destructive', title: t('common:error'), description: errorText(error) });
        },
      },
    );
  };

  return (
    <div className="space-y-3">
      <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-start" noValidate>
        <div className="min-w-0 flex-1">
          <Field
            label={t('batch.count')}
            error={problem}
            hint={t('batch.hint', { max: MAX_RING_CODE_BATCH })}
          >
            <Input
              value={count}
              onChange={(event) => setCount(event.target.value)}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_RING_CODE_BATCH}
            />
          </Field>
        </div>
        <Button
          type="submit"
          variant="secondary"
          className="sm:mt-[1.625rem]"
          disabled={!type || generate.isPending}
        >
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
            <Button size="sm" variant="secondary" onClick={() => downloadRingCodesCsv(batch)}>
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
          <QrSheet
            codes={sheetCodes}
            onClose={() => setSheetOpen(false)}
            texts={{
              title: t('sheet.title', { count: batch.length }),
              hint: t('sheet.hint'),
              print: t('sheet.print'),
              failed: t('sheet.failed'),
              qrAlt: (code) => t('sheet.qrAlt', { code }),
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
