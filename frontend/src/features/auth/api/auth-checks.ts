import { loginBody, registerBody, requestPasswordResetBody } from '@et/contracts';
import { isMessageKey, translate } from '@et/contracts/texts';

/**
 * The contract's schemas for the /auth forms with their messages in the user's language. Loaded
 * when a form is first sent (see `useCheckedForm`): zod and the texts stay off the first page,
 * and the form says exactly what the server would.
 */
const schemas = { login: loginBody, register: registerBody, forgot: requestPasswordResetBody };

export type AuthForm = keyof typeof schemas;

export type CheckResult =
  | { ok: true; values: Record<string, string> }
  | { ok: false; errors: Record<string, string> };

export function check(form: AuthForm, values: Record<string, string>, language: 'de' | 'en'): CheckResult {
  const result = schemas[form].safeParse(values);
  if (result.success) return { ok: true, values: result.data as Record<string, string> };
  const errors: Record<string, string> = {};
  // The first message per field, as the form library showed it.
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) {
      errors[field] = isMessageKey(issue.message) ? translate(issue.message, language) : issue.message;
    }
  }
  return { ok: false, errors };
}
