import type { SmtpSuggestion } from '@et/contracts';
import { useMutation } from '@tanstack/react-query';
import { api, query } from '../../../lib/api';
import { useRefresh } from '../../../lib/refresh';
import { sessionKeys } from '../../../lib/session-keys';

const useInvalidateSettings = () => useRefresh(sessionKeys.websiteSettings);

/** POST /api/website-settings/logo {logoUrl}; an empty URL removes the logo. */
export function useSaveLogo() {
  const invalidate = useInvalidateSettings();
  return useMutation({
    mutationFn: (body: { logoUrl: string }) => api.post('/api/website-settings/logo', body),
    onSuccess: invalidate,
  });
}

export interface SmtpSettingsInput {
  smtpHost: string;
  smtpPort: string;
  smtpUser: string;
  /** Left out when empty: the server keeps the stored password. */
  smtpPass?: string;
  smtpFrom: string;
  ringRequestEmails?: string;
}

/** PATCH /api/website-settings with the SMTP fields. */
export function useSaveSmtp() {
  const invalidate = useInvalidateSettings();
  return useMutation({
    mutationFn: (body: SmtpSettingsInput) => api.patch('/api/website-settings', body),
    onSuccess: invalidate,
  });
}

/** POST /api/verify-smtp: the server connects and logs in; steps arrive as smtp_status on /ws. */
export function useVerifySmtp() {
  return useMutation({ mutationFn: () => api.post('/api/verify-smtp') });
}

/** POST /api/test-email {testEmail}. */
export function useSendTestMail() {
  return useMutation({ mutationFn: (testEmail: string) => api.post('/api/test-email', { testEmail }) });
}

/** GET /api/smtp-suggestions?email=: host and port of a known provider. */
export function useSmtpSuggestion() {
  return useMutation({
    mutationFn: (email: string) => api.get<SmtpSuggestion>(`/api/smtp-suggestions${query({ email })}`),
  });
}
