import type { LiveRules } from '../../../lib/live';

export const rewardKeys = {
  /** The admin's list of reward images. */
  images: ['reward-images'] as const,
  /** The session minutes the server counted, and where the next reward unlocks. */
  session: ['reward-session'] as const,
  /** The owner's usage minutes per token. */
  usage: ['usage-minutes'] as const,
};

/** A token switched, appeared or went: its minutes change; the images changed: the next reward may too. */
export const rewardsLive: LiveRules = {
  REWARDS_CHANGED: [rewardKeys.images, rewardKeys.session],
  TOKEN_CREATED: [rewardKeys.usage],
  TOKEN_CHANGED: [rewardKeys.usage],
  TOKEN_DELETED: [rewardKeys.usage],
};
