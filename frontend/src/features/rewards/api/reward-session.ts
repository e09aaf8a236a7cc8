import type { RewardImage, RewardMinuteAnswer, RewardSession } from '@et/contracts/rewards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, apiRequest, READ_TIMEOUT_MS } from '../../../lib/api';
import { rewardKeys } from './keys';

/**
 * POST /api/reward-session/minute: one more session minute, if the server's clock allows it. With a
 * time limit, unlike other writes: the session's next report waits for this answer, and on a weak
 * connection one that never comes would stop the session; a report answered late only counts late.
 */
export const reportSessionMinute = () =>
  apiRequest<RewardMinuteAnswer>('POST', '/api/reward-session/minute', undefined, READ_TIMEOUT_MS);

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
