import { zodResolver } from '@hookform/resolvers/zod';
import { Download, Layers, Printer, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorText } from '../lib/api';
import { formMessage } from '../lib/form';
import { parseCount } from '../lib/numbers';
import { type CodeAdminNamespace, useCodeAdminTexts } from './code-admin-texts';
import { generateInRequests, MAX_CODES_PER_RUN } from './code-batch';
import { BusyIcon } from './ui/busy-icon';
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
// namespace `ns` (keys: code-admin-texts.ts). The manual code's form: manual-code-form.tsx.

export const errorToast = (title: string, error: Error, fallback?: string) =>
  toast({ variant: 'destructive', title, description: errorText(error, fallback) });

/** How many of the new codes the result shows by name (the rest: "and N more", the CSV, the sheet). */
const SHOWN_CODES = 12;

interface BatchRun {
  requested: number;
  done: number;
}

interface BatchResult<Code> extends BatchRun {
  codes: Code[];
  /** What stopped the run before all were made. */
  error?: unknown;
}

/**
 * N new codes at once, in requests of `perRequest` when N is larger: the button shows it is working
 * (and cannot be pressed again), a bar counts "500 von 2.000"; afterwards the new codes (the first
 * few by name), a CSV download and a printable sheet of QR codes of exactly those codes.
 */
export function CodeBatchForm<Code extends { code: string }>({
  ns,
  perRequest,
  limit = MAX_CODES_PER_RUN,
  disabled = false,
  generate,
  downloadCsv,
  qrUrl,
}: {
  ns: CodeAdminNamespace;
  /** What one request of the API makes at most (`MAX_CODE_BATCH`). */
  perRequest: number;
  /** What the form takes in one go. */
  limit?: number;
  disabled?: boolean;
  /** One request: `count` (at most `perRequest`) new codes. */
  generate: (count: number) => Promise<{ codes: Code[] }>;
  downloadCsv: (codes: Code[]) => void;
  /** The address a code's QR code opens. */
  qrUrl: (origin: string, code: string) => string;
}) {
  const { t, text } = useCodeAdminTexts(ns);
  const [run, setRun] = useState<BatchRun | null>(null);
  const [result, setResult] = useState<BatchResult<Code> | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  // A run stops when the tab closes: nobody would see its codes.
  const mounted = useRef(true);
  // Set at once (state would only be seen after the next render): a second press does nothing.
  const running = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const sheetCodes = useMemo(
    () =>
      (result?.codes ?? []).map((code) => ({
        code: code.code,
        url: qrUrl(window.location.origin, code.code),
      })),
    [result, qrUrl],
  );
  // The count as typed ("2.000" too), 1 to `limit`; each request then meets the contract's 1 to `perRequest`.
  const schema = z.object({
    count: z.string().transform((typed, context) => {
      const count = parseCount(typed);
      if (count !== null && count >= 1 && count <= limit) return count;
      context.addIssue({ code: 'custom', message: text('batch.invalid', { max: limit }) });
      return z.NEVER;
    }),
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { count: '10' } });

  const submit = handleSubmit(async ({ count: requested }) => {
    if (running.current) return;
    running.current = true;
    setRun({ requested, done: 0 });
    setSheetOpen(false);
    const made = await generateInRequests(
      requested,
      perRequest,
      generate,
      (done) => mounted.current && setRun({ requested, done }),
      () => !mounted.current,
    );
    running.current = false;
    if (!mounted.current) return;
    setRun(null);
    if (made.codes.length === 0) {
      setError('count', { type: 'server', message: errorText(made.error) });
      errorToast(t('common:error'), made.error as Error);
      return;
    }
    setResult({ requested, done: made.codes.length, codes: made.codes, error: made.error });
    if (made.error)
      errorToast(text('batch.partial', { done: made.codes.length, total: requested }), made.error as Error);
    else toast({ title: text('batch.generated', { count: made.codes.length }) });
  });

  const busy = run !== null;
  const shown = result?.codes.slice(0, SHOWN_CODES) ?? [];
  const more = (result?.codes.length ?? 0) - shown.length;
  return (
    <div className="space-y-3">
      <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-start" noValidate>
        <div className="min-w-0 flex-1">
          <Field
            label={text('batch.count')}
            error={formMessage(errors.count?.message)}
            hint={text('batch.hint', { max: limit })}
          >
            <Input {...register('count')} inputMode="numeric" autoComplete="off" disabled={busy} />
          </Field>
        </div>
        <Button
          type="submit"
          variant="secondary"
          className="sm:mt-[1.625rem]"
          disabled={disabled || busy}
          aria-busy={busy}
        >
          <BusyIcon busy={busy} icon={Layers} />
          {busy ? text('batch.busy') : text('batch.submit')}
        </Button>
      </form>
      {run && (
        <div className="space-y-1.5" role="status" data-testid="batch-progress">
          <p className="text-sm text-stone-700">{text('batch.working', { count: run.requested })}</p>
          {run.requested > perRequest && (
            <div className="flex items-center gap-3">
              <div
                role="progressbar"
                aria-label={text('batch.working', { count: run.requested })}
                aria-valuemin={0}
                aria-valuemax={run.requested}
                aria-valuenow={run.done}
                aria-valuetext={text('batch.progress', { done: run.done, total: run.requested })}
                className="h-2 min-w-0 flex-1 overflow-hidden rounded-full bg-stone-200"
              >
                <div
                  className="h-full rounded-full bg-brand-700 transition-[width] duration-300"
                  style={{ width: `${(run.done / run.requested) * 100}%` }}
                />
              </div>
              <span className="shrink-0 text-sm tabular-nums text-stone-700">
                {text('batch.progress', { done: run.done, total: run.requested })}
              </span>
            </div>
          )}
        </div>
      )}
      {result && (
        <section
          className="space-y-3 rounded-xl border border-brand-200 bg-brand-50 p-3"
          aria-label={text('batch.result')}
          data-testid="batch-result"
        >
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0 space-y-1">
              <p className="text-sm font-medium text-brand-900">
                {result.error
                  ? text('batch.partial', { done: result.codes.length, total: result.requested })
                  : text('batch.generated', { count: result.codes.length })}
              </p>
              {result.error !== undefined && (
                <p className="text-sm text-red-700" role="alert">
                  {errorText(result.error, t('common:genericError'))}
                </p>
              )}
            </div>
            <Button
              size="sm"
              variant="ghost"
              className="-my-1 shrink-0"
              aria-label={text('batch.dismiss')}
              title={text('batch.dismiss')}
              onClick={() => {
                setResult(null);
                setSheetOpen(false);
              }}
            >
              <X className="h-4 w-4" aria-hidden />
            </Button>
          </div>
          <ul className="grid grid-cols-3 gap-1.5 sm:grid-cols-4" aria-label={text('batch.result')}>
            {shown.map((code) => (
              <li
                key={code.code}
                className="rounded-md bg-white px-1.5 py-1 text-center font-mono text-sm tracking-wider tabular-nums"
              >
                {code.code}
              </li>
            ))}
          </ul>
          {more > 0 && <p className="text-sm text-stone-700">{text('batch.more', { count: more })}</p>}
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="secondary" onClick={() => downloadCsv(result.codes)}>
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
      {result && sheetOpen && (
        <Suspense fallback={null}>
          <QrSheet
            codes={sheetCodes}
            onClose={() => setSheetOpen(false)}
            texts={{
              title: text('sheet.title', { count: result.codes.length }),
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
