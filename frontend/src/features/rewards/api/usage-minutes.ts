import type { UsageMinutes } from '@et/contracts/usage';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { rewardKeys } from './keys';

export const usageMinutesQuery = () =>
  queryOptions({ queryKey: rewardKeys.usage, queryFn: () => api.get<UsageMinutes>('/api/usage-minutes') });

/** GET /api/usage-minutes: one query for all token cards; TOKEN_* over /ws make it stale. */
export function useUsageMinutes() {
  return useQuery(usageMinutesQuery());
}
