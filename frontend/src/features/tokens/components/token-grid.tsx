import type { EnergyToken, Frequency } from '@et/contracts';
import type { ReactNode } from 'react';
import { LoadError } from '../../../components/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../lib/i18n';
import { useEnergyTokens } from '../api/tokens';
import type { RingMarker } from './ring-graphic';
import { TokenCard, type TokenCardExtras } from './token-card';

/** "My energy tokens": 1, 2 or 3 columns by width. */
export function TokenGrid({
  frequencies,
  ringsFor,
  usageOf,
  extrasOf,
}: {
  frequencies: Frequency[];
  /** The user's active dimension rings of a frequency (design.md reading 5). */
  ringsFor?: (frequencyId: number | null) => RingMarker[];
  /** A line under a card's switch: how long the token has been active (the rewards' minutes). */
  usageOf?: (tokenId: number) => ReactNode;
  /** What another feature adds to a card (the handover's badge and button). */
  extrasOf?: (token: EnergyToken) => TokenCardExtras;
}) {
  const { t } = useTranslation('tokens');
  const tokens = useEnergyTokens();
  return (
    <section aria-labelledby="my-tokens" className="space-y-3">
      <h2 id="my-tokens" className="text-xl font-semibold tracking-tight">
        {t('title')}
      </h2>
      {tokens.isLoading ? (
        <div className="flex justify-center py-10">
          <Spinner />
        </div>
      ) : tokens.isError ? (
        <LoadError query={tokens} message={t('loadFailed')} />
      ) : !tokens.data?.length ? (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-white/60 px-4 py-10 text-center text-stone-600">
          {t('empty')}
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {tokens.data.map((token) => (
            <li key={token.id}>
              <TokenCard
                token={token}
                frequencies={frequencies}
                rings={ringsFor?.(token.frequencyId)}
                usage={usageOf?.(token.id)}
                extras={extrasOf?.(token)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
