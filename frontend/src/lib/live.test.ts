import type { LiveMessage } from '@et/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { liveRules } from '../app/live-registry';
import { applyLiveMessage } from './live';

const keys = [
  ['energy-tokens'],
  ['admin-stats'],
  ['codes', { status: 'all', page: 1 }],
  ['frequencies'],
  ['users', { search: '', page: 1 }],
  ['user'],
  ['audit', { page: 1 }],
  ['website-settings'],
];

/** Which cached queries a message makes stale, with the features' registered rules. */
function staleAfter(message: LiveMessage): string[] {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } },
  });
  for (const key of keys) queryClient.setQueryData(key, []);
  applyLiveMessage(queryClient, liveRules, message);
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => String(query.queryKey[0]))
    .sort();
}

describe('applyLiveMessage', () => {
  it.each(['TOKEN_CREATED', 'TOKEN_CHANGED', 'TOKEN_DELETED'] as const)(
    '%s refreshes tokens, codes and stats',
    (type) => {
      expect(staleAfter({ type, tokenId: 1 })).toEqual(['admin-stats', 'codes', 'energy-tokens']);
    },
  );
  it.each(['CODE_CREATED', 'CODE_DELETED', 'CODE_REDEEMED'] as const)(
    '%s refreshes codes and stats',
    (type) => {
      expect(staleAfter({ type })).toEqual(['admin-stats', 'codes']);
    },
  );
  it('FREQUENCIES_CHANGED refreshes frequencies and the tokens that show them', () => {
    expect(staleAfter({ type: 'FREQUENCIES_CHANGED' })).toEqual(['energy-tokens', 'frequencies']);
  });
  it('USERS_CHANGED refreshes the user list and the stats', () => {
    expect(staleAfter({ type: 'USERS_CHANGED' })).toEqual(['admin-stats', 'users']);
  });
  it.each([
    ['USER_CHANGED', 'user'],
    ['AUDIT_CHANGED', 'audit'],
    ['SETTINGS_CHANGED', 'website-settings'],
  ] as const)('%s refreshes %s only', (type, key) => {
    expect(staleAfter({ type })).toEqual([key]);
  });
  it('logs smtp_status without touching any query', () => {
    const message = { type: 'smtp_status', stage: 'connected', message: 'ok', timestamp: '' } as const;
    expect(staleAfter(message)).toEqual([]);
  });
});
