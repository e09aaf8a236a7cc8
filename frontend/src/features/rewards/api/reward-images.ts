import type { RewardImage, RewardImageBody } from '@et/contracts/rewards';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useRefresh } from '../../../lib/refresh';
import { rewardKeys } from './keys';

/** GET /api/reward-images (admin): every reward image, in unlock order. */
export const getRewardImages = () => api.get<RewardImage[]>('/api/reward-images');

export const rewardImagesQuery = () =>
  queryOptions({ queryKey: rewardKeys.images, queryFn: getRewardImages });

export function useRewardImages() {
  return useQuery(rewardImagesQuery());
}

/** The list, and the hint of the next reward (an image may unlock sooner or later now). */
const useRefreshRewards = () => useRefresh(rewardKeys.images, rewardKeys.session);

/** POST /api/reward-images (admin). */
export function useCreateRewardImage() {
  const refresh = useRefreshRewards();
  return useMutation({
    mutationFn: (body: RewardImageBody) => api.post<RewardImage>('/api/reward-images', body),
    onSuccess: refresh,
  });
}

/** PATCH /api/reward-images/{id} (admin). */
export function useUpdateRewardImage() {
  const refresh = useRefreshRewards();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: RewardImageBody }) =>
      api.patch<RewardImage>(`/api/reward-images/${id}`, body),
    onSuccess: refresh,
  });
}

/** DELETE /api/reward-images/{id} (admin). */
export function useDeleteRewardImage() {
  const refresh = useRefreshRewards();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/reward-images/${id}`),
    onSuccess: refresh,
  });
}
