import type { features } from './features';

/** Messages no feature's events send: the audit trail changed, a session ended. */
type CoreLiveMessage = { type: 'AUDIT_CHANGED' } | { type: 'SESSION_ENDED' };

type MessagesOf<Feature> = Feature extends { readonly messages?: infer Message }
  ? Exclude<Message, undefined>
  : never;

/**
 * Messages the query service pushes over `/ws`; the client invalidates the matching queries. Each
 * feature declares the messages its events send (`messages` in its declaration); this is their union.
 */
export type LiveMessage = CoreLiveMessage | MessagesOf<(typeof features)[number]>;

/** Close codes of `/ws` the client acts on (application codes, 4000-4999). */
export const LIVE_CLOSE = {
  /** No session, or it ended: ask who we are now. */
  sessionEnded: 4001,
  /** The session opened more sockets than it may hold: its oldest is closed; a newer one holds on. */
  tooManyConnections: 4008,
} as const;
