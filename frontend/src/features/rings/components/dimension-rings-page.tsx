import type { Frequency } from '@et/contracts';
import type { DimensionRing } from '@et/contracts/rings';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useTranslation } from '../../../lib/i18n';
import { useActiveRings } from '../api/dimension-rings';
import { useRingTypes } from '../api/ring-types';
import { ActivateRingForm } from './activate-ring-form';
import { RingCard, type RingCardExtras } from './ring-card';

/**
 * Activate with a code, or request one: the request form comes from the app (features do not
 * import each other); without it, the way to the public form at /ring-request.
 */
function RingPanel({
  frequencies,
  requestForm,
}: {
  frequencies: readonly Frequency[];
  requestForm?: ReactNode;
}) {
  const { t } = useTranslation('rings');
  return (
    <Card className="p-4 sm:p-5" role="region" aria-label={t('panel')}>
      <Tabs defaultValue="activate">
        <TabsList aria-label={t('panel')}>
          <TabsTrigger value="activate">{t('tabs.activate')}</TabsTrigger>
          <TabsTrigger value="request">{t('tabs.request')}</TabsTrigger>
        </TabsList>
        <TabsContent value="activate" className="mt-4 focus-visible:outline-none">
          <ActivateRingForm frequencies={frequencies} />
        </TabsContent>
        <TabsContent value="request" className="mt-4 space-y-3 focus-visible:outline-none">
          <h2 className="font-semibold">{t('request.title')}</h2>
          <p className="text-sm text-stone-600">{t('request.text')}</p>
          {requestForm ?? (
            <Button asChild variant="secondary" className="w-full">
              <Link to="/ring-request">
                {t('request.link')}
                <ArrowRight className="h-4 w-4" aria-hidden />
              </Link>
            </Button>
          )}
        </TabsContent>
      </Tabs>
    </Card>
  );
}

/** /dimension-rings: the user's active rings as cards, beside the panel to add one. */
export function DimensionRingsPage({
  frequencies,
  requestForm,
  extrasOf,
}: {
  frequencies: readonly Frequency[];
  requestForm?: ReactNode;
  /** What another feature adds to a ring's card (the handover's badge and button), given its shown name. */
  extrasOf?: (ring: DimensionRing, name: string) => RingCardExtras;
}) {
  const { t } = useTranslation('rings');
  const rings = useActiveRings();
  const types = useRingTypes();

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:py-8">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="lg:sticky lg:top-24 lg:order-2">
          <RingPanel frequencies={frequencies} requestForm={requestForm} />
        </div>
        <section aria-labelledby="my-rings" className="space-y-3">
          <h2 id="my-rings" className="text-xl font-semibold tracking-tight">
            {t('mine')}
          </h2>
          {rings.isLoading ? (
            <div className="flex justify-center py-10">
              <Spinner />
            </div>
          ) : rings.isError ? (
            <LoadError query={rings} message={t('loadFailed')} />
          ) : !rings.data?.length ? (
            <p className="rounded-2xl border border-dashed border-stone-300 bg-white/60 px-4 py-10 text-center text-stone-600">
              {t('empty')}
            </p>
          ) : (
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              {rings.data.map((ring) => (
                <li key={ring.id}>
                  <RingCard ring={ring} types={types.data} frequencies={frequencies} extrasOf={extrasOf} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
