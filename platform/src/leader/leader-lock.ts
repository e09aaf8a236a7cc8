import pg from 'pg';
import { backoffDelay, Pause } from '../retry';
import { type ConnectionLog, describeError } from '../sql/postgres-listener';
import type { LeaderElection, Leadership } from './leader-election';

export interface LeaderLockOptions {
  /** The advisory lock's key (a positive 32-bit number): one per kind of leader. */
  key: number;
  /** How often a waiting process tries to take the lock. */
  pollMs?: number;
  /** How often the holder proves that its connection, and so the lock, is still there. */
  heartbeatMs?: number;
  /** Time limit of connecting and of each statement. */
  timeoutMs?: number;
  log: ConnectionLog;
}

/**
 * A PostgreSQL session-level advisory lock on a connection of its own, so that of several
 * processes exactly one works and the others stand by. The server frees the lock when the
 * holder's session ends (a killed process closes its socket at once), so a standby polling
 * every second takes over within about a second. The holder treats any doubt about its
 * connection as losing the lock: a failed heartbeat stops it before the server would give the
 * lock to anyone else (the session's keepalives end a vanished holder's session after ~8 s).
 */
export class LeaderLock implements LeaderElection {
  private readonly pause = new Pause();
  private closed = false;
  private current: Leadership | undefined;

  constructor(
    private readonly connectionString: string,
    private readonly options: LeaderLockOptions,
  ) {
    if (!Number.isInteger(options.key) || options.key <= 0 || options.key > 2 ** 31 - 1)
      throw new Error('The lock key must be a positive 32-bit integer');
  }

  /**
   * Waits until this process holds the lock; null when closed meanwhile. `onStandingBy` is
   * called when the first try finds another holder.
   */
  async acquire(onStandingBy?: () => void): Promise<Leadership | null> {
    for (let failures = 0; !this.closed; ) {
      let client: pg.Client | undefined;
      let won = false;
      try {
        client = await this.connect();
        for (let waited = false; !this.closed; waited = true) {
          const { rows } = await client.query<{ held: boolean }>('SELECT pg_try_advisory_lock($1) AS held', [
            this.options.key,
          ]);
          if (rows[0]?.held && !this.closed) {
            won = true;
            this.current = this.hold(client);
            return this.current;
          }
          if (!waited) {
            this.options.log.info('another process holds the lock; standing by');
            onStandingBy?.();
          }
          failures = 0;
          await this.pause.wait(this.options.pollMs ?? 1000);
        }
      } catch (error) {
        failures++;
        if (failures === 1)
          this.options.log.warn(`leader lock: no database connection (${describeError(error)}); retrying`);
        await this.pause.wait(backoffDelay(failures, 250, 5000));
      } finally {
        if (client && !won) await endQuietly(client);
      }
    }
    return null;
  }

  /** Stops waiting and gives up the lock if held. */
  async close(): Promise<void> {
    this.closed = true;
    this.pause.interrupt();
    await this.current?.release();
  }

  private async connect(): Promise<pg.Client> {
    const timeoutMs = this.options.timeoutMs ?? 2000;
    const client = new pg.Client({
      connectionString: this.connectionString,
      connectionTimeoutMillis: timeoutMs,
      query_timeout: timeoutMs,
      statement_timeout: timeoutMs,
      keepAlive: true,
      application_name: `leader-lock-${this.options.key}`,
    });
    // Until a Leadership listens, a lost connection shows up as the next query failing.
    client.on('error', () => {});
    await client.connect();
    // The server notices a holder that vanished without closing its socket (network gone)
    // after 5 s idle + 3 probes; on a Unix socket these settings are ignored.
    await client.query(
      'SET tcp_keepalives_idle = 5; SET tcp_keepalives_interval = 1; SET tcp_keepalives_count = 3',
    );
    return client;
  }

  private hold(client: pg.Client): Leadership {
    let resolveLost!: () => void;
    const lost = new Promise<void>((resolve) => {
      resolveLost = resolve;
    });
    let over = false;
    const key = this.options.key;
    const lose = (reason: string) => {
      if (over) return;
      over = true;
      clearInterval(heartbeat);
      if (this.current === leadership) this.current = undefined;
      if (reason) this.options.log.warn(`leader lock lost (${reason})`);
      resolveLost();
      void endQuietly(client);
    };
    client.on('error', (error) => lose(describeError(error)));
    client.on('end', () => lose('connection ended'));
    const heartbeat = setInterval(() => {
      client
        .query<{ held: boolean }>(
          `SELECT EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND pid = pg_backend_pid()
             AND granted AND classid = 0 AND objid = $1::int::oid AND objsubid = 1) AS held`,
          [key],
        )
        .then(
          ({ rows }) => {
            if (!rows[0]?.held) lose('the session no longer holds it');
          },
          (error) => lose(describeError(error)),
        );
    }, this.options.heartbeatMs ?? 1000);
    heartbeat.unref();
    const leadership: Leadership = {
      lost,
      release: async () => {
        if (over) return;
        clearInterval(heartbeat);
        await client.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => {});
        lose('');
      },
    };
    return leadership;
  }
}

async function endQuietly(client: pg.Client): Promise<void> {
  await client.end().catch(() => {});
}
