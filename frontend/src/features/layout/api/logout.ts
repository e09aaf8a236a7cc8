import { useNavigate } from 'react-router-dom';
import { toast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { useTranslation } from '../../../lib/i18n';

/** Logs out, then shows /auth; a failure gets the spec's toast. */
export function useLogout(): () => void {
  const { t } = useTranslation('layout');
  const { logoutMutation } = useAuth();
  const navigate = useNavigate();
  return () =>
    logoutMutation.mutate(undefined, {
      onSuccess: () => navigate('/auth'),
      onError: (error) =>
        toast({ variant: 'destructive', title: t('nav.logoutFailed'), description: errorText(error) }),
    });
}
