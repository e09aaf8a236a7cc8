import type { Language } from '@et/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useRefresh } from '../../../lib/refresh';
import { sessionKeys } from '../../../lib/session-keys';

/**
 * PATCH /api/user/language: the account's language (e-mails use it, design.md reading 8); then
 * /api/user is fetched again. Unlike the header's toggle, a failure is said.
 */
export function useSaveLanguage() {
  const refresh = useRefresh(sessionKeys.user);
  return useMutation({
    mutationFn: (language: Language) => api.patch('/api/user/language', { language }),
    onSuccess: refresh,
  });
}
