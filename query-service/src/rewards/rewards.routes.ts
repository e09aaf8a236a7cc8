import {
  type RewardImage,
  type RewardSession,
  rewardModels,
  tokenMinutes,
  totalMinutes,
  type UsageMinutes,
  usageModels,
  userRewardsQuery,
} from '@et/contracts';
import type { ScopedRoutes } from '@et/platform';
import type { QueryContext } from '../context';

/** Rewards in the order they unlock (ties by id): the first is the one the dialog shows. */
const unlockOrder = { unlockTimeMinutes: 1, id: 1 } as const;

/** The active rewards a person has not seen yet, in unlock order. */
async function unseenRewards(ctx: QueryContext, userId: number): Promise<RewardImage[]> {
  const [images, views] = await Promise.all([
    ctx.readModels.collection(rewardModels.rewardImages).find({ active: true }, { sort: unlockOrder }),
    ctx.readModels.collection(rewardModels.userRewardViews).find({ userId }),
  ]);
  const seen = new Set(views.map((view) => view.rewardImageId));
  return images.filter((image) => !seen.has(image.id));
}

const sessionMinutes = async (ctx: QueryContext, userId: number) =>
  (await ctx.readModels.collection(usageModels.rewardSessions).get(userId))?.minutes ?? 0;

export const rewardQueryRoutes: ScopedRoutes<QueryContext> = {
  user(app, ctx) {
    // Spec 7: the rewards for `minutes` session minutes. The minutes the server counted count too
    // (design.md 9 and 13): on a new device, whose own count starts at 0, the rewards are still there.
    app.get(
      '/api/user-rewards',
      { schema: { querystring: userRewardsQuery } },
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

    app.get('/api/reward-session', async (request): Promise<RewardSession> => {
      const userId = request.auth.user.id;
      const [unseen, minutes] = await Promise.all([unseenRewards(ctx, userId), sessionMinutes(ctx, userId)]);
      return { minutes, nextUnlockMinutes: unseen[0]?.unlockTimeMinutes ?? null };
    });

    app.get('/api/usage-minutes', async (request): Promise<UsageMinutes> => {
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
      (): Promise<RewardImage[]> =>
        ctx.readModels.collection(rewardModels.rewardImages).find({}, { sort: unlockOrder }),
    );
  },
};

/** Minutes all tokens have been active, up to now: for the admin stats. */
export async function allUsageMinutes(ctx: QueryContext): Promise<number> {
  const totals = await ctx.readModels.collection(usageModels.usageTotals).get('tokens');
  return totals ? totalMinutes(totals, Date.now()) : 0;
}
