import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../components/ui/toast';
import { api, apiDownload } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
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
 * 409 for the last admin. On success the server has ended the session: the cache goes, and the
 * sign-in page says so (here, not in the caller: the settings page unmounts with the user).
 */
export function useDeleteAccount() {
  const { t } = useTranslation('settings');
  const { forgetSession } = useAuth();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (password: string) => api.delete('/api/user', { password }),
    onSuccess: () => {
      forgetSession();
      navigate('/auth', { replace: true });
      toast({ title: t('myData.deleted') });
    },
  });
}
