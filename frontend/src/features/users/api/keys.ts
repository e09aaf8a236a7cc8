import type { LiveRules } from '../../../lib/live';
import type { UsersFilter } from './users';

export const usersKeys = {
  all: ['users'] as const,
  page: (filter: UsersFilter) => [...usersKeys.all, filter] as const,
};

export const usersLive: LiveRules = {
  USERS_CHANGED: [usersKeys.all],
};
