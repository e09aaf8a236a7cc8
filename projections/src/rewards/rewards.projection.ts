import { type RewardImageEvent, type RewardViewed, rewardModels, type UserDeleted } from '@et/contracts';
import type { Projection } from '../projection';

/** The reward images, and which of them each person has seen. */
export const rewardsProjection: Projection = {
  name: 'rewards',
  version: 1,
  collections: [rewardModels.rewardImages, rewardModels.userRewardViews],
  async apply(recorded, ctx) {
    const event = recorded as unknown as RewardImageEvent | RewardViewed | UserDeleted;
    const images = ctx.collection(rewardModels.rewardImages);
    const views = ctx.collection(rewardModels.userRewardViews);
    const at = recorded.recordedAt;
    switch (event.type) {
      case 'RewardImageCreated': {
        const { rewardImageId, ...fields } = event.data;
        await images.upsert({ id: rewardImageId, ...fields, createdAt: at, updatedAt: at });
        return;
      }
      case 'RewardImageUpdated': {
        const { rewardImageId, ...fields } = event.data;
        const before = await images.get(rewardImageId);
        await images.upsert({
          id: rewardImageId,
          ...fields,
          createdAt: before?.createdAt ?? at,
          updatedAt: at,
        });
        return;
      }
      case 'RewardImageDeleted':
        await images.delete(event.data.rewardImageId);
        await views.deleteMany({ rewardImageId: event.data.rewardImageId });
        return;
      case 'RewardViewed': {
        const { userId, rewardImageId } = event.data;
        // A view of an image deleted in the meantime names nothing.
        if (!(await images.get(rewardImageId))) return;
        await views.upsert({ id: `${userId}:${rewardImageId}`, userId, rewardImageId, viewedAt: at });
        return;
      }
      case 'UserDeleted':
        await views.deleteMany({ userId: event.data.userId });
        return;
    }
  },
};
