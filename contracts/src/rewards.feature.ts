import type { DomainEvent } from './events';
import { defineFeature, type LiveRule } from './feature';
import {
  type RewardImageEvent,
  type RewardSessionMinuteCounted,
  type RewardViewed,
  rewardModels,
  rewardStreams,
} from './rewards';
import { rewardsTexts } from './rewards-texts';

/** The `/ws` messages this feature's events send. */
export type RewardsLiveMessage = { type: 'REWARDS_CHANGED' };

type RewardImageIdAllocated = DomainEvent<'RewardImageIdAllocated', Record<string, never>>;

const imageFields = ['rewardImageId', 'title', 'unlockTimeMinutes', 'category', 'active'] as const;
const imagesChanged: ReadonlyArray<LiveRule<unknown, RewardsLiveMessage>> = [
  { to: 'everyone', message: { type: 'REWARDS_CHANGED' } },
];

/**
 * Reward images (admin content) and what a person did with them: the rewards they saw and the
 * session minutes the server counted. Both are the person's own streams, erased with the account.
 */
export const rewardsFeature = defineFeature<
  RewardImageEvent | RewardViewed | RewardSessionMinuteCounted | RewardImageIdAllocated,
  RewardsLiveMessage
>({
  name: 'rewards',
  texts: rewardsTexts,
  events: {
    RewardImageCreated: { audit: [...imageFields], live: imagesChanged },
    RewardImageUpdated: { audit: [...imageFields], live: imagesChanged },
    RewardImageDeleted: { audit: ['rewardImageId'], live: imagesChanged },
    RewardImageIdAllocated: { audit: false },
    RewardViewed: { audit: ['rewardImageId'] },
    // Four a minute while someone uses the app: bookkeeping, not a trail entry.
    RewardSessionMinuteCounted: { audit: false },
  },
  auditRefs: { rewardImageId: 'rewardImage' },
  personalData: {
    streams: (userId) => [rewardStreams.views(userId), rewardStreams.session(userId)],
    readModels: [{ readModel: rewardModels.userRewardViews, field: 'userId', erased: 'deleted' }],
  },
});
