import type { LiveRules } from '../../../lib/live';
import type { AuditFilter } from './audit';

export const auditKeys = {
  all: ['audit'] as const,
  page: (filter: AuditFilter) => [...auditKeys.all, filter] as const,
  /** The "filter by user" picker's matches (apart from `all`: the trail changes far more often). */
  userSuggestions: ['audit-user-suggestions'] as const,
  userSuggestionsFor: (search: string) => [...auditKeys.userSuggestions, search] as const,
};

export const auditLive: LiveRules = {
  AUDIT_CHANGED: [auditKeys.all],
  USERS_CHANGED: [auditKeys.userSuggestions],
};
