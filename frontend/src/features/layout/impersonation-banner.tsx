import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { api, errorText } from '../../lib/api';
import { useAuth } from '../../lib/auth';

/** While an admin acts as another user: who, and the way back. */
export function ImpersonationBanner() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const back = useMutation({
    mutationFn: () => api.post('/api/admin/stop-impersonation'),
    onSuccess: () => {
      window.location.href = '/admin';
    },
    onError: (error) =>
      toast({ variant: 'destructive', title: t('error'), description: errorText(error, error.message) }),
  });
  if (!user?.impersonator) return null;
  return (
    <div role="status" className="sticky top-0 z-40 bg-amber-400 text-stone-900">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-2 text-sm font-medium">
        <span>
          {t('impersonation.banner', { username: user.username, admin: user.impersonator.username })}
        </span>
        <Button size="sm" variant="secondary" onClick={() => back.mutate()} disabled={back.isPending}>
          {t('impersonation.back')}
        </Button>
      </div>
    </div>
  );
}
