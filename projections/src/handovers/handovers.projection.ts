import {
  type HandoverEvent,
  handoverModels,
  type RingDeleted,
  type TokenDeleted,
  type UserDeleted,
} from '@et/contracts';
import type { Projection } from '../projection';

type Event = HandoverEvent | TokenDeleted | RingDeleted | UserDeleted;

/**
 * One document per handover (issue 28): offered, then cancelled or taken; a deleted item's open
 * offer ends with it. The giver's open offers, a code's preview and an item's owners over time
 * are read from here. An erasure clears the person's id; the handover itself stays.
 */
export const handoversProjection: Projection = {
  name: 'handovers',
  version: 1,
  collections: [handoverModels.handovers],
  sortIndexes: [[handoverModels.handovers, ['createdAt']]],
  prefetch(recorded) {
    const ids: string[] = [];
    for (const event of recorded as unknown as Event[])
      if ('handoverId' in event.data) ids.push(event.data.handoverId);
    return [[handoverModels.handovers, ids]];
  },
  async apply(recorded, ctx) {
    const event = recorded as unknown as Event;
    const handovers = ctx.collection(handoverModels.handovers);
    const at = recorded.recordedAt;
    switch (event.type) {
      case 'HandoverOffered': {
        const { handoverId, kind, itemId, itemCode, handoverCode, fromUserId, showName, expiresAt } =
          event.data;
        // Applied again after it ended (a batch re-applied after a crash): it stays ended.
        if (await handovers.get(handoverId)) return;
        await handovers.upsert({
          id: handoverId,
          kind,
          itemId,
          itemCode,
          code: handoverCode,
          fromUserId,
          toUserId: null,
          status: 'open',
          showName,
          createdAt: at,
          expiresAt,
          endedAt: null,
        });
        return;
      }
      case 'HandoverCancelled':
        await handovers.update(event.data.handoverId, { status: 'cancelled', endedAt: at });
        return;
      case 'TokenHandedOver':
      case 'RingHandedOver':
        await handovers.update(event.data.handoverId, {
          status: 'taken',
          toUserId: event.data.toUserId,
          endedAt: at,
        });
        return;
      case 'TokenDeleted':
      case 'RingDeleted': {
        const kind = event.type === 'TokenDeleted' ? 'token' : 'ring';
        const itemId = event.type === 'TokenDeleted' ? event.data.tokenId : event.data.ringId;
        await handovers.updateMany({ kind, itemId, status: 'open' }, { status: 'cancelled', endedAt: at });
        return;
      }
      case 'UserDeleted':
        await handovers.updateMany({ fromUserId: event.data.userId }, { fromUserId: null });
        await handovers.updateMany({ toUserId: event.data.userId }, { toUserId: null });
        return;
      case 'HandoverCodeIssued':
        return;
    }
  },
};
