import { LoadError } from '../components/load-error';
import { useFrequencies } from '../features/frequencies/api/frequencies';
import { HandoverBadge, HandoverButton } from '../features/handovers/components/handover-action';
import { RingRequestForm } from '../features/ring-requests/components/ring-request-form';
import { DimensionRingsPage } from '../features/rings/components/dimension-rings-page';

/**
 * Composes /dimension-rings (its own chunk): the rings page with the frequencies to choose from,
 * the request form, and each card's handover badge and button.
 */
export default function DimensionRingsRoute() {
  const frequencies = useFrequencies();
  return (
    <>
      {/* Without this the frequency choices were silently empty when they failed to load. */}
      {frequencies.isError && <LoadError query={frequencies} className="mx-4 mt-6 sm:mx-auto sm:max-w-6xl" />}
      <DimensionRingsPage
        frequencies={frequencies.data ?? []}
        requestForm={<RingRequestForm />}
        extrasOf={(ring, name) => {
          const item = { kind: 'ring', id: ring.id } as const;
          return { badge: <HandoverBadge item={item} />, action: <HandoverButton item={item} name={name} /> };
        }}
      />
    </>
  );
}
