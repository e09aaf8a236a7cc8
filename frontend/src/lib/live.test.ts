import type { LiveMessage } from '@et/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyLiveMessage } from './live';

const keys = [
  ['energy-tokens'],
  ['token-activities'],
  ['admin-stats'],
  ['codes', { status: 'all', page: 1 }],
  ['frequencies'],
  ['users'],
  ['user'],
];

/** Which cached queries a message makes stale. */
function staleAfter(message: LiveMessage): string[] {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } },
  });
  for (const key of keys) queryClient.setQueryData(key, []);
  applyLiveMessage(queryClient, message);
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
      expect(staleAfter({ type, tokenId: 1 })).toEqual([
        'admin-stats',
        'codes',
        'energy-tokens',
        'token-activities',
      ]);
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
});
