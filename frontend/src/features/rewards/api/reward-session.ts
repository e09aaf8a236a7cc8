import type { RewardImage, RewardMinuteAnswer, RewardSession } from '@et/contracts/rewards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { rewardKeys } from './keys';

/** POST /api/reward-session/minute: one more session minute, if the server's clock allows it. */
export const reportSessionMinute = () => api.post<RewardMinuteAnswer>('/api/reward-session/minute');

/** GET /api/user-rewards?minutes=n: the rewards available for n session minutes, not seen yet. */
export const getAvailableRewards = (minutes: number) =>
  api.get<RewardImage[]>(`/api/user-rewards?minutes=${minutes}`);

/** POST /api/user-rewards/{id}/viewed. */
export const markRewardViewed = (id: number) => api.post(`/api/user-rewards/${id}/viewed`);

export const rewardSessionQuery = () =>
  queryOptions({
    queryKey: rewardKeys.session,
    queryFn: () => api.get<RewardSession>('/api/reward-session'),
  });

/** The minutes counted so far and the next unlock; the session timer keeps the minutes current. */
export function useRewardSession() {
  return useQuery(rewardSessionQuery());
}
