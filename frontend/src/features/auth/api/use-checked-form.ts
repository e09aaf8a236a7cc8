import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { ApiError, currentLanguage } from '../../../lib/api';
import type { AuthForm, CheckResult } from './auth-checks';

type Checker = typeof import('./auth-checks').check;
let checker: Promise<Checker> | undefined;
/** The schemas, loaded once, on the first submit (or when the page is idle). */
const loadChecker = () => {
  checker ??= import('./auth-checks').then((module) => module.check);
  return checker;
};

/**
 * A light form state for the /auth forms (no form library on the first page): checked with the
 * contract's schemas when sent and, after that, on every change, like before; the server's
 * per-field messages (`errors` of a 400) go on their fields.
 */
export function useCheckedForm<F extends Record<string, string>>(form: AuthForm, initial: F) {
  const [values, setValues] = useState<F>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof F, string>>>({});
  const sent = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  const recheck = async (next: F): Promise<CheckResult> => {
    const check = await loadChecker();
    const result = check(form, next, currentLanguage());
    setErrors(result.ok ? {} : (result.errors as Partial<Record<keyof F, string>>));
    return result;
  };

  const field = (name: keyof F & string) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (sent.current) void recheck(next);
    },
  });

  /** `onSubmit` for the form: `send` gets the checked values (trimmed, lower-cased where the schema says). */
  const submit = (send: (checked: F) => void) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    sent.current = true;
    const result = await recheck(values);
    if (result.ok) return send(result.values as F);
    const first = Object.keys(initial).find((name) => name in result.errors);
    const input = first ? formRef.current?.elements.namedItem(first) : null;
    if (input instanceof HTMLElement) input.focus();
  };

  const showServerErrors = (error: unknown) => {
    if (error instanceof ApiError) setErrors(error.fieldErrors as Partial<Record<keyof F, string>>);
  };

  return { formRef, field, errors, submit, showServerErrors, preload: loadChecker };
}
