import { UserRoundCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { useTranslation } from '../../../lib/i18n';
import { useStopImpersonation } from '../api/impersonation';

/** While an admin acts as another user: whose account this is, and the way back. */
export function ImpersonationBanner() {
  const { t } = useTranslation('layout');
  const { user } = useAuth();
  const back = useStopImpersonation();
  if (!user?.impersonator) return null;
  return (
    <div role="status" className="bg-amber-300 text-stone-900 shadow-sm">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-2 text-sm font-medium">
        <span className="flex items-center gap-2">
          <UserRoundCheck className="h-4 w-4 shrink-0" aria-hidden />
          {t('impersonation.banner', { username: user.username, admin: user.impersonator.username })}
        </span>
        <Button
          size="sm"
          variant="secondary"
          disabled={back.isPending}
          onClick={() =>
            back.mutate(undefined, {
              onError: (error) =>
                toast({ variant: 'destructive', title: t('common:error'), description: errorText(error) }),
            })
          }
        >
          {t('impersonation.back')}
        </Button>
      </div>
    </div>
  );
}
