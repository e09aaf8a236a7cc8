import { LoadError } from '../components/load-error';
import { useFrequencies } from '../features/frequencies/api/frequencies';
import { HandoverPage } from '../features/handovers/components/handover-page';
import { useRingTypes } from '../features/rings/api/ring-types';
import { RingImage } from '../features/rings/components/ring-image';
import { ringTypeName } from '../features/rings/ring-look';
import { useTranslation } from '../lib/i18n';

/**
 * Composes /handover (its own chunk): the handover page with the frequencies (a token's colour and
 * name) and the rings' names and pictures by type.
 */
export default function HandoverRoute() {
  const { i18n } = useTranslation();
  const frequencies = useFrequencies();
  const types = useRingTypes();
  return (
    <>
      {frequencies.isError && <LoadError query={frequencies} className="mx-4 mt-6 sm:mx-auto sm:max-w-xl" />}
      <HandoverPage
        frequencies={frequencies.data ?? []}
        ringLook={(ring) => {
          const name = ringTypeName(ring.ringType, types.data, i18n.language ?? 'de', () => ring.name);
          const image = types.data?.find((type) => type.code === ring.ringType)?.imageUrl;
          return {
            name,
            picture: <RingImage src={image} type={ring.ringType} alt="" className="w-16 drop-shadow-sm" />,
          };
        }}
      />
    </>
  );
}
