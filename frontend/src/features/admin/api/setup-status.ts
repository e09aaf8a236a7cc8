import type { SetupStatus } from '@et/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminKeys } from './keys';

export const getSetupStatus = () => api.get<SetupStatus>('/api/admin/setup-status');

/** The first-run checklist and the mail warning; refreshed over /ws (frequencies, settings, codes). */
export const setupStatusQuery = () =>
  queryOptions({ queryKey: adminKeys.setupStatus, queryFn: getSetupStatus });

export function useSetupStatus() {
  return useQuery(setupStatusQuery());
}
