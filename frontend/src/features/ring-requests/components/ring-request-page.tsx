import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { useAuth } from '../../../lib/auth';
import { useTranslation } from '../../../lib/i18n';
import { RingRequestForm } from './ring-request-form';

/** /ring-request: the public form for a ring code (linked from /auth and the rings page). */
export default function RingRequestPage() {
  const { t } = useTranslation('ring-requests');
  const { user } = useAuth();
  const back = user ? { to: '/dimension-rings', label: t('toRings') } : { to: '/auth', label: t('toLogin') };
  return (
    <div className="flex justify-center bg-gradient-to-b from-brand-50 to-transparent px-4 py-8 sm:py-14">
      <Card className="w-full max-w-lg">
        <CardHeader className="space-y-2 pt-8">
          <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
          <p className="text-stone-600">{t('subtitle')}</p>
        </CardHeader>
        <CardContent className="pb-8">
          <RingRequestForm
            after={
              <div className="text-center">
                <Button asChild variant="link">
                  <Link to={back.to}>
                    <ArrowLeft className="h-4 w-4" aria-hidden />
                    {back.label}
                  </Link>
                </Button>
              </div>
            }
          />
        </CardContent>
      </Card>
    </div>
  );
}
