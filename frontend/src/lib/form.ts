import { isMessageKey, translate } from '@et/contracts/texts';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, currentLanguage } from './api';

/**
 * A form message in the current language. The shared zod schemas carry message keys of
 * `@et/contracts` (one schema validates form and server); the server already sends text.
 */
export function formMessage(message: string | undefined): string | undefined {
  if (!message) return undefined;
  return isMessageKey(message) ? translate(message, currentLanguage()) : message;
}

/** Puts the server's per-field messages (`errors` of a 400) on the form's fields. */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>): void {
  if (!(error instanceof ApiError)) return;
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    setError(field as Path<T>, { type: 'server', message });
  }
}
