import type { LiveMessage } from '@et/contracts';
import { LIVE_CLOSE } from '@et/contracts/ws';
import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { sessionKeys } from './session-keys';

export type SmtpStatus = Extract<LiveMessage, { type: 'smtp_status' }> & { seq: number };

// The live connection log of the SMTP settings card, fed by `smtp_status` messages.
let smtpLog: SmtpStatus[] = [];
let smtpSeq = 0;
const smtpListeners = new Set<() => void>();

function subscribeSmtpLog(listener: () => void) {
  smtpListeners.add(listener);
  return () => {
    smtpListeners.delete(listener);
  };
}

export function useSmtpLog(): SmtpStatus[] {
  return useSyncExternalStore(subscribeSmtpLog, () => smtpLog);
}

export function clearSmtpLog(): void {
  smtpLog = [];
  for (const listener of smtpListeners) listener();
}

/**
 * What each `/ws` message makes stale, declared by the features beside their query keys
 * (`features/<feature>/api/keys.ts`) and collected in `app/live-registry.ts`. SESSION_ENDED and
 * smtp_status are handled here.
 */
export type LiveRules = Partial<
  Record<Exclude<LiveMessage['type'], 'SESSION_ENDED' | 'smtp_status'>, readonly QueryKey[]>
>;

/** What a live message does to the cache. Exported for tests. */
export function applyLiveMessage(
  queryClient: QueryClient,
  rules: readonly LiveRules[],
  message: LiveMessage,
): void {
  if (message.type === 'smtp_status') {
    smtpLog = [...smtpLog.slice(-49), { ...message, seq: ++smtpSeq }];
    for (const listener of smtpListeners) listener();
    return;
  }
  if (message.type === 'SESSION_ENDED') {
    // Asks who we are now: 401 gives no user, and the route guards send us to /auth.
    void queryClient.refetchQueries({ queryKey: sessionKeys.user });
    return;
  }
  for (const rule of rules) {
    for (const queryKey of rule[message.type] ?? []) void queryClient.invalidateQueries({ queryKey });
  }
}

/** Backoff for the n-th reconnect: 1 s, 2 s, 4 s … up to 30 s, with some jitter. */
export function reconnectDelay(attempt: number): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

/** What a live connection tells the page. */
export interface LiveConnectionHandlers {
  onMessage(message: LiveMessage): void;
  /** Open again after a close: messages may have been missed meanwhile. */
  onReconnected(): void;
  /** Closed for want of a session: resolves whether the session still holds (then try again). */
  onSessionEnded(): Promise<boolean>;
}

/** Calls `listener` whenever the page is shown or focused again; returns the unsubscribe. */
export type WhenShown = (listener: () => void) => () => void;

const whenPageShown: WhenShown = (listener) => {
  const onVisibility = () => {
    if (document.visibilityState === 'visible') listener();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('focus', listener);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('focus', listener);
  };
};

/**
 * Keeps a connection to `url` (`/ws`); reconnects with backoff after a drop. Closed because a
 * newer socket of the same session took its place (another tab: LIVE_CLOSE.tooManyConnections),
 * it waits until this page is shown or focused again: reconnecting at once would close that tab's
 * socket in turn. Returns the function that ends the connection.
 */
export function keepLiveConnection(
  url: string,
  handlers: LiveConnectionHandlers,
  whenShown: WhenShown = whenPageShown,
): () => void {
  let socket: WebSocket | undefined;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let unsubscribeShown: (() => void) | undefined;
  const connect = () => {
    socket = new WebSocket(url);
    socket.onopen = () => {
      if (attempt > 0) handlers.onReconnected();
      attempt = 0;
    };
    socket.onmessage = (event) => {
      try {
        handlers.onMessage(JSON.parse(String(event.data)) as LiveMessage);
      } catch {
        // Ignore what we cannot read; the next message or reconnect catches us up.
      }
    };
    socket.onclose = (event) => {
      if (stopped) return;
      attempt++;
      if (event.code === LIVE_CLOSE.tooManyConnections) {
        unsubscribeShown = whenShown(() => {
          unsubscribeShown?.();
          unsubscribeShown = undefined;
          if (!stopped) connect();
        });
        return;
      }
      if (event.code === LIVE_CLOSE.sessionEnded) {
        // Without a user the guards send us to /auth and the connection ends; if the session is
        // still good, try again later.
        void handlers.onSessionEnded().then((holds) => {
          if (!stopped && holds) timer = setTimeout(connect, reconnectDelay(attempt));
        });
        return;
      }
      timer = setTimeout(connect, reconnectDelay(attempt));
    };
  };
  connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    unsubscribeShown?.();
    socket?.close();
  };
}

/**
 * Keeps a `/ws` connection while someone is logged in (a new one per user); after a reconnect it
 * refreshes every active query, since messages may have been missed.
 */
export function useLiveUpdates(userId: number | undefined, rules: readonly LiveRules[]): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (userId === undefined) return;
    const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
    return keepLiveConnection(`${protocol}//${window.location.host}/ws`, {
      onMessage: (message) => applyLiveMessage(queryClient, rules, message),
      onReconnected: () => void queryClient.invalidateQueries({ refetchType: 'active' }),
      onSessionEnded: async () => {
        // Asks who we are now.
        await queryClient.refetchQueries({ queryKey: sessionKeys.user });
        return queryClient.getQueryData<{ id: number } | null>(sessionKeys.user)?.id === userId;
      },
    });
  }, [userId, rules, queryClient]);
}
