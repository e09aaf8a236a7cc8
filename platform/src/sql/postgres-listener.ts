import pg from 'pg';
import { backoffDelay, Pause } from '../retry';
import { quoteIdent } from './identifiers';

/** The notification connection went away ('lost') or is back and listening again ('resumed'). */
export type ConnectionChange = 'lost' | 'resumed';

export interface ConnectionLog {
  info(message: string): void;
  warn(message: string): void;
}

/** How often the idle notification connection proves it is alive (a frozen server answers nothing). */
const HEARTBEAT_MS = 5000;

/**
 * LISTEN on one dedicated connection that survives the database going away: on 'error' or 'end'
 * it reconnects with back-off and LISTENs every channel again. Notifications sent meanwhile are
 * lost, so watchers hear 'resumed' and re-read what they track. A heartbeat notices a server
 * that stopped answering without closing the connection.
 */
export class PostgresListener {
  private client: pg.Client | undefined;
  private connecting: Promise<pg.Client> | undefined;
  private reconnecting: Promise<void> | undefined;
  private readonly channels = new Map<string, Set<(payload: string) => void>>();
  private readonly watchers = new Set<(change: ConnectionChange) => void>();
  private readonly pause = new Pause();
  private heartbeat: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly log: ConnectionLog,
    private readonly heartbeatMs = HEARTBEAT_MS,
  ) {}

  async listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
    const statement = `LISTEN ${quoteIdent(channel)}`;
    const fresh = !this.channels.has(channel);
    const handlers = this.channels.get(channel) ?? new Set();
    handlers.add(onNotify);
    this.channels.set(channel, handlers);
    // While reconnecting, the new connection LISTENs to every known channel itself.
    if (fresh && !this.reconnecting) {
      try {
        const client = await this.connected();
        await client.query(statement);
      } catch (error) {
        handlers.delete(onNotify);
        if (handlers.size === 0) this.channels.delete(channel);
        throw error;
      }
    }
    return async () => {
      handlers.delete(onNotify);
    };
  }

  onConnectionChange(watcher: (change: ConnectionChange) => void): () => void {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.pause.interrupt();
    clearInterval(this.heartbeat);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
    await this.reconnecting;
  }

  private connected(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client(this.config);
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    client.on('notification', ({ channel, payload }) => {
      for (const handler of this.channels.get(channel) ?? []) {
        try {
          handler(payload ?? '');
        } catch {
          // One failing handler must not stop the others or the connection.
        }
      }
    });
    try {
      await client.connect();
      for (const channel of this.channels.keys()) await client.query(`LISTEN ${quoteIdent(channel)}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      throw new Error('the listener was closed');
    }
    this.client = client;
    clearInterval(this.heartbeat);
    this.heartbeat = setInterval(() => {
      client.query('SELECT 1').catch((error) => this.lost(client, error));
    }, this.heartbeatMs);
    this.heartbeat.unref();
    return client;
  }

  private lost(client: pg.Client, error: unknown): void {
    if (client !== this.client || this.closed) return;
    this.client = undefined;
    clearInterval(this.heartbeat);
    // With a query still waiting (a frozen server), end() drops the socket instead of waiting.
    client.end().catch(() => {});
    this.log.warn(`lost the database notification connection (${describeError(error)}); reconnecting`);
    this.emit('lost');
    this.reconnecting = this.reconnect().finally(() => {
      this.reconnecting = undefined;
    });
  }

  private async reconnect(): Promise<void> {
    const since = Date.now();
    for (let attempt = 1; !this.closed; attempt++) {
      await this.pause.wait(backoffDelay(attempt, 100, 2000));
      if (this.closed) return;
      try {
        await this.connect();
      } catch {
        continue;
      }
      this.log.info(`database notifications back after ${((Date.now() - since) / 1000).toFixed(1)} s`);
      this.emit('resumed');
      return;
    }
  }

  private emit(change: ConnectionChange): void {
    for (const watcher of this.watchers) {
      try {
        watcher(change);
      } catch {
        // A watcher's failure is its own; the others still hear it.
      }
    }
  }
}

/** A short description for logs: the error code and message, never a stack. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  const message =
    error.message || (error instanceof AggregateError ? error.errors.map(describeError).join('; ') : '');
  return typeof code === 'string' && !message.includes(code) ? `${code} ${message}`.trim() : message;
}
