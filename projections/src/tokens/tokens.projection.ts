import {
  type CodeStreamEvent,
  type FrequencyEvent,
  readModel,
  type TokenFrequency,
  tokenModels,
  type UserDeleted,
} from '@et/contracts';
import { comparePositions, formatPosition, parsePosition } from '@et/platform';
import type { Projection } from '../projection';

/** The frequency fields a token card shows; this projection's own copy, so replay needs no other. */
interface FrequencyCopy extends TokenFrequency {
  id: number;
}

/** Read model `token_frequencies`: this projection's own lookup, read by nothing else. */
const tokenFrequencies = readModel<FrequencyCopy>('token_frequencies');

/**
 * Each user's energy tokens (with their frequency), the history of their switches, and which
 * tokens each user has (`token_counts`): a redemption names an unnamed token by that number,
 * read as one document (requests in step share one statement) instead of counting tokens.
 */
export const tokensProjection: Projection = {
  name: 'tokens',
  version: 2,
  collections: [
    tokenModels.energyTokens,
    tokenModels.tokenActivities,
    tokenFrequencies,
    tokenModels.tokenCounts,
  ],
  // Switches and renames change their token; a redemption reads its frequency: once per batch.
  prefetch(recorded) {
    const tokens: number[] = [];
    const frequencies: number[] = [];
    const owners: number[] = [];
    for (const event of recorded as unknown as Array<CodeStreamEvent | FrequencyEvent | UserDeleted>) {
      if (event.type === 'CodeRedeemed') frequencies.push(event.data.frequencyId);
      else if ('tokenId' in event.data) tokens.push(event.data.tokenId);
      if (event.type === 'CodeRedeemed' || event.type === 'TokenDeleted') owners.push(event.data.userId);
      if (event.type === 'TokenHandedOver') owners.push(event.data.fromUserId, event.data.toUserId);
    }
    return [
      [tokenModels.energyTokens, tokens],
      [tokenFrequencies, frequencies],
      [tokenModels.tokenCounts, owners],
    ];
  },
  async apply(recorded, ctx) {
    const event = recorded as unknown as CodeStreamEvent | FrequencyEvent | UserDeleted;
    const tokens = ctx.collection(tokenModels.energyTokens);
    const activities = ctx.collection(tokenModels.tokenActivities);
    const frequencies = ctx.collection(tokenFrequencies);
    const counts = ctx.collection(tokenModels.tokenCounts);
    // A number and the last event counted: an event applied again (after a crash) is skipped.
    // Not the token ids: every id in the document is an entry in its index, per write.
    const owned = async (userId: number, by: 1 | -1) => {
      const current = await counts.get(userId);
      const seen = current && parsePosition(current.position);
      if (seen && comparePositions(recorded.position, seen) <= 0) return;
      const count = (current?.count ?? 0) + by;
      if (count <= 0) await counts.delete(userId);
      else await counts.upsert({ id: userId, userId, count, position: formatPosition(recorded.position) });
    };
    const frequencyOf = async (id: number): Promise<TokenFrequency | null> => {
      const copy = await frequencies.get(id);
      if (!copy) return null;
      const { id: _id, ...frequency } = copy;
      return frequency;
    };
    const at = recorded.recordedAt;
    switch (event.type) {
      case 'FrequencyCreated':
      case 'FrequencyUpdated': {
        const { frequencyId, nameDE, nameEN, descriptionDE, descriptionEN, color } = event.data;
        const frequency = { nameDE, nameEN, descriptionDE, descriptionEN, color };
        await frequencies.upsert({ id: frequencyId, ...frequency });
        await tokens.updateMany({ frequencyId }, { frequency });
        return;
      }
      case 'FrequencyDeleted':
        await frequencies.delete(event.data.frequencyId);
        await tokens.updateMany({ frequencyId: event.data.frequencyId }, { frequency: null });
        return;
      case 'CodeRedeemed': {
        const { tokenId, userId, name, frequencyId, code } = event.data;
        await tokens.upsert({
          id: tokenId,
          name,
          userId,
          frequencyId,
          frequency: await frequencyOf(frequencyId),
          isActive: false,
          code,
          createdAt: at,
          updatedAt: at,
        });
        await owned(userId, 1);
        return;
      }
      case 'TokenRenamed':
        await tokens.update(event.data.tokenId, { name: event.data.name, updatedAt: at });
        return;
      case 'TokenFrequencyChanged':
        await tokens.update(event.data.tokenId, {
          frequencyId: event.data.frequencyId,
          frequency: await frequencyOf(event.data.frequencyId),
          updatedAt: at,
        });
        return;
      case 'TokenActivated':
      case 'TokenDeactivated': {
        const isActive = event.type === 'TokenActivated';
        await tokens.update(event.data.tokenId, { isActive, updatedAt: at });
        await activities.upsert({
          id: formatPosition(recorded.position),
          tokenId: event.data.tokenId,
          userId: event.data.userId,
          action: isActive ? 'activated' : 'deactivated',
          actorId: recorded.metadata.actorId ?? null,
          at,
          seq: Number(recorded.position[1]),
        });
        return;
      }
      case 'TokenHandedOver': {
        // The token goes with its history (issue 28); its switches stay with who made them.
        const { tokenId, fromUserId, toUserId } = event.data;
        await tokens.update(tokenId, { userId: toUserId, updatedAt: at });
        await owned(fromUserId, -1);
        await owned(toUserId, 1);
        return;
      }
      case 'TokenDeleted': {
        const { tokenId, userId } = event.data;
        await tokens.delete(tokenId);
        await activities.deleteMany({ tokenId });
        await owned(userId, -1);
        return;
      }
      case 'UserDeleted':
        await tokens.deleteMany({ userId: event.data.userId });
        await activities.deleteMany({ userId: event.data.userId });
        await counts.delete(event.data.userId);
        return;
    }
  },
};
