import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { type ComponentProps, useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorText } from '../lib/api';
import { formMessage } from '../lib/form';
import { type CodeAdminNamespace, useCodeAdminTexts } from './code-admin-texts';
import { errorToast, type MutateCallbacks } from './code-forms';
import { Button } from './ui/button';
import { Field } from './ui/field';
import { Input } from './ui/input';
import { toast } from './ui/toast';

/** How long typing must pause before an incomplete code is said to be one. */
export const TYPING_PAUSE_MS = 800;

/**
 * A code typed in by hand (the admin's codes and ring-codes tabs): `normalize` keeps what may stand
 * in the field, the button waits for `length`. The contract's message ("Code muss genau 6 Ziffern
 * haben", spec 5) stands under the field once typing pauses on an incomplete code or the field is
 * left, so a disabled button never goes unexplained; once shown, it is checked again on each change.
 */
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
    trigger,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { code: '' }, mode: 'onTouched' });
  const field = register('code');
  const value = watch('code');
  const complete = value.length === length;

  // Read in the effect without re-running it: a message already shown is checked at once.
  const shown = useRef(false);
  shown.current = errors.code !== undefined;
  useEffect(() => {
    if (shown.current) {
      void trigger('code');
      return;
    }
    if (value === '' || complete) return;
    const timer = setTimeout(() => void trigger('code'), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value, complete, trigger]);

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
