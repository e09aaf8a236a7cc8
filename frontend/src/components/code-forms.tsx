import { zodResolver } from '@hookform/resolvers/zod';
import { Download, Layers, Plus, Printer, X } from 'lucide-react';
import { type ComponentProps, lazy, Suspense, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorText } from '../lib/api';
import { formMessage } from '../lib/form';
import { type CodeAdminNamespace, useCodeAdminTexts } from './code-admin-texts';
import { Button } from './ui/button';
import { Field } from './ui/field';
import { Input } from './ui/input';
import { toast } from './ui/toast';

// The sheet (and the QR library it loads) only when an admin opens it.
const QrSheet = lazy(() => import('./qr-sheet'));

/** What a mutation's `mutate` takes besides its variables. */
export interface MutateCallbacks<Answer> {
  onSuccess: (answer: Answer) => void;
  onError: (error: Error) => void;
}

// The forms of the admin code tabs (access codes, ring codes), in the wording of the tab's
// namespace `ns` (keys: code-admin-texts.ts).

const errorToast = (title: string, error: Error, fallback?: string) =>
  toast({ variant: 'destructive', title, description: errorText(error, fallback) });

/** A code typed in by hand: `normalize` keeps what may stand in the field, the button waits for `length`. */
export function ManualCodeForm({
  ns,
  schema,
  normalize,
  length,
  disabled = false,
  pending,
  add,
  inputProps,
}: {
  ns: CodeAdminNamespace;
  /** The contract's check of `code`, so the form shows the server's message before sending. */
  schema: z.ZodType<{ code: string }, { code: string }>;
  normalize: (text: string) => string;
  length: number;
  disabled?: boolean;
  pending: boolean;
  add: (code: string, callbacks: MutateCallbacks<unknown>) => void;
  inputProps?: ComponentProps<typeof Input>;
}) {
  const { t, text } = useCodeAdminTexts(ns);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { code: '' }, mode: 'onTouched' });
  const field = register('code');
  const complete = watch('code').length === length;

  const submit = handleSubmit(({ code }) =>
    add(code, {
      onSuccess: () => {
        reset();
        toast({ title: text('added'), description: code });
      },
      onError: (error) => {
        // One field: whatever the server refused stands under it.
        setError('code', { type: 'server', message: errorText(error, text('addFailed')) });
        errorToast(t('common:error'), error, text('addFailed'));
      },
    }),
  );

  return (
    <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-start" noValidate>
      <div className="min-w-0 flex-1">
        <Field label={text('manualLabel')} error={formMessage(errors.code?.message)}>
          <Input
            {...field}
            onChange={(event) => {
              event.target.value = normalize(event.target.value);
              return field.onChange(event);
            }}
            autoComplete="off"
            placeholder={text('manualPlaceholder')}
            {...inputProps}
          />
        </Field>
      </div>
      <Button type="submit" className="sm:mt-[1.625rem]" disabled={disabled || !complete || pending}>
        <Plus className="h-4 w-4" aria-hidden />
        {text('add')}
      </Button>
    </form>
  );
}

/** N new codes at once; afterwards a CSV download and a printable sheet of QR codes. */
export function CodeBatchForm<Code extends { code: string }>({
  ns,
  schema,
  max,
  disabled = false,
  pending,
  generate,
  downloadCsv,
  qrUrl,
}: {
  ns: CodeAdminNamespace;
  /** The contract's check of `count`. */
  schema: z.ZodType<{ count: number }, { count: unknown }>;
  max: number;
  disabled?: boolean;
  pending: boolean;
  generate: (count: number, callbacks: MutateCallbacks<{ codes: Code[] }>) => void;
  downloadCsv: (codes: Code[]) => void;
  /** The address a code's QR code opens. */
  qrUrl: (origin: string, code: string) => string;
}) {
  const { t, text } = useCodeAdminTexts(ns);
  const [batch, setBatch] = useState<Code[] | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const sheetCodes = useMemo(
    () => (batch ?? []).map((code) => ({ code: code.code, url: qrUrl(window.location.origin, code.code) })),
    [batch, qrUrl],
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { count: 10 } });

  const submit = handleSubmit(({ count }) =>
    generate(count, {
      onSuccess: ({ codes }) => {
        setBatch(codes);
        setSheetOpen(false);
        toast({ title: text('batch.generated', { count: codes.length }) });
      },
      onError: (error) => {
        setError('count', { type: 'server', message: errorText(error) });
        errorToast(t('common:error'), error);
      },
    }),
  );

  return (
    <div className="space-y-3">
      <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-start" noValidate>
        <div className="min-w-0 flex-1">
          <Field
            label={text('batch.count')}
            error={formMessage(errors.count?.message)}
            hint={text('batch.hint', { max })}
          >
            <Input {...register('count')} type="number" inputMode="numeric" min={1} max={max} />
          </Field>
        </div>
        <Button type="submit" variant="secondary" className="sm:mt-[1.625rem]" disabled={disabled || pending}>
          <Layers className="h-4 w-4" aria-hidden />
          {text('batch.submit')}
        </Button>
      </form>
      {batch && (
        <section
          className="space-y-2 rounded-xl border border-brand-200 bg-brand-50 p-3"
          aria-label={text('batch.result')}
        >
          <div className="flex items-center justify-between gap-2">
            <p className="text-sm font-medium text-brand-900">
              {text('batch.generated', { count: batch.length })}
            </p>
            <Button
              size="sm"
              variant="ghost"
              className="-my-1"
              aria-label={text('batch.dismiss')}
              title={text('batch.dismiss')}
              onClick={() => {
                setBatch(null);
                setSheetOpen(false);
              }}
            >
              <X className="h-4 w-4" aria-hidden />
            </Button>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="secondary" onClick={() => downloadCsv(batch)}>
              <Download className="h-4 w-4" aria-hidden />
              {text('batch.csv')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setSheetOpen(true)}>
              <Printer className="h-4 w-4" aria-hidden />
              {text('batch.sheet')}
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
              title: text('sheet.title', { count: batch.length }),
              hint: text('sheet.hint'),
              print: text('sheet.print'),
              failed: text('sheet.failed'),
              qrAlt: (code) => text('sheet.qrAlt', { code }),
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
