import type { AdminStats } from '@et/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminKeys } from './keys';

export const getAdminStats = () => api.get<AdminStats>('/api/admin/stats');

/** The three stat cards of /admin; refreshed by USERS_CHANGED and CODE_* / TOKEN_* over /ws. */
export const adminStatsQuery = () => queryOptions({ queryKey: adminKeys.stats, queryFn: getAdminStats });

export function useAdminStats() {
  return useQuery(adminStatsQuery());
}
