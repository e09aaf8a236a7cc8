import {
  type RewardSessionMinuteCounted,
  type TokenEvent,
  type TokenHandedOver,
  type TokenUsage,
  type UserDeleted,
  usageEpochSeconds,
  usageModels,
} from '@et/contracts';
import type { Projection } from '../projection';

const TOTALS_ID = 'tokens';

/**
 * Usage minutes (design.md reading 13): per token the closed seconds and the start of the open
 * interval, from the tokens' own events in their `code-{CODE}` streams; the totals of all tokens
 * for the admin stats; and each person's reward session minutes. Minutes are computed when read.
 * A token's document keeps the version of its stream it has applied, so an event applied again
 * (a batch re-applied after a crash) changes nothing, the totals included.
 */
export const usageMinutesProjection: Projection = {
  name: 'usage-minutes',
  version: 1,
  collections: [usageModels.tokenUsage, usageModels.usageTotals, usageModels.rewardSessions],
  async apply(recorded, ctx) {
    const event = recorded as unknown as
      | TokenEvent
      | TokenHandedOver
      | RewardSessionMinuteCounted
      | UserDeleted;
    const usages = ctx.collection(usageModels.tokenUsage);
    const sessions = ctx.collection(usageModels.rewardSessions);
    switch (event.type) {
      case 'TokenActivated':
      case 'TokenDeactivated':
      case 'TokenDeleted': {
        const { tokenId, userId } = event.data;
        const before = await usages.get(tokenId);
        if (before && recorded.streamVersion <= before.version) return;
        // A token never switched on has used nothing: its first activation starts its document.
        if (!before && event.type !== 'TokenActivated') return;
        const usage: TokenUsage = before ?? {
          id: tokenId,
          tokenId,
          userId,
          seconds: 0,
          activeSince: null,
          version: 0,
          deleted: false,
        };
        const totalsCollection = ctx.collection(usageModels.usageTotals);
        const totals = (await totalsCollection.get(TOTALS_ID)) ?? {
          id: TOTALS_ID,
          seconds: 0,
          activeCount: 0,
          activeSinceSum: 0,
        };
        const at = usageEpochSeconds(recorded.recordedAt);
        if (event.type === 'TokenActivated') {
          if (usage.activeSince === null) {
            usage.activeSince = recorded.recordedAt;
            totals.activeCount += 1;
            totals.activeSinceSum += at;
          }
        } else if (usage.activeSince !== null) {
          const since = usageEpochSeconds(usage.activeSince);
          const seconds = Math.max(0, at - since);
          usage.seconds += seconds;
          usage.activeSince = null;
          totals.seconds += seconds;
          totals.activeCount -= 1;
          totals.activeSinceSum -= since;
        }
        if (event.type === 'TokenDeleted') usage.deleted = true;
        usage.version = recorded.streamVersion;
        await usages.upsert(usage);
        await totalsCollection.upsert(totals);
        return;
      }
      case 'TokenHandedOver': {
        // The minutes travel with the token (issue 28); the reward sessions stay with the giver.
        const before = await usages.get(event.data.tokenId);
        if (!before || recorded.streamVersion <= before.version) return;
        await usages.upsert({ ...before, userId: event.data.toUserId, version: recorded.streamVersion });
        return;
      }
      case 'RewardSessionMinuteCounted': {
        const { userId, minutes, countedAt } = event.data;
        await sessions.upsert({
          id: userId,
          userId,
          minutes,
          lastCountedAt: countedAt,
          version: recorded.streamVersion,
        });
        return;
      }
      case 'UserDeleted':
        // The totals keep the erased person's minutes: a sum over everyone names no one.
        await usages.deleteMany({ userId: event.data.userId });
        await sessions.delete(event.data.userId);
        return;
    }
  },
};
