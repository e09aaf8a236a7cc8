/** Messages the query service pushes over `/ws`. The client invalidates the matching queries. */
export type LiveMessage =
  | { type: 'USER_CHANGED' }
  | { type: 'USERS_CHANGED' }
  | { type: 'AUDIT_CHANGED' }
  | { type: 'SESSION_ENDED' }
  | { type: 'SETTINGS_CHANGED' }
  | {
      type: 'smtp_status';
      stage: 'connecting' | 'connected' | 'authenticating' | 'authenticated' | 'error';
      message: string;
      timestamp: string;
    };
