import type { LiveMessage } from '@et/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';

type SmtpStatus = Extract<LiveMessage, { type: 'smtp_status' }>;

// The SMTP connection log of the admin settings card, fed by /ws.
let smtpLog: SmtpStatus[] = [];
const smtpListeners = new Set<() => void>();

export function useSmtpLog(): SmtpStatus[] {
  return useSyncExternalStore(
    (listener) => {
      smtpListeners.add(listener);
      return () => smtpListeners.delete(listener);
    },
    () => smtpLog,
  );
}

export function clearSmtpLog(): void {
  smtpLog = [];
  for (const listener of smtpListeners) listener();
}

/** Which queries a live message makes stale. */
function apply(queryClient: QueryClient, message: LiveMessage): void {
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
      void queryClient.invalidateQueries({ queryKey: ['user'] });
      return;
    case 'SETTINGS_CHANGED':
      void queryClient.invalidateQueries({ queryKey: ['website-settings'] });
      return;
    case 'smtp_status':
      smtpLog = [...smtpLog.slice(-49), message];
      for (const listener of smtpListeners) listener();
      return;
  }
}

/**
 * Keeps a `/ws` connection while someone is logged in; reconnects with backoff and then
 * refreshes everything, since messages may have been missed meanwhile.
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
        if (attempt > 0) void queryClient.invalidateQueries();
        attempt = 0;
      };
      socket.onmessage = (event) => {
        try {
          apply(queryClient, JSON.parse(String(event.data)) as LiveMessage);
        } catch {
          // ignore malformed messages
        }
      };
      socket.onclose = (event) => {
        if (stopped) return;
        if (event.code === 4001) {
          // The session ended (logout elsewhere, blocked, deleted): ask who we are now.
          void queryClient.invalidateQueries({ queryKey: ['user'] });
          return;
        }
        attempt++;
        timer = setTimeout(connect, Math.min(30_000, 500 * 2 ** attempt));
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
