import { type CodeStreamEvent, codeModels, type UserDeleted, type UserRegistered } from '@et/contracts';
import type { Projection } from '../projection';

/** The admin's code list: every code, available or used, with its redeemer's name. */
export const codesProjection: Projection = {
  name: 'codes',
  version: 1,
  collections: [codeModels.codes, codeModels.codeOwners],
  sortIndexes: [[codeModels.codes, ['seq']]],
  // What the admin's code list searches (query-service codes.routes.ts).
  searchIndexes: [[codeModels.codes, ['code', 'username']]],
  // A redemption reads its redeemer's name and changes its code: both read once per batch.
  prefetch(recorded) {
    const events = recorded as unknown as Array<CodeStreamEvent | UserRegistered | UserDeleted>;
    const codes: string[] = [];
    const owners: number[] = [];
    for (const event of events) {
      if (event.type === 'CodeRedeemed') owners.push(event.data.userId);
      if (event.type === 'TokenHandedOver') owners.push(event.data.toUserId);
      if (event.type === 'CodeRedeemed' || event.type === 'TokenDeleted' || event.type === 'TokenHandedOver')
        codes.push(event.data.code);
    }
    return [
      [codeModels.codes, codes],
      [codeModels.codeOwners, owners],
    ];
  },
  async apply(recorded, ctx) {
    const event = recorded as unknown as CodeStreamEvent | UserRegistered | UserDeleted;
    const codes = ctx.collection(codeModels.codes);
    const owners = ctx.collection(codeModels.codeOwners);
    switch (event.type) {
      case 'UserRegistered':
        await owners.upsert({ id: event.data.userId, username: event.data.username });
        return;
      case 'UserDeleted':
        await owners.delete(event.data.userId);
        await codes.updateMany({ userId: event.data.userId }, { username: null });
        return;
      case 'CodeCreated':
        await codes.upsert({
          id: event.data.code,
          code: event.data.code,
          isUsed: false,
          userId: null,
          username: null,
          tokenId: null,
          createdAt: recorded.recordedAt,
          usedAt: null,
          seq: Number(recorded.position[1]),
        });
        return;
      case 'CodeRedeemed': {
        const owner = await owners.get(event.data.userId);
        await codes.update(event.data.code, {
          isUsed: true,
          userId: event.data.userId,
          username: owner?.username ?? null,
          tokenId: event.data.tokenId,
          usedAt: recorded.recordedAt,
        });
        return;
      }
      case 'TokenHandedOver': {
        // The code's token has a new owner (issue 28): the list shows them, an erasure finds it.
        const owner = await owners.get(event.data.toUserId);
        await codes.update(event.data.code, {
          userId: event.data.toUserId,
          username: owner?.username ?? null,
        });
        return;
      }
      case 'TokenDeleted':
        // The code stays used (the physical token was redeemed); without a token it may go.
        await codes.update(event.data.code, { tokenId: null });
        return;
      case 'CodeDeleted':
        await codes.delete(event.data.code);
        return;
    }
  },
};
