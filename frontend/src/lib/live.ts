import type { LiveMessage } from '@et/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';

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

function invalidate(queryClient: QueryClient, ...keys: string[][]): void {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}

/** What a live message makes stale. Exported for tests. */
export function applyLiveMessage(queryClient: QueryClient, message: LiveMessage): void {
  switch (message.type) {
    case 'USER_CHANGED':
      void queryClient.invalidateQueries({ queryKey: ['user'] });
      return;
    case 'USERS_CHANGED':
      void queryClient.invalidateQueries({ queryKey: ['users'] });
      void queryClient.invalidateQueries({ queryKey: ['admin-stats'] });
      return;
    case 'AUDIT_CHANGED':
      void queryClient.invalidateQueries({ queryKey: ['audit'] });
      return;
    case 'SESSION_ENDED':
      // Asks who we are now: 401 gives no user, and the route guards send us to /auth.
      void queryClient.refetchQueries({ queryKey: ['user'] });
      return;
    case 'SETTINGS_CHANGED':
      void queryClient.invalidateQueries({ queryKey: ['website-settings'] });
      return;
    case 'TOKEN_CREATED':
    case 'TOKEN_CHANGED':
    case 'TOKEN_DELETED':
      invalidate(queryClient, ['energy-tokens'], ['token-activities'], ['admin-stats'], ['codes']);
      return;
    case 'CODE_CREATED':
    case 'CODE_DELETED':
    case 'CODE_REDEEMED':
      invalidate(queryClient, ['codes'], ['admin-stats']);
      return;
    case 'FREQUENCIES_CHANGED':
      invalidate(queryClient, ['frequencies'], ['energy-tokens']);
      return;
    case 'smtp_status':
      smtpLog = [...smtpLog.slice(-49), { ...message, seq: ++smtpSeq }];
      for (const listener of smtpListeners) listener();
      return;
  }
}

/** Backoff for the n-th reconnect: 1 s, 2 s, 4 s … up to 30 s, with some jitter. */
export function reconnectDelay(attempt: number): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

/**
 * Keeps a `/ws` connection while someone is logged in (a new one per user); reconnects with
 * backoff and then refreshes every active query, since messages may have been missed.
 */
export function useLiveUpdates(userId: number | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (userId === undefined) return;
    let socket: WebSocket | undefined;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const connect = () => {
      const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
      socket = new WebSocket(`${protocol}//${window.location.host}/ws`);
      socket.onopen = () => {
        if (attempt > 0) void queryClient.invalidateQueries({ refetchType: 'active' });
        attempt = 0;
      };
      socket.onmessage = (event) => {
        try {
          applyLiveMessage(queryClient, JSON.parse(String(event.data)) as LiveMessage);
        } catch {
          // Ignore what we cannot read; the next message or reconnect catches us up.
        }
      };
      socket.onclose = (event) => {
        if (stopped) return;
        attempt++;
        if (event.code === 4001) {
          // The session ended: ask who we are now. Without a user the guards send us to /auth
          // and this effect ends; if the session is still good, try again later.
          void queryClient.refetchQueries({ queryKey: ['user'] }).then(() => {
            const user = queryClient.getQueryData<{ id: number } | null>(['user']);
            if (!stopped && user?.id === userId) timer = setTimeout(connect, reconnectDelay(attempt));
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
      socket?.close();
    };
  }, [userId, queryClient]);
}
