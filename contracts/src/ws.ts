/** Messages the query service pushes over `/ws`. The client invalidates the matching queries. */
export type LiveMessage =
  | { type: 'USER_CHANGED' }
  | { type: 'USERS_CHANGED' }
  | { type: 'AUDIT_CHANGED' }
  | { type: 'SESSION_ENDED' }
  | { type: 'SETTINGS_CHANGED' }
  /** To admins: the code list and stats changed. */
  | { type: 'CODE_CREATED' | 'CODE_DELETED' | 'CODE_REDEEMED' }
  /** To the owner and admins: a token appeared, changed (name, frequency, active) or went. */
  | { type: 'TOKEN_CREATED' | 'TOKEN_CHANGED' | 'TOKEN_DELETED'; tokenId: number }
  /** To everyone: the frequency list changed. */
  | { type: 'FREQUENCIES_CHANGED' }
  /** To everyone: the ring types changed. */
  | { type: 'RING_TYPE_CHANGED' }
  /** To admins: the ring-code list and stats changed. */
  | { type: 'RING_CODE_CHANGED' }
  /** To the owner and admins: a ring appeared, changed (frequency, active) or went. */
  | { type: 'RING_CHANGED'; ringId: number }
  /** To everyone: the FAQ list changed; to the voter and admins: a vote was cast. */
  | { type: 'FAQS_CHANGED' }
  /** To everyone: the reward images changed (admins' list, where the next reward unlocks). */
  | { type: 'REWARDS_CHANGED' }
  /** To the owner: their diary (entries or consent) changed on another device. */
  | { type: 'DIARY_CHANGED' }
  /** To admins: the ring-code requests (list, unread count, reservations) changed. */
  | { type: 'RING_REQUESTS_CHANGED' }
  /** To the addressee only: their inbox (messages, unread count, mail choice) changed. */
  | { type: 'MESSAGES_CHANGED' }
  | {
      type: 'smtp_status';
      stage: 'connecting' | 'connected' | 'authenticating' | 'authenticated' | 'error';
      message: string;
      timestamp: string;
    };

/** Close codes of `/ws` the client acts on (application codes, 4000-4999). */
export const LIVE_CLOSE = {
  /** No session, or it ended: ask who we are now. */
  sessionEnded: 4001,
  /** The session opened more sockets than it may hold: its oldest is closed; a newer one holds on. */
  tooManyConnections: 4008,
} as const;
