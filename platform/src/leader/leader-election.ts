import type { Config } from '../config';
import type { ConnectionLog } from '../sql/postgres-listener';
import { LeaderLock } from './leader-lock';

/** This process leads until `lost` resolves (or it calls `release`). */
export interface Leadership {
  /** Resolves as soon as the lead may no longer be held: its connection failed or it was released. */
  readonly lost: Promise<void>;
  release(): Promise<void>;
}

/** Of the processes competing for one kind of work, exactly one leads at a time. */
export interface LeaderElection {
  /** Waits until this process leads; null when closed meanwhile. `onStandingBy`: another leads now. */
  acquire(onStandingBy?: () => void): Promise<Leadership | null>;
  close(): Promise<void>;
}

/**
 * The kinds of background work, each led by one process (advisory lock keys; DDL_LOCK is 7_140_001).
 * `projections`: the runner, the mail reactor and the unread-message reminders, in the projections
 * process or the embedded app; `commands`: the resumption of stopped erasures, in the command
 * service or the embedded app.
 */
export const LEADER_LOCKS = { projections: 7_140_002, commands: 7_140_003 } as const;

/**
 * A process alone on its stores (PGlite has one owner; EventStoreDB and MongoDB without a
 * PostgreSQL bus run one process): it leads from the start until it closes.
 */
export class SoleLeader implements LeaderElection {
  private release: (() => void) | undefined;
  private closed = false;

  async acquire(): Promise<Leadership | null> {
    if (this.closed) return null;
    const lost = new Promise<void>((resolve) => {
      this.release = resolve;
    });
    return { lost, release: async () => this.release?.() };
  }

  async close(): Promise<void> {
    this.closed = true;
    this.release?.();
  }
}

/** The election for one kind of work: a PostgreSQL advisory lock where processes share PostgreSQL. */
export function leaderElection(
  config: Pick<Config, 'databaseUrl' | 'databaseTimeoutMs'>,
  key: number,
  log: ConnectionLog,
): LeaderElection {
  if (!config.databaseUrl) return new SoleLeader();
  return new LeaderLock(config.databaseUrl, { key, timeoutMs: config.databaseTimeoutMs, log });
}
