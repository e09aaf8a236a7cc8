import { once } from 'node:events';
import type { LiveMessage } from '@et/contracts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { liveRules } from '../app/live-registry';
import { applyLiveMessage, keepLiveConnection } from './live';
import { keysAfter } from './refresh';

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

describe('keysAfter (useRefreshAfter)', () => {
  // A change this page made refreshes what the other features show of it, by their live rules:
  // no feature names another's query keys.
  const roots = (...changes: Parameters<typeof keysAfter>[1]) =>
    [...new Set(keysAfter(liveRules, changes).map((key) => String(key[0])))].sort();
  it('a new code: the codes, the stat cards, the setup checklist and the audit trail', () => {
    expect(roots('CODE_CREATED', 'AUDIT_CHANGED')).toEqual([
      'admin-setup-status',
      'admin-stats',
      'audit',
      'codes',
    ]);
  });
  it('a deleted account: its lists, its tokens (and their open handovers) and what counts them', () => {
    expect(roots('USERS_CHANGED', 'AUDIT_CHANGED', 'TOKEN_DELETED')).toEqual([
      'admin-stats',
      'audit',
      'audit-user-suggestions',
      'codes',
      'diary',
      'energy-tokens',
      'handovers',
      'message-recipients',
      'usage-minutes',
      'users',
    ]);
  });
  it('a ring code: the ring codes, the stat cards and the trail', () => {
    expect(roots('RING_CODE_CHANGED', 'AUDIT_CHANGED')).toEqual(['admin-stats', 'audit', 'ring-codes']);
  });
  it('an accepted handover: the tokens, their minutes and what counts them, the rings, the inbox', () => {
    expect(roots('TOKEN_CREATED', 'RING_CHANGED', 'MESSAGES_CHANGED')).toEqual([
      'admin-stats',
      'codes',
      'diary',
      'dimension-rings',
      'energy-tokens',
      'handovers',
      'messages',
      'ring-codes',
      'usage-minutes',
    ]);
  });
  it('a ring-code request: the requests and the trail', () => {
    expect(roots('RING_REQUESTS_CHANGED', 'AUDIT_CHANGED')).toEqual(['audit', 'ring-code-requests']);
  });
});

describe('keepLiveConnection', () => {
  let server: WebSocketServer | undefined;
  let stop: (() => void) | undefined;
  afterEach(async () => {
    stop?.();
    await new Promise((resolve) => server?.close(resolve));
  });

  /** A `/ws` stand-in that closes every connection at once with `code`; counts the connections. */
  async function closingWith(code: number) {
    server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await once(server, 'listening');
    const seen = { connections: 0 };
    server.on('connection', (socket) => {
      seen.connections++;
      socket.close(code, 'closed by the test');
    });
    const { port } = server.address() as { port: number };
    return { url: `ws://127.0.0.1:${port}/ws`, seen };
  }

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const handlers = (reconnected: () => void = () => {}) => ({
    onMessage: () => {},
    onReconnected: reconnected,
    onSessionEnded: async () => true,
  });

  it('reconnects after a drop', async () => {
    const { url, seen } = await closingWith(1011);
    stop = keepLiveConnection(url, handlers(), () => () => {});
    await sleep(2500);
    expect(seen.connections).toBeGreaterThanOrEqual(2);
  });

  it('displaced by a newer tab of its session (4008), waits until the page is shown again', async () => {
    const { url, seen } = await closingWith(4008);
    const shown = new Set<() => void>();
    let reconnected = 0;
    stop = keepLiveConnection(
      url,
      handlers(() => reconnected++),
      (listener) => {
        shown.add(listener);
        return () => shown.delete(listener);
      },
    );
    await sleep(2500);
    expect(seen.connections).toBe(1);
    expect(shown.size).toBe(1);
    for (const listener of [...shown]) listener();
    await sleep(300);
    expect(seen.connections).toBe(2);
    expect(reconnected).toBe(1);
    // Displaced again: it waits once more, for one show.
    await sleep(2000);
    expect(seen.connections).toBe(2);
    expect(shown.size).toBe(1);
  });
});
