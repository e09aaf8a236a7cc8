import type { ConnectionChange, SqlClient } from '../sql/sql-client';

/** Topics and their payloads on the notification bus between services. */
export interface BusTopics {
  /** Every live projection has passed `position` ("tx.pos"). */
  projection_progress: { position: string };
  /** A rebuilt read model generation went live; collection names changed. */
  read_models_switched: Record<string, never>;
  /** Progress of an SMTP check, for the admin's live connection log. */
  smtp_status: {
    stage: 'connecting' | 'connected' | 'authenticating' | 'authenticated' | 'error';
    message: string;
    timestamp: string;
  };
}

export type Topic = keyof BusTopics;

/**
 * A bus message a write can carry: a store on the bus's own database sends it in the write's
 * statement, delivered when that commits (one round trip fewer than a write and a publish).
 */
export interface BusNotice {
  /** The database whose listeners hear it. */
  readonly database: SqlClient;
  channel: string;
  payload: string;
}

/**
 * Fire-and-forget notifications across processes (PostgreSQL LISTEN/NOTIFY; PGlite delivers
 * them in-process). Receivers must treat a message as a hint and re-read state.
 */
export interface Bus {
  publish<T extends Topic>(topic: T, payload: BusTopics[T]): Promise<void>;
  subscribe<T extends Topic>(
    topic: T,
    handler: (payload: BusTopics[T]) => void,
  ): Promise<() => Promise<void>>;
  /**
   * 'lost' when this process stopped hearing the bus (the database went away), 'resumed' when it
   * hears it again. Messages sent in between are gone: re-read state on 'resumed'.
   */
  onConnectionChange(watcher: (change: ConnectionChange) => void): () => void;
  /** The message as a write can carry it, where the bus is a database's (`BusNotice`). */
  notice?<T extends Topic>(topic: T, payload: BusTopics[T]): BusNotice;
}

export function sqlBus(sql: SqlClient): Bus {
  return {
    publish: (topic, payload) => sql.notify(topic, JSON.stringify(payload)),
    subscribe: (topic, handler) =>
      sql.listen(topic, (raw) => {
        try {
          handler(JSON.parse(raw));
        } catch {
          // A malformed notification is ignored: receivers re-read state anyway.
        }
      }),
    onConnectionChange: (watcher) => sql.onConnectionChange(watcher),
    notice: (topic, payload) => ({ database: sql, channel: topic, payload: JSON.stringify(payload) }),
  };
}
