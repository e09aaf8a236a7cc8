import { type RewardImage, rewardModels, totalMinutes, usageModels } from '@et/contracts';
import type { QueryContext } from '../context';

/** Rewards in the order they unlock (ties by id): the first is the one the dialog shows. */
export const unlockOrder = { unlockTimeMinutes: 1, id: 1 } as const;

/** The active rewards a person has not seen yet, in unlock order. */
export async function unseenRewards(ctx: QueryContext, userId: number): Promise<RewardImage[]> {
  const [images, views] = await Promise.all([
    ctx.readModels.collection(rewardModels.rewardImages).find({ active: true }, { sort: unlockOrder }),
    ctx.readModels.collection(rewardModels.userRewardViews).find({ userId }),
  ]);
  const seen = new Set(views.map((view) => view.rewardImageId));
  return images.filter((image) => !seen.has(image.id));
}

/** The session minutes the server counted for a person. */
export const sessionMinutes = async (ctx: QueryContext, userId: number) =>
  (await ctx.readModels.collection(usageModels.rewardSessions).get(userId))?.minutes ?? 0;

/** Minutes all tokens have been active, up to now: for the admin stats. */
export async function allUsageMinutes(ctx: QueryContext): Promise<number> {
  const totals = await ctx.readModels.collection(usageModels.usageTotals).get('tokens');
  return totals ? totalMinutes(totals, Date.now()) : 0;
}
