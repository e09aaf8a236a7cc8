import { api } from '../../../lib/api';

/** Stores the language with the account so e-mails reach the user in it (design.md, reading 8). */
export function saveAccountLanguage(language: 'de' | 'en'): Promise<void> {
  return api.patch('/api/user/language', { language }).then(
    () => undefined,
    // Best effort: the interface has switched already; the server keeps its last value.
    () => undefined,
  );
}
