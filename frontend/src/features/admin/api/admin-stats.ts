import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/admin/stats: the three stat cards of /admin. */
export interface AdminStats {
  users: number;
  codes: { total: number; available: number; used: number };
  activeTokens: number;
}

export const getAdminStats = () => api.get<AdminStats>('/api/admin/stats');

/** Refreshed by the USERS_CHANGED live message (and later by code and token messages). */
export const adminStatsQuery = () => queryOptions({ queryKey: ['admin-stats'], queryFn: getAdminStats });

export function useAdminStats() {
  return useQuery(adminStatsQuery());
}
