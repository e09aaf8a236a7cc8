import { once } from 'node:events';
import { WebSocket } from 'ws';
import type { TestApp, TestClient } from './test-app';

/** A message pushed over `/ws`, as the client sees it. */
export interface ReceivedMessage {
  type: string;
  tokenId?: number;
  [key: string]: unknown;
}

/** A `/ws` client that records every message with its arrival time. */
export interface LiveSocket {
  socket: WebSocket;
  messages: ReceivedMessage[];
  /** `performance.now()` at the arrival of each message, by index into `messages`. */
  arrivals: number[];
  /** Resolves once a message of `type` has arrived (at once if one already did), with the wait in ms. */
  waitFor(type: string, timeoutMs?: number): Promise<number>;
  /**
   * The first message from index `since` on (default: the next one to arrive) that matches,
   * and when it arrived (`performance.now()`).
   */
  next(
    match: string | ((message: ReceivedMessage) => boolean),
    options?: { since?: number; timeoutMs?: number },
  ): Promise<{ message: ReceivedMessage; at: number }>;
  /** The close code. */
  closed: Promise<number>;
  /** Resolves when the socket is open. */
  opened: Promise<void>;
}

/** Opens `/ws` with the client's session cookie (none without a client) from `origin`. */
export function connectLive(
  app: TestApp | { url: string },
  client?: Pick<TestClient, 'cookie'>,
  origin = app.url,
  query = '',
): LiveSocket {
  return connectLiveUrl(`${app.url.replace('http', 'ws')}/ws${query}`, client?.cookie ?? '', origin);
}

/** Opens a `/ws` URL with a raw cookie header (empty: none). */
export function connectLiveUrl(url: string, cookie: string, origin: string): LiveSocket {
  const socket = new WebSocket(url, { headers: { origin, ...(cookie ? { cookie } : {}) } });
  const messages: ReceivedMessage[] = [];
  const arrivals: number[] = [];
  const listeners = new Set<() => void>();
  socket.on('message', (data) => {
    messages.push(JSON.parse(String(data)) as ReceivedMessage);
    arrivals.push(performance.now());
    for (const listener of [...listeners]) listener();
  });
  const closed = once(socket, 'close').then(([code]) => code as number);
  const opened = once(socket, 'open').then(() => undefined);
  // A refused socket rejects `opened`; tests that expect that await `closed` instead.
  opened.catch(() => {});

  const next: LiveSocket['next'] = (match, options = {}) => {
    const matches = typeof match === 'string' ? (m: ReceivedMessage) => m.type === match : match;
    const { since = messages.length, timeoutMs = 1000 } = options;
    return new Promise((resolve, reject) => {
      const check = () => {
        for (let i = since; i < messages.length; i++) {
          if (matches(messages[i]!)) {
            listeners.delete(check);
            clearTimeout(timer);
            resolve({ message: messages[i]!, at: arrivals[i]! });
            return;
          }
        }
      };
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(
          new Error(
            `no ${typeof match === 'string' ? match : 'matching message'} within ${timeoutMs} ms; got ${JSON.stringify(messages.slice(since))}`,
          ),
        );
      }, timeoutMs);
      listeners.add(check);
      check();
    });
  };

  return {
    socket,
    messages,
    arrivals,
    closed,
    opened,
    next,
    waitFor: async (type, timeoutMs = 1000) => {
      if (messages.some((m) => m.type === type)) return 0;
      const started = performance.now();
      const { at } = await next(type, { timeoutMs });
      return at - started;
    },
  };
}
