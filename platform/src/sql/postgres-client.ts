import { createHash } from 'node:crypto';
import pg from 'pg';
import { isStoreUnavailable } from '../store-unavailable';
import { type ConnectionLog, PostgresListener } from './postgres-listener';
import type { Queryable, QueryOptions, SqlClient } from './sql-client';
import { waitForDatabase } from './wait-for-database';

/** The time limit of each statement and each connection attempt when none is configured. */
export const DEFAULT_DATABASE_TIMEOUT_MS = 2000;

/**
 * A transaction idle this long is ended by the server, so locks never outlive a client that
 * vanished half-way (none of ours waits on anything but the database between statements).
 */
const IDLE_IN_TRANSACTION_MS = 60_000;

export interface PostgresOptions {
  /** Connections in the pool. */
  max?: number;
  /** Time limit of each statement (client and server side) and of each connection attempt. */
  timeoutMs?: number;
  /** How long opening waits for a database that does not answer yet; 0: not at all. */
  waitMs?: number;
  log?: ConnectionLog;
}

const consoleLog: ConnectionLog = {
  info: (message) => console.log(message),
  warn: (message) => console.warn(message),
};

/**
 * A statement with parameters becomes a named prepared statement: each connection parses and
 * plans it once instead of on every call (the texts come from code, so there are few of them;
 * a text made up per call says `prepare: false`).
 */
function statement(text: string, values: unknown[], options: QueryOptions = {}): pg.QueryConfig {
  if (values.length === 0 || options.prepare === false) return { text, values };
  return { name: `et_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`, text, values };
}

/**
 * A pool against a PostgreSQL server, in which every call has a time limit and no lost
 * connection can take the process down. bigint (int8) comes back as a JS string.
 */
export async function openPostgres(
  connectionString: string,
  options: PostgresOptions = {},
): Promise<SqlClient> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_DATABASE_TIMEOUT_MS;
  const log = options.log ?? consoleLog;
  const connection = {
    connectionString,
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
    statement_timeout: timeoutMs,
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_MS,
    keepAlive: true,
  };
  await waitForDatabase(connection, { waitMs: options.waitMs ?? 0, log });
  const pool = new pg.Pool({ ...connection, max: options.max ?? 10 });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on next use.
  });
  const listener = new PostgresListener(connection, log);

  return {
    kind: 'postgres',
    pool,
    statementTimeoutMs: timeoutMs,
    query: async <Row>(sql: string, params: unknown[] = [], options?: QueryOptions) => {
      const result = await pool.query(statement(sql, params, options));
      return { rows: result.rows as Row[] };
    },
    transaction: async (work, transactionOptions = {}) => {
      const limit = transactionOptions.timeoutMs ?? timeoutMs;
      const client = await pool.connect();
      // Checked out, the client has no pool listener: a connection lost between two statements
      // would otherwise be an unhandled 'error' event. The next statement fails with it anyway.
      let broken = false;
      const onError = () => {
        broken = true;
      };
      client.on('error', onError);
      const run = (text: string, params: unknown[] = [], options?: QueryOptions) =>
        client.query({ ...statement(text, params, options), query_timeout: limit } as pg.QueryConfig);
      try {
        // One round trip (the simple protocol takes both): a projection batch is a transaction.
        await run(
          transactionOptions.timeoutMs === undefined
            ? 'BEGIN'
            : `BEGIN; SET LOCAL statement_timeout = ${Math.round(limit)}`,
        );
        const tx: Queryable = {
          query: async <Row>(sql: string, params: unknown[] = [], options?: QueryOptions) => ({
            rows: (await run(sql, params, options)).rows as Row[],
          }),
        };
        const result = await work(tx);
        await run('COMMIT');
        return result;
      } catch (error) {
        // A broken or timed-out connection is dropped (the server rolls back), not reused.
        if (isStoreUnavailable(error)) broken = true;
        if (!broken)
          await run('ROLLBACK').catch(() => {
            broken = true;
          });
        throw error;
      } finally {
        client.off('error', onError);
        client.release(broken);
      }
    },
    listen: (channel, onNotify) => listener.listen(channel, onNotify),
    onConnectionChange: (watcher) => listener.onConnectionChange(watcher),
    notify: async (channel, payload) => {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}
