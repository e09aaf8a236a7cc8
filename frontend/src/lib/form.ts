import { isMessageKey, toLanguage, translate } from '@et/contracts';
import { ApiError } from './api';
import i18n from './i18n';

/** A contract message key (what the shared zod schemas carry) in the current language. */
export function message(key: string | undefined): string | undefined {
  if (!key) return undefined;
  return isMessageKey(key) ? translate(key, toLanguage(i18n.language?.slice(0, 2))) : key;
}

/** Per-field messages from a zod result or a server answer, in the current language. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (error instanceof ApiError) return error.fieldErrors;
  return {};
}

export function validate<T>(
  schema: {
    safeParse(
      input: unknown,
    ):
      | { success: true; data: T }
      | { success: false; error: { issues: Array<{ path: PropertyKey[]; message: string }> } };
  },
  input: unknown,
): { data?: T; errors: Record<string, string> } {
  const result = schema.safeParse(input);
  if (result.success) return { data: result.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '_');
    errors[field] ??= message(issue.message) ?? issue.message;
  }
  return { errors };
}
