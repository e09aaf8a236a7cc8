import pg from 'pg';
import { backoffDelay } from '../retry';
import { DatabaseUnavailableError, isStoreUnavailable } from '../store-unavailable';
import { type ConnectionLog, describeError } from './postgres-listener';

/** Where a connection string points, for log lines: `host:port`, never the password. */
export function databaseAddress(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    return `${url.hostname || 'localhost'}:${url.port || '5432'}`;
  } catch {
    return 'DATABASE_URL';
  }
}

/**
 * Returns once the database answers. While it cannot be reached (down, starting up, frozen) it
 * retries with back-off for up to `waitMs`, saying so in the log, then throws
 * DatabaseUnavailableError. Other errors (wrong password, no such database) throw at once.
 */
export async function waitForDatabase(
  config: pg.ClientConfig & { connectionString: string },
  options: { waitMs: number; log: ConnectionLog },
): Promise<void> {
  const address = databaseAddress(config.connectionString);
  const started = Date.now();
  let lastLogged = 0;
  for (let attempt = 1; ; attempt++) {
    const client = new pg.Client(config);
    client.on('error', () => {
      // Reported through connect() or query() below.
    });
    try {
      await client.connect();
      await client.query('SELECT 1');
      if (attempt > 1) options.log.info(`the database at ${address} answers`);
      return;
    } catch (error) {
      if (!isStoreUnavailable(error)) throw error;
      const remaining = options.waitMs - (Date.now() - started);
      if (remaining <= 0) {
        throw new DatabaseUnavailableError(
          `The database at ${address} did not answer within ${seconds(options.waitMs)} s ` +
            `(${describeError(error)}). Start it, check DATABASE_URL, or wait longer with DATABASE_WAIT_MS.`,
        );
      }
      if (Date.now() - lastLogged >= 10_000) {
        lastLogged = Date.now();
        options.log.warn(
          `waiting for the database at ${address} … (${describeError(error)}; ` +
            `giving up in ${seconds(remaining)} s)`,
        );
      }
      await new Promise((resolve) =>
        setTimeout(resolve, Math.min(remaining, backoffDelay(attempt, 250, 2000))),
      );
    } finally {
      await client.end().catch(() => {});
    }
  }
}

function seconds(ms: number): string {
  return (ms / 1000).toLocaleString('en', { maximumFractionDigits: 1 });
}
