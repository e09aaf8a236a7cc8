import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast';
import { api, apiDownload } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { useTranslation } from '../../../lib/i18n';
import { saveFile } from '../../../lib/save-file';

/**
 * GET /api/user/export: everything stored about the signed-in user as a JSON file (GDPR Art. 20).
 * Fetched rather than linked, so a refusal (throttled, session gone) shows as a message instead of
 * a browser error page or a saved error file.
 */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: async () => {
      const { blob, fileName } = await apiDownload('/api/user/export');
      saveFile(blob, fileName ?? 'energietaler-daten.json');
    },
  });
}

/**
 * DELETE /api/user {password}: erases the own account (GDPR Art. 17). 403 for a wrong password,
 * 409 for the last admin. On success the server has ended the session: without a user the route
 * guard sends the page to /auth, where the toast says why.
 */
export function useDeleteAccount() {
  const { t } = useTranslation('settings');
  const { forgetSession } = useAuth();
  return useMutation({
    mutationFn: (password: string) => api.delete('/api/user', { password }),
    onSuccess: async () => {
      await forgetSession();
      toast({ title: t('myData.deleted') });
    },
  });
}
