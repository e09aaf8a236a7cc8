import type { LiveRules } from '../../../lib/live';
import type { AuditFilter } from './audit';

export const auditKeys = {
  all: ['audit'] as const,
  page: (filter: AuditFilter) => [...auditKeys.all, filter] as const,
};

export const auditLive: LiveRules = {
  AUDIT_CHANGED: [auditKeys.all],
};
