import type { LiveRules } from '../../../lib/live';
import type { RingRequestsFilter } from './ring-requests';

export const ringRequestKeys = {
  all: ['ring-code-requests'] as const,
  page: (filter: RingRequestsFilter) => [...ringRequestKeys.all, 'page', filter] as const,
  unread: ['ring-code-requests', 'unread-count'] as const,
  freeCodes: (search: string) => [...ringRequestKeys.all, 'free-codes', search] as const,
};

/** Admins: a request arrived, was read, answered or deleted (also on another admin's screen). */
export const ringRequestsLive: LiveRules = {
  RING_REQUESTS_CHANGED: [ringRequestKeys.all],
};
