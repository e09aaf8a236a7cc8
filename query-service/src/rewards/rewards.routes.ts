import {
  type RewardImage,
  type RewardSession,
  rewardImagesAnswer,
  rewardModels,
  rewardSessionSchema,
  tokenMinutes,
  type UsageMinutes,
  usageMinutesSchema,
  usageModels,
  userRewardsQuery,
} from '@et/contracts';
import type { ScopedRoutes } from '@et/platform';
import type { QueryContext } from '../context';
import { sessionMinutes, unlockOrder, unseenRewards } from './rewards.service';

export const rewardQueryRoutes: ScopedRoutes<QueryContext> = {
  user(app, ctx) {
    // Spec 7: the rewards for `minutes` session minutes. The minutes the server counted count too
    // (design.md 9 and 13): on a new device, whose own count starts at 0, the rewards are still there.
    app.get(
      '/api/user-rewards',
      { schema: { querystring: userRewardsQuery, response: { 200: rewardImagesAnswer } } },
      async (request): Promise<RewardImage[]> => {
        const userId = request.auth.user.id;
        const [unseen, counted] = await Promise.all([
          unseenRewards(ctx, userId),
          sessionMinutes(ctx, userId),
        ]);
        const minutes = Math.max(request.query.minutes ?? 0, counted);
        return unseen.filter((image) => image.unlockTimeMinutes <= minutes);
      },
    );

    const session = { schema: { response: { 200: rewardSessionSchema } } };
    app.get('/api/reward-session', session, async (request): Promise<RewardSession> => {
      const userId = request.auth.user.id;
      const [unseen, minutes] = await Promise.all([unseenRewards(ctx, userId), sessionMinutes(ctx, userId)]);
      return { minutes, nextUnlockMinutes: unseen[0]?.unlockTimeMinutes ?? null };
    });

    const usage = { schema: { response: { 200: usageMinutesSchema } } };
    app.get('/api/usage-minutes', usage, async (request): Promise<UsageMinutes> => {
      const userId = request.auth.user.id;
      const [usages, minutes] = await Promise.all([
        ctx.readModels.collection(usageModels.tokenUsage).find({ userId }, { sort: { id: 1 } }),
        sessionMinutes(ctx, userId),
      ]);
      const now = Date.now();
      return {
        tokens: usages
          .filter((usage) => !usage.deleted)
          .map((usage) => ({
            tokenId: usage.tokenId,
            minutes: tokenMinutes(usage, now),
            isActive: usage.activeSince !== null,
          })),
        totalMinutes: usages.reduce((sum, usage) => sum + tokenMinutes(usage, now), 0),
        sessionMinutes: minutes,
      };
    });
  },

  admin(app, ctx) {
    app.get(
      '/api/reward-images',
      { schema: { response: { 200: rewardImagesAnswer } } },
      (): Promise<RewardImage[]> =>
        ctx.readModels.collection(rewardModels.rewardImages).find({}, { sort: unlockOrder }),
    );
  },
};
