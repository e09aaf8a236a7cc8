import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LoadError } from '../components/load-error';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';
import { useFrequencies } from '../features/frequencies/api/frequencies';
import { HandoverBadge, HandoverButton } from '../features/handovers/components/handover-action';
import { HANDOVER_CODE_LENGTH, looksLikeHandoverCode } from '../features/handovers/handover-code';
import { OnboardingDrawer } from '../features/onboarding/components/onboarding-drawer';
import { NextRewardHint } from '../features/rewards/components/next-reward-hint';
import { TokenUsageMinutes } from '../features/rewards/components/token-usage';
import { useActiveRings } from '../features/rings/api/dimension-rings';
import { useEnergyTokens } from '../features/tokens/api/tokens';
import { CodeEntry } from '../features/tokens/components/code-entry';
import { TokenGrid } from '../features/tokens/components/token-grid';

/**
 * Composes the dashboard (one chunk for /): stats, code entry (which sends a handover code on to
 * /handover), tokens with their handover badge and button, and the onboarding.
 */
export default function DashboardRoute() {
  const navigate = useNavigate();
  const tokens = useEnergyTokens();
  const frequencies = useFrequencies();
  const [params] = useSearchParams();
  // A code from a link (/?code=…) opens the frequency dialog first; the onboarding waits for it.
  const [codeDialogOpen, setCodeDialogOpen] = useState(() => params.has('code'));
  const frequencyList = frequencies.isError ? [] : frequencies.data;
  const rings = useActiveRings();
  // A token card shows the user's active rings of its frequency (design.md reading 5).
  const ringsFor = (frequencyId: number | null) =>
    (rings.data ?? [])
      .filter((ring) => ring.frequencyId !== null && ring.frequencyId === frequencyId)
      .map(({ code, type, name, imageUrl }) => ({ code, type, name, imageUrl }));

  return (
    <DashboardPage
      stats={{
        tokens: tokens.data?.length,
        activeTokens: tokens.data?.filter((token) => token.isActive).length,
        frequencies: frequencies.data?.length,
      }}
      codeEntry={
        <>
          <NextRewardHint />
          {/* Else the code dialog would say there are no frequencies yet. */}
          {frequencies.isError && <LoadError query={frequencies} className="mb-4" />}
          <CodeEntry
            frequencies={frequencyList}
            readFromUrl
            onPickOpenChange={setCodeDialogOpen}
            otherCode={{
              length: HANDOVER_CODE_LENGTH,
              matches: looksLikeHandoverCode,
              open: (code) => navigate(`/handover?code=${code}`),
            }}
          />
        </>
      }
      tokens={
        <TokenGrid
          frequencies={frequencies.data ?? []}
          ringsFor={ringsFor}
          usageOf={(tokenId) => <TokenUsageMinutes tokenId={tokenId} />}
          extrasOf={(token) => {
            const item = { kind: 'token', id: token.id } as const;
            return {
              badge: <HandoverBadge item={item} />,
              action: <HandoverButton item={item} name={token.name} />,
            };
          }}
        />
      }
      overlay={
        <OnboardingDrawer
          paused={codeDialogOpen}
          owned={tokens.data?.[0]?.name}
          activate={(onRedeemed) => (
            <CodeEntry frequencies={frequencyList} variant="plain" onRedeemed={onRedeemed} />
          )}
        />
      }
    />
  );
}
