import type {
  CodeStreamEvent,
  EnergyToken,
  FrequencyEvent,
  TokenActivity,
  TokenFrequency,
  UserDeleted,
} from '@et/contracts';
import { formatPosition } from '@et/platform';
import type { Projection } from '../projection';

/** The frequency fields a token card shows; this projection's own copy, so replay needs no other. */
interface FrequencyCopy extends TokenFrequency {
  id: number;
}

/** Each user's energy tokens (with their frequency) and the history of their switches. */
export const tokensProjection: Projection = {
  name: 'tokens',
  version: 1,
  collections: ['energy_tokens', 'token_activities', 'token_frequencies'],
  // Switches and renames change their token; a redemption reads its frequency: once per batch.
  prefetch(recorded) {
    const tokens: number[] = [];
    const frequencies: number[] = [];
    for (const event of recorded as unknown as Array<CodeStreamEvent | FrequencyEvent | UserDeleted>) {
      if (event.type === 'CodeRedeemed') frequencies.push(event.data.frequencyId);
      else if ('tokenId' in event.data) tokens.push(event.data.tokenId);
    }
    return { energy_tokens: tokens, token_frequencies: frequencies };
  },
  async apply(recorded, ctx) {
    const event = recorded as unknown as CodeStreamEvent | FrequencyEvent | UserDeleted;
    const tokens = ctx.collection<EnergyToken>('energy_tokens');
    const activities = ctx.collection<TokenActivity>('token_activities');
    const frequencies = ctx.collection<FrequencyCopy>('token_frequencies');
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
      case 'TokenDeleted':
        await tokens.delete(event.data.tokenId);
        await activities.deleteMany({ tokenId: event.data.tokenId });
        return;
      case 'UserDeleted':
        await tokens.deleteMany({ userId: event.data.userId });
        await activities.deleteMany({ userId: event.data.userId });
        return;
    }
  },
};
